import { type FormEvent, useState } from 'react';
import { signUpSchema } from '#shared/account-schemas.ts';
import { type FieldErrors, fieldErrorsOf } from '#shared/field-errors.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage, TextField } from '#web/components/ui/form-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSignUp } from '../api/sign-up';
import { EmailField } from './email-field';

export function SignUpForm({ onSession }: { onSession: (token: string) => Promise<void> }) {
  const signUp = useSignUp();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
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
