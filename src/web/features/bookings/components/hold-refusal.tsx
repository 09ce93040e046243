import { useState } from 'react';
import { BOOKING_TEXT } from '#shared/booking-messages.ts';
import type { UnpaidHold } from '#shared/booking-schemas.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { cancelBooking, useBookingAction } from '../api/booking-actions';

interface HoldRefusalProps {
  message: string;
  hold: UnpaidHold;
  /** The hold is gone: the sheet may try again. */
  onReleased: () => void;
}

/**
 * A hold refused because the client already holds slots unpaid: the server's message names the
 * hold in the way; here are the two ways out, pay for it or release it
 * (docs/decisions/0031-scarce-holds-and-paid-chats.md).
 */
export function HoldRefusal({ message, hold, onReleased }: HoldRefusalProps) {
  const messages = useText(BOOKING_TEXT);
  const release = useBookingAction(cancelBooking);
  const [failed, setFailed] = useState(false);

  const releaseHold = async () => {
    setFailed(false);
    try {
      await release.mutateAsync(hold.id);
      onReleased();
    } catch {
      setFailed(true);
    }
  };

  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <p className="font-medium">{message}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Link to={hold.paymentPath} className={buttonClass('primary', 'sm')}>
          {messages.completeHoldPayment}
        </Link>
        <button
          type="button"
          disabled={release.isPending}
          onClick={() => void releaseHold()}
          className={buttonClass('secondary', 'sm')}
        >
          {release.isPending ? messages.releasingHold : messages.releaseHold}
        </button>
      </div>
      {failed && <p className="mt-2">{messages.releaseHoldFailed}</p>}
    </div>
  );
}
