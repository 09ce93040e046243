import { TextField } from '#web/components/ui/form-field.tsx';

/** The sign-in, sign-up and email-code forms' email address. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (email: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
