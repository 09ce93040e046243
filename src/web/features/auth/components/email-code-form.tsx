import { type FormEvent, useState } from 'react';
import { sendCodeSchema, signInWithCodeSchema } from '#shared/account-schemas.ts';
import type { FieldErrors } from '#shared/field-errors.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage } from '#web/components/ui/form-field.tsx';
import { useFormErrors } from '#web/lib/form-errors.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { useSendSignInCode } from '../api/send-sign-in-code';
import { useSignInWithCode } from '../api/sign-in-with-code';
import { authText } from '../auth.text';
import { CodeField } from './code-field';
import { CodeRequestStep } from './code-request-step';
import { CodeResendLinks } from './code-resend-links';

/** Sign-in with a one-time code: the e-mail first, then the 6 digits from the mail. */
export function EmailCodeForm({ onSession }: { onSession: (token: string) => Promise<void> }) {
  const text = useText(authText);
  const messages = useText(MESSAGES_TEXT);
  const formErrors = useFormErrors();
  const sendCode = useSendSignInCode();
  const signIn = useSignInWithCode();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const requestCode = async (event?: FormEvent) => {
    event?.preventDefault();
    setMessage(null);
    const parsed = sendCodeSchema.safeParse({ email: email.trim(), type: 'sign-in' });
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
      setMessage(formErrors.ofFailure(error));
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = signInWithCodeSchema.safeParse({ email: sentTo, otp: code.trim() });
    if (!parsed.success) {
      setErrors({ otp: formErrors.ofParse(parsed.error).otp ?? messages.invalidCode });
      return;
    }
    setErrors({});
    try {
      await onSession(await signIn.mutateAsync(parsed.data));
    } catch (error) {
      setMessage(formErrors.ofFailure(error));
    }
  };

  if (!sentTo) {
    return (
      <CodeRequestStep
        intro={text.codeIntro}
        email={email}
        onEmailChange={setEmail}
        error={errors.email}
        message={message}
        sending={sendCode.isPending}
        sendLabel={text.sendCode}
        onSubmit={requestCode}
      />
    );
  }

  return (
    <form noValidate onSubmit={submitCode} className="space-y-4">
      <FormMessage kind="success">
        {messages.codeSent} <span className="font-semibold">({sentTo})</span>
      </FormMessage>
      <CodeField value={code} onChange={setCode} error={errors.otp} />
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <button
        type="submit"
        disabled={signIn.isPending}
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        {signIn.isPending ? text.signingIn : text.signIn}
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
