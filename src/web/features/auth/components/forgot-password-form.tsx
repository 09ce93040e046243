import { type FormEvent, useState } from 'react';
import { passwordResetCodeSchema, passwordResetSchema } from '#shared/account-schemas.ts';
import type { FieldErrors } from '#shared/field-errors.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage } from '#web/components/ui/form-field.tsx';
import { NewPasswordField } from '#web/components/ui/new-password-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormErrors } from '#web/lib/form-errors.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { useRequestResetCode } from '../api/request-reset-code';
import { useResetPassword } from '../api/reset-password';
import { useSignInWithPassword } from '../api/sign-in';
import { authText } from '../auth.text';
import { CodeField } from './code-field';
import { CodeRequestStep } from './code-request-step';
import { CodeResendLinks } from './code-resend-links';

/**
 * A forgotten password: the e-mail first, then the 6-digit reset code from the mail with the
 * new password; once it is set, the person is signed in with it.
 */
export function ForgotPasswordForm({ onSession }: { onSession: (token: string) => Promise<void> }) {
  const text = useText(authText);
  const { resetCodeSent } = useText(MESSAGES_TEXT);
  const formErrors = useFormErrors();
  const sendCode = useRequestResetCode();
  const reset = useResetPassword();
  const signIn = useSignInWithPassword();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const failed = (error: unknown) => {
    setMessage(formErrors.ofFailure(error));
    if (error instanceof ApiError) setErrors(error.errors);
  };

  const requestCode = async (event?: FormEvent) => {
    event?.preventDefault();
    setMessage(null);
    const parsed = passwordResetCodeSchema.safeParse({ email: sentTo ?? email.trim() });
    if (!parsed.success) {
      setErrors(formErrors.ofParse(parsed.error));
      return;
    }
    setErrors({});
    try {
      await sendCode.mutateAsync(parsed.data.email);
      setSentTo(parsed.data.email);
      setCode('');
    } catch (error) {
      failed(error);
    }
  };

  const submitReset = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = passwordResetSchema.safeParse({ email: sentTo, otp: code.trim(), password });
    if (!parsed.success) {
      setErrors(formErrors.ofParse(parsed.error));
      return;
    }
    setErrors({});
    try {
      await reset.mutateAsync(parsed.data);
      await onSession(
        await signIn.mutateAsync({ email: parsed.data.email, password: parsed.data.password }),
      );
    } catch (error) {
      failed(error);
    }
  };

  if (!sentTo) {
    return (
      <CodeRequestStep
        intro={text.resetEmailIntro}
        email={email}
        onEmailChange={setEmail}
        error={errors.email}
        message={message}
        sending={sendCode.isPending}
        sendLabel={text.sendResetCode}
        onSubmit={requestCode}
      />
    );
  }

  const busy = reset.isPending || signIn.isPending;
  return (
    <form noValidate onSubmit={submitReset} className="space-y-4">
      <FormMessage kind="success">
        {resetCodeSent} <span className="font-semibold break-all">({sentTo})</span>
      </FormMessage>
      <CodeField value={code} onChange={setCode} error={errors.otp} />
      <NewPasswordField value={password} onChange={setPassword} error={errors.password} />
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
        {busy ? text.saving : text.setNewPassword}
      </button>
      <CodeResendLinks
        onDifferentEmail={() => {
          setSentTo(null);
          setMessage(null);
        }}
        onResend={() => void requestCode()}
        resending={sendCode.isPending}
      />
    </form>
  );
}
