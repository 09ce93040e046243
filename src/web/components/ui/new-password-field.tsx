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
  return (
    <TextField
      label="New password"
      type="password"
      name="new-password"
      autoComplete="new-password"
      hint="At least 8 characters"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
