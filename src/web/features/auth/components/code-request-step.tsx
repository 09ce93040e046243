import type { FormEvent } from 'react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage } from '#web/components/ui/form-field.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { authText } from '../auth.text';
import { EmailField } from './email-field';

/** The first step of a form that mails a 6-digit code: the e-mail it goes to. */
export function CodeRequestStep({
  intro,
  email,
  onEmailChange,
  error,
  message,
  sending,
  sendLabel,
  onSubmit,
}: {
  intro: string;
  email: string;
  onEmailChange: (email: string) => void;
  error: string | undefined;
  message: string | null;
  sending: boolean;
  sendLabel: string;
  onSubmit: (event: FormEvent) => void;
}) {
  const text = useText(authText);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600">{intro}</p>
      <EmailField value={email} onChange={onEmailChange} error={error} />
      {message && <FormMessage kind="error">{message}</FormMessage>}
      <button type="submit" disabled={sending} className={buttonClass('primary', 'lg', 'w-full')}>
        {sending ? text.sending : sendLabel}
      </button>
    </form>
  );
}
