import { SHELL_TEXT } from '#shared/shell-messages.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { CalendarIcon } from './icons';

export function BookingFullNotice({ className = '' }: { className?: string }) {
  const text = useText(SHELL_TEXT);
  return (
    <div
      className={`flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 ${className}`}
    >
      <CalendarIcon className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong className="block font-semibold">{text.bookingFullTitle}</strong>
        <span className="text-sm">{text.bookingFull}</span>
      </p>
    </div>
  );
}
