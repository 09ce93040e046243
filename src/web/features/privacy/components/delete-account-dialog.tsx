import { type FormEvent, useId, useState } from 'react';
import { translateMessage } from '#shared/translate-message.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { FormMessage, TextField } from '#web/components/ui/form-field.tsx';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { useRequestDeletion, useSendDeletionCode } from '../api/account-deletion';
import { privacySettingsText } from './privacy-settings.text';

/** Confirms the deletion with the password, or with a code the server mails instead. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const locale = useLocale();
  const M = useText(privacySettingsText).deletion;
  /** The server's refusal, which it words in English, in the page's language. */
  const messageOf = (error: unknown) =>
    translateMessage(
      error instanceof Error ? error.message : String(error),
      privacySettingsText,
      locale,
    );
  const formId = useId();
  const request = useRequestDeletion();
  const sendCode = useSendDeletionCode();
  const [by, setBy] = useState<'password' | 'code'>('password');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setBy('password');
      setSecret('');
      setError(null);
      setNotice(null);
    }
    onOpenChange(next);
  };

  const askForCode = async () => {
    setError(null);
    try {
      await sendCode.mutateAsync();
      setBy('code');
      setSecret('');
      setNotice(M.codeSent);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      // The section then shows the day; the answer's message says the same.
      await request.mutateAsync(by === 'password' ? { password: secret } : { code: secret.trim() });
      close(false);
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? messageOf(failure.errors.password ?? failure.errors.code ?? failure.message)
          : messageOf(failure),
      );
    }
  };

  return (
    <SheetDialog
      open={open}
      onOpenChange={close}
      title={M.dialogTitle}
      description={by === 'password' ? M.dialogPassword : M.dialogCodeSent}
      footer={
        <DialogActions
          onDismiss={() => close(false)}
          label={M.confirm}
          pendingLabel={M.confirming}
          pending={request.isPending}
          disabled={secret.trim() === ''}
          destructive
          form={formId}
        />
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {by === 'password' ? (
          <TextField
            key="password"
            label={M.passwordLabel}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
          />
        ) : (
          <TextField
            key="code"
            label={M.codeLabel}
            inputMode="numeric"
            autoComplete="one-time-code"
            name="code"
            maxLength={6}
            required
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
          />
        )}
        {notice && <FormMessage kind="success">{notice}</FormMessage>}
        {error && <FormMessage kind="error">{error}</FormMessage>}
        {by === 'password' ? (
          <button
            type="button"
            onClick={askForCode}
            disabled={sendCode.isPending}
            className={buttonClass('ghost', 'sm', 'px-0 text-brand-700 underline')}
          >
            {M.sendCodeInstead}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => {
              setBy('password');
              setSecret('');
              setNotice(null);
            }}
            className={buttonClass('ghost', 'sm', 'px-0 text-brand-700 underline')}
          >
            {M.usePasswordInstead}
          </button>
        )}
      </form>
    </SheetDialog>
  );
}
