import { type FormEvent, useState } from 'react';
import { signInSchema } from '#shared/account-schemas.ts';
import type { FieldErrors } from '#shared/field-errors.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage, TextField } from '#web/components/ui/form-field.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormErrors } from '#web/lib/form-errors.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link, useLocation } from '#web/lib/router/router.tsx';
import { useSignInWithPassword } from '../api/sign-in';
import { authText } from '../auth.text';
import { EmailField } from './email-field';

export function SignInForm({ onSession }: { onSession: (token: string) => Promise<void> }) {
  const text = useText(authText);
  const formErrors = useFormErrors();
  const signIn = useSignInWithPassword();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  // The reset keeps where the visitor was going, so its sign-in lands there too.
  const { search, state } = useLocation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = signInSchema.safeParse({ email: email.trim(), password });
    if (!parsed.success) {
      setErrors(formErrors.ofParse(parsed.error));
      return;
    }
    setErrors({});
    try {
      await onSession(await signIn.mutateAsync(parsed.data));
    } catch (error) {
      setMessage(formErrors.ofFailure(error));
      if (error instanceof ApiError) setErrors(error.errors);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <TextField
        label={text.password}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <p className="-mt-2 text-right text-sm">
        <Link
          to={`${paths.forgotPassword}${search}`}
          state={state}
          className="inline-block rounded py-1 font-semibold text-brand-700 hover:underline"
        >
          {text.forgotPassword}
        </Link>
      </p>
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <button
        type="submit"
        disabled={signIn.isPending}
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        {signIn.isPending ? text.signingIn : text.signIn}
      </button>
    </form>
  );
}
