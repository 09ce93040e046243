import { type ReactNode, useState } from 'react';
import { BOOKING_TEXT } from '#shared/booking-messages.ts';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { canAddToCalendar, STATUS_CHIP_COLOURS } from '#shared/booking-status.ts';
import { formatBookingDate, formatSlotLabel } from '#shared/ist.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { formatRupees } from '#shared/money.ts';
import { REPEAT_TEXT } from '#shared/weekly-repeat-messages.ts';
import { MessageButton } from '#web/components/message-button.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { CalendarIcon, ClockIcon, MapPinIcon } from '#web/components/ui/icons.tsx';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { bookingAnswerIn } from '#web/lib/booking-answer.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { Link, useSearchParams } from '#web/lib/router/router.tsx';
import { sessionPlace, sessionServiceName } from '#web/lib/session-labels.ts';
import { showToast } from '#web/lib/toast.tsx';
import { cancelBooking, confirmAttendance, useBookingAction } from '../api/booking-actions';
import { downloadCalendar } from '../api/download-calendar';
import { JoinButton } from './join-button';
import { MoveProposalBanner } from './move-proposal-banner';
import { MoveSessionDialog } from './move-session-dialog';
import { RefundStatus } from './refund-status';
import { sessionCardText } from './session-card.text';

const CHIP_CLASSES = {
  green: 'bg-emerald-100 text-emerald-800',
  yellow: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-sky-100 text-sky-800',
  gray: 'bg-slate-100 text-slate-700',
} as const;

function errorText(error: unknown, fallback: string) {
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * One booking on My Sessions, with what its viewer may do now. `documents` are the session's
 * tax documents (Invoice, Credit note), composed in by the route.
 */
export function SessionCard({
  booking,
  documents,
}: {
  booking: UserBooking;
  documents?: ReactNode;
}) {
  const locale = useLocale();
  const text = useText(sessionCardText);
  const { internalError } = useText(MESSAGES_TEXT);
  const { completeHoldPayment } = useText(BOOKING_TEXT);
  const repeatText = useText(REPEAT_TEXT);
  const [confirmCancel, setConfirmCancel] = useState(false);
  // The trainer dashboard links here with ?propose=<id> to open the proposal at once.
  const [searchParams] = useSearchParams();
  const [moving, setMoving] = useState(
    () => booking.moves.canPropose && searchParams.get('propose') === booking.id,
  );
  const cancel = useBookingAction(cancelBooking);
  const attend = useBookingAction(confirmAttendance);
  const asClient = booking.viewerRole === 'client';
  const other = asClient ? booking.trainer.name : booking.client.name;
  const payment = booking.paymentStatus === 'unpaid' ? null : text.payment[booking.paymentStatus];
  const service = sessionServiceName(booking, locale);
  const date = formatBookingDate(booking.sessionDate, locale);
  const time = formatSlotLabel(booking.timeSlot, locale);
  const total = formatRupees(booking.totalPaise, locale);

  const run = async (action: typeof cancel, after?: () => void) => {
    try {
      const result = await action.mutateAsync(booking.id);
      after?.();
      void showToast('success', bookingAnswerIn(result.message, locale));
    } catch (failure) {
      void showToast('error', errorText(failure, internalError));
    }
  };

  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <Avatar
          src={asClient ? booking.trainer.profileImage : null}
          size={48}
          className="size-12 shrink-0 rounded-full object-cover"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">
              {asClient ? (
                <Link to={paths.trainer(booking.trainerId)} className="hover:underline">
                  {other}
                </Link>
              ) : (
                other
              )}
            </h3>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${CHIP_CLASSES[STATUS_CHIP_COLOURS[booking.status]]}`}
            >
              {text.status[booking.status]}
            </span>
            {!asClient && (
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
                {text.yourClient}
              </span>
            )}
            {booking.series && (
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                {repeatText.seriesLabel(booking.series.index, booking.series.count)}
              </span>
            )}
          </div>
          <p className="text-sm text-slate-600">
            {asClient ? (booking.trainer.title ?? service) : service}
          </p>
        </div>
        <p className="shrink-0 text-right">
          <span className="block font-bold text-slate-900">{total}</span>
          {payment && <span className="block text-xs text-slate-600">{payment}</span>}
        </p>
      </div>

      <ul className="mt-3 grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2">
        <li className="flex items-center gap-2">
          <CalendarIcon className="size-4 shrink-0 text-slate-500" />
          {date} · {service}
        </li>
        <li className="flex items-center gap-2">
          <ClockIcon className="size-4 shrink-0 text-slate-500" />
          {text.timeAndLength(time, booking.duration)}
        </li>
        <li className="flex items-center gap-2 sm:col-span-2">
          <MapPinIcon className="size-4 shrink-0 text-slate-500" />
          {sessionPlace(booking, locale)}
        </li>
      </ul>

      <div className="mt-3 empty:hidden">
        <RefundStatus booking={booking} />
      </div>

      <div className="mt-3 empty:hidden">
        <MoveProposalBanner booking={booking} />
      </div>

      <div className="mt-4 flex flex-wrap items-start gap-2">
        {booking.actions.canPay && (
          <Link
            to={
              // A weekly repeat's held sessions are paid together, as their series pack.
              booking.packId
                ? `${paths.payment}?pack=${encodeURIComponent(booking.packId)}`
                : `${paths.payment}?booking=${encodeURIComponent(booking.id)}`
            }
            className={buttonClass('primary', 'sm')}
          >
            {completeHoldPayment}
          </Link>
        )}
        {(booking.status === 'confirmed' || booking.status === 'completed') && (
          <JoinButton booking={booking} />
        )}
        {booking.actions.canMessage && <MessageButton bookingId={booking.id} name={other} />}
        {booking.actions.canConfirmAttendance && (
          <button
            type="button"
            disabled={attend.isPending}
            onClick={() => void run(attend)}
            className={buttonClass('secondary', 'sm')}
          >
            {text.confirmAttendance}
          </button>
        )}
        {asClient && booking.actions.canReview && (
          <Link to={paths.bookingReview(booking.id)} className={buttonClass('secondary', 'sm')}>
            {booking.rating > 0 ? text.editReview : text.rateSession}
          </Link>
        )}
        {(booking.moves.canMove || booking.moves.canPropose) && (
          <button
            type="button"
            onClick={() => setMoving(true)}
            className={buttonClass('secondary', 'sm')}
          >
            {asClient ? text.reschedule : text.proposeNewTime}
          </button>
        )}
        {documents}
        {canAddToCalendar(booking.status) && (
          <button
            type="button"
            onClick={() =>
              void downloadCalendar(booking.id, `kasrat-session-${booking.sessionDate}.ics`).catch(
                (failure) => showToast('error', errorText(failure, internalError)),
              )
            }
            className={buttonClass('ghost', 'sm')}
          >
            {text.addToCalendar}
          </button>
        )}
        {booking.actions.canCancel && !asClient && (
          // A trainer says why they cancel, in the dashboard's dialog
          // (docs/product/booking.md#cancellation-and-refunds).
          <Link
            to={`${paths.trainerDashboard}/sessions`}
            className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
          >
            {text.cancelFromDashboard}
          </Link>
        )}
        {booking.actions.canCancel && asClient && (
          <button
            type="button"
            onClick={() => setConfirmCancel(true)}
            className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
          >
            {text.cancel}
          </button>
        )}
      </div>

      {(booking.moves.canMove || booking.moves.canPropose) && (
        <MoveSessionDialog
          booking={booking}
          mode={asClient ? 'move' : 'propose'}
          open={moving}
          onOpenChange={setMoving}
        />
      )}

      <SheetDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={text.cancelTitle}
        description={text.cancelWhat(service, other, date, time)}
        footer={
          <DialogActions
            dismissLabel={text.keepSession}
            onDismiss={() => setConfirmCancel(false)}
            label={text.cancelSession}
            pendingLabel={text.cancelling}
            pending={cancel.isPending}
            destructive
            onAction={() => void run(cancel, () => setConfirmCancel(false))}
          />
        }
      >
        <p className="text-sm text-slate-700">
          {booking.status === 'pending'
            ? text.holdReleased
            : booking.actions.cancelRefunds
              ? text.fullRefund(total)
              : text.noRefund}
        </p>
      </SheetDialog>
    </article>
  );
}
