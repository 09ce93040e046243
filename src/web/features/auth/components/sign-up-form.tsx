import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { signUpSchema } from '#shared/account-schemas.ts';
import type { FieldErrors } from '#shared/field-errors.ts';
import { SIGN_UP_PRIVACY_TEXT } from '#shared/privacy-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage, TextField } from '#web/components/ui/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormErrors } from '#web/lib/form-errors.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { useSignUp } from '../api/sign-up';
import { authText } from '../auth.text';
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
  const text = useText(authText);
  const privacy = useText(SIGN_UP_PRIVACY_TEXT);
  const formErrors = useFormErrors();
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
      const fieldErrors = formErrors.ofParse(parsed.error);
      // `name` is derived from the first name, so its error belongs there.
      if (fieldErrors.name && !fieldErrors.firstName) fieldErrors.firstName = fieldErrors.name;
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    try {
      await onSession(await signUp.mutateAsync(parsed.data));
    } catch (error) {
      setMessage(formErrors.ofFailure(error));
      if (error instanceof ApiError) setErrors(error.errors);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={text.firstName}
          name="firstName"
          autoComplete="given-name"
          required
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          error={errors.firstName}
        />
        <TextField
          label={text.lastName}
          name="lastName"
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          error={errors.lastName}
        />
      </div>
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <TextField
        label={text.password}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={text.passwordHint}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <fieldset className="space-y-3">
        <legend className="sr-only">{text.agreementsLegend}</legend>
        <Agreement checked={adult} onChange={setAdult} error={errors.adultConfirmed}>
          {privacy.adultLabel}
        </Agreement>
        <Agreement checked={notice} onChange={setNotice} error={errors.noticeAgreed}>
          {text.noticeBefore}
          <Link to="/privacy" target="_blank" className="font-semibold text-brand-700 underline">
            {text.noticeLink}
          </Link>
          {text.noticeAfter}
        </Agreement>
        <Agreement
          role="switch"
          checked={analytics}
          onChange={setAnalytics}
          hint={privacy.analyticsHint}
        >
          {text.optional(privacy.analyticsLabel)}
        </Agreement>
        <Agreement
          role="switch"
          checked={marketing}
          onChange={setMarketing}
          hint={privacy.marketingHint}
        >
          {text.optional(privacy.marketingLabel)}
        </Agreement>
      </fieldset>
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <button
        type="submit"
        disabled={signUp.isPending}
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        {signUp.isPending ? text.creatingAccount : text.createAccount}
      </button>
    </form>
  );
}
