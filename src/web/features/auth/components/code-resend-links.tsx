import { useText } from '#web/lib/i18n/locale-context.ts';
import { authText } from '../auth.text';

const linkButtonClass = 'rounded font-semibold text-brand-700 hover:underline disabled:opacity-60';

/** Under a code form: go back to the e-mail step, or mail the code again. */
export function CodeResendLinks({
  onDifferentEmail,
  onResend,
  resending,
}: {
  onDifferentEmail: () => void;
  onResend: () => void;
  resending: boolean;
}) {
  const text = useText(authText);
  return (
    <div className="flex flex-wrap justify-between gap-2 text-sm">
      <button type="button" className={linkButtonClass} onClick={onDifferentEmail}>
        {text.useDifferentEmail}
      </button>
      <button type="button" disabled={resending} className={linkButtonClass} onClick={onResend}>
        {text.resendCode}
      </button>
    </div>
  );
}
