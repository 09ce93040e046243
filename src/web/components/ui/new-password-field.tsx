import { useText } from '#web/lib/i18n/locale-context.ts';
import { TextField } from './form-field';
import { newPasswordFieldText } from './new-password-field.text';

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
  const text = useText(newPasswordFieldText);
  return (
    <TextField
      label={text.label}
      type="password"
      name="new-password"
      autoComplete="new-password"
      hint={text.hint}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
