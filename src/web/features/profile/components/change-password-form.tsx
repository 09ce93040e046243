import { type FormEvent, useState } from 'react';
import { changePasswordSchema } from '#shared/account-schemas.ts';
import type { FieldErrors } from '#shared/field-errors.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FormMessage, TextField } from '#web/components/ui/form-field.tsx';
import { NewPasswordField } from '#web/components/ui/new-password-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useFormErrors } from '#web/lib/form-errors.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { useChangePassword } from '../api/change-password';
import { profileText } from '../profile.text';

/** Change password: the current one proves it is the owner; other devices are signed out. */
export function ChangePasswordForm({ onChanged }: { onChanged: (token: string) => void }) {
  const text = useText(profileText);
  const messages = useText(MESSAGES_TEXT);
  const formErrors = useFormErrors();
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = changePasswordSchema.safeParse({ currentPassword, newPassword });
    if (!parsed.success) {
      setErrors(formErrors.ofParse(parsed.error));
      return;
    }
    setErrors({});
    try {
      onChanged(await change.mutateAsync(parsed.data));
      setCurrentPassword('');
      setNewPassword('');
      setMessage({ kind: 'success', text: messages.passwordChanged });
    } catch (error) {
      setMessage({ kind: 'error', text: formErrors.ofFailure(error) });
      if (error instanceof ApiError) setErrors(error.errors);
    }
  };

  return (
    <section aria-labelledby="change-password" className="mt-10 border-t border-slate-200 pt-8">
      <h2 id="change-password" className="text-lg font-bold tracking-tight text-slate-900">
        {text.passwordTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text.passwordIntro}</p>
      <form noValidate onSubmit={submit} className="mt-4 max-w-md space-y-4">
        <TextField
          label={text.currentPassword}
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
          error={errors.currentPassword}
        />
        <NewPasswordField
          value={newPassword}
          onChange={setNewPassword}
          error={errors.newPassword}
        />
        {message && <FormMessage kind={message.kind}>{message.text}</FormMessage>}
        <button type="submit" disabled={change.isPending} className={buttonClass('primary', 'md')}>
          {change.isPending ? text.saving : text.changePassword}
        </button>
      </form>
    </section>
  );
}
