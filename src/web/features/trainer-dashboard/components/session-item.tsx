import { useState } from 'react';
import { formatBookingDate, formatSlotLabel } from '#shared/ist.ts';
import { formatRupees } from '#shared/money.ts';
import type { TrainerSession } from '#shared/trainer-dashboard-api.ts';
import { MessageButton } from '#web/components/message-button.tsx';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { CalendarIcon, MapPinIcon, VideoIcon } from '#web/components/ui/icons.tsx';
import { paths } from '#web/config/paths.ts';
import { bookingAnswerIn } from '#web/lib/booking-answer.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { personName } from '#web/lib/person-name.ts';
import { Link } from '#web/lib/router/router.tsx';
import { sessionPlace, sessionServiceName } from '#web/lib/session-labels.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useConfirmAttendance } from '../api/session-actions';
import { CHIP_CLASSES, sessionChip } from '../session-status';
import { sessionStatusText } from '../session-status.text';
import { CancelSessionDialog } from './cancel-session-dialog';
import { dashboardCommonText } from './dashboard-common.text';
import { RatingStars } from './rating-stars';
import { sessionItemText } from './sessions-tab.text';

type PaymentNote = 'refundPending' | 'refundFailed' | 'refunded';
const PAYMENT_NOTES: Partial<Record<TrainerSession['paymentStatus'], PaymentNote>> = {
  refund_pending: 'refundPending',
  // The client's refund is owed and retried by the platform; nothing for the trainer to do.
  refund_failed: 'refundFailed',
  refunded: 'refunded',
};

interface SessionItemProps {
  session: TrainerSession;
  now: Date;
  onProfile: boolean;
}

/** One session as its trainer sees it, with what the trainer may do now. */
export function SessionItem({ session, now, onProfile }: SessionItemProps) {
  const locale = useLocale();
  const text = useText(sessionItemText);
  const common = useText(dashboardCommonText);
  const [cancelling, setCancelling] = useState(false);
  const attend = useConfirmAttendance();
  const chip = sessionChip(session, now, useText(sessionStatusText));
  const paymentNote = PAYMENT_NOTES[session.paymentStatus];
  // The meeting link matters until the session ends; afterwards the row says where it was.
  const joinUrl =
    session.location === 'online' && new Date(session.endsAt) > now
      ? session.meeting?.joinUrl
      : undefined;

  const confirm = async () => {
    try {
      const result = await attend.mutateAsync(session.id);
      void showToast('success', bookingAnswerIn(result.message, locale));
    } catch (failure) {
      void showToast('error', failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">
              {personName(session.client.name, locale)}
            </h3>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${CHIP_CLASSES[chip.tone]}`}
            >
              {chip.label}
            </span>
          </div>
          <p className="text-sm text-slate-600">{sessionServiceName(session, locale)}</p>
        </div>
        <p className="text-right text-sm">
          <span className="block font-semibold text-slate-900">
            {formatRupees(session.pricePaise, locale)}
          </span>
          {paymentNote && <span className="block text-xs text-slate-600">{text[paymentNote]}</span>}
        </p>
      </div>

      <ul className="mt-3 grid gap-1.5 text-sm text-slate-700 md:grid-cols-2">
        <li className="flex items-center gap-2">
          <CalendarIcon className="size-4 shrink-0 text-slate-500" />
          {text.when(
            formatBookingDate(session.sessionDate, locale),
            formatSlotLabel(session.timeSlot, locale),
            session.duration,
          )}
        </li>
        <li className="flex min-w-0 items-center gap-2">
          {joinUrl ? (
            <>
              <VideoIcon className="size-4 shrink-0 text-slate-500" />
              <a
                href={joinUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-800 underline"
              >
                {text.joinOnline}
                <span className="sr-only">{common.opensInNewTab}</span>
              </a>
            </>
          ) : (
            <>
              <MapPinIcon className="size-4 shrink-0 text-slate-500" />
              <span className="min-w-0 break-words">{sessionPlace(session, locale)}</span>
            </>
          )}
        </li>
      </ul>

      {session.rating > 0 && (
        <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <RatingStars rating={session.rating} />
            {onProfile && (
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {text.onYourProfile}
              </span>
            )}
          </div>
          {(session.review || session.comment) && (
            <p className="mt-1 text-slate-700">{session.review || session.comment}</p>
          )}
        </div>
      )}

      {session.moves.proposal && (
        <p className="mt-3 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
          {text.proposed(
            formatBookingDate(session.moves.proposal.date, locale),
            formatSlotLabel(session.moves.proposal.timeSlot, locale),
          )}
        </p>
      )}
      {session.status !== 'expired' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <MessageButton bookingId={session.id} name={personName(session.client.name, locale)} />
          {session.actions.canConfirmAttendance && (
            <button
              type="button"
              disabled={attend.isPending}
              onClick={() => void confirm()}
              className={buttonClass('primary', 'sm')}
            >
              {text.confirmAttendance}
            </button>
          )}
          {session.moves.canPropose && (
            // The proposal's dialog lives with the session on My Sessions, which opens it.
            <Link
              to={`${paths.profileSessions}?propose=${encodeURIComponent(session.id)}`}
              className={buttonClass('secondary', 'sm')}
            >
              {text.proposeNewTime}
            </Link>
          )}
          {session.actions.canCancel && (
            <button
              type="button"
              onClick={() => setCancelling(true)}
              className={buttonClass('ghost', 'sm', 'text-red-700! hover:bg-red-50')}
            >
              {text.cancelSession}
            </button>
          )}
        </div>
      )}
      {session.actions.canCancel && (
        <CancelSessionDialog session={session} open={cancelling} onOpenChange={setCancelling} />
      )}
    </li>
  );
}
