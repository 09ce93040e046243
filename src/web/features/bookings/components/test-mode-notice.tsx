import { BOOKING_TEXT } from '#shared/booking-messages.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';

/**
 * Said on every payment screen while payments run in the sandbox
 * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md).
 */
export function TestModeNotice({ compact = false }: { compact?: boolean }) {
  const messages = useText(BOOKING_TEXT);
  return (
    <div
      role="note"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <strong className="font-semibold">{messages.testModeNotice}</strong>
      {!compact && <span className="block">{messages.testModeDetail}</span>}
    </div>
  );
}
