import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { signUpSchema } from '#shared/account-schemas.ts';
import { type FieldErrors, fieldErrorsOf } from '#shared/field-errors.ts';
import { PRIVACY_MESSAGES as PM, PURPOSE_LABELS } from '#shared/privacy-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage, TextField } from '#web/components/ui/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSignUp } from '../api/sign-up';
import { EmailField } from './email-field';

function Agreement({
  checked,
  onChange,
  error,
  hint,
  role,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  hint?: string;
  role?: 'switch';
  children: ReactNode;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          role={role}
          aria-checked={role ? checked : undefined}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <div className="min-w-0 text-sm">
          <label htmlFor={id} className="font-medium text-slate-900">
            {children}
          </label>
          {hint && (
            <p id={`${id}-hint`} className="text-slate-600">
              {hint}
            </p>
          )}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function SignUpForm({ onSession }: { onSession: (token: string) => Promise<void> }) {
  const signUp = useSignUp();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [adult, setAdult] = useState(false);
  const [notice, setNotice] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const first = firstName.trim();
    const last = lastName.trim();
    const parsed = signUpSchema.safeParse({
      email: email.trim(),
      password,
      name: [first, last].filter(Boolean).join(' '),
      firstName: first,
      lastName: last,
      adultConfirmed: adult,
      noticeAgreed: notice,
      analyticsConsent: analytics,
      marketingConsent: marketing,
    });
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      // `name` is derived from the first name, so its error belongs there.
      if (fieldErrors.name && !fieldErrors.firstName) fieldErrors.firstName = fieldErrors.name;
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    try {
      await onSession(await signUp.mutateAsync(parsed.data));
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
      if (error instanceof ApiError) setErrors(error.errors);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          required
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          error={errors.lastName}
        />
      </div>
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint="At least 8 characters."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <fieldset className="space-y-3">
        <legend className="sr-only">Age and privacy</legend>
        <Agreement checked={adult} onChange={setAdult} error={errors.adultConfirmed}>
          {PM.adultLabel}
        </Agreement>
        <Agreement checked={notice} onChange={setNotice} error={errors.noticeAgreed}>
          I agree to the{' '}
          <Link to="/privacy" target="_blank" className="font-semibold text-brand-700 underline">
            privacy notice
          </Link>
        </Agreement>
        <Agreement
          role="switch"
          checked={analytics}
          onChange={setAnalytics}
          hint={PM.analyticsHint}
        >
          {PURPOSE_LABELS.analytics} (optional)
        </Agreement>
        <Agreement
          role="switch"
          checked={marketing}
          onChange={setMarketing}
          hint={PM.marketingHint}
        >
          {PURPOSE_LABELS.marketing} (optional)
        </Agreement>
      </fieldset>
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <button
        type="submit"
        disabled={signUp.isPending}
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </button>
    </form>
  );
}
