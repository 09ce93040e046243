import { useText } from '#web/lib/i18n/locale-context.ts';
import { uiControlsText } from './controls.text';
import { TextField } from './form-field';

/** A new password, as the reset and change-password forms ask for it. */
export function NewPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (password: string) => void;
  error: string | undefined;
}) {
  const text = useText(uiControlsText);
  return (
    <TextField
      label={text.newPassword}
      type="password"
      name="new-password"
      autoComplete="new-password"
      hint={text.newPasswordHint}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
