import { TextField } from '#web/components/ui/form-field.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { authText } from '../auth.text';

/** The 6-digit code of a sign-in or password-reset mail; only digits are kept. */
export function CodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
}) {
  const text = useText(authText);
  return (
    <TextField
      label={text.code}
      name="otp"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      autoFocus
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      error={error}
      className="text-center text-2xl tracking-[0.5em] tabular-nums"
    />
  );
}
