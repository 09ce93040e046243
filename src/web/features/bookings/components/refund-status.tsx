import { BOOKING_TEXT } from '#shared/booking-messages.ts';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';

const REFUND_NOTES = {
  refund_pending: { text: 'refundPending', tone: 'border-sky-200 bg-sky-50 text-sky-900' },
  refund_failed: { text: 'refundRetrying', tone: 'border-amber-300 bg-amber-50 text-amber-950' },
  refunded: { text: 'refundProcessed', tone: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
} as const;

/**
 * Where the client's refund stands
 * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md); nothing when there is no
 * refund.
 */
export function RefundStatus({ booking }: { booking: UserBooking }) {
  const messages = useText(BOOKING_TEXT);
  if (booking.viewerRole !== 'client') return null;
  const status = booking.paymentStatus;
  if (status !== 'refund_pending' && status !== 'refund_failed' && status !== 'refunded') {
    return null;
  }
  const note = REFUND_NOTES[status];
  return (
    <p role="status" className={`rounded-lg border px-3 py-2 text-sm font-medium ${note.tone}`}>
      {messages[note.text]}
    </p>
  );
}
