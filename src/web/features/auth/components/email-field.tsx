import { TextField } from '#web/components/ui/form-field.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { authText } from '../auth.text';

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
  const text = useText(authText);
  return (
    <TextField
      label={text.email}
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
