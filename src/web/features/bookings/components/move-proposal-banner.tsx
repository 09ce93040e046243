import { useState } from 'react';
import { MOVE_TEXT } from '#shared/booking-move-messages.ts';
import { sessionTimeLabel } from '#shared/booking-moves.ts';
import type { UserBooking } from '#shared/booking-schemas.ts';
import { MESSAGES_TEXT } from '#shared/messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { DialogActions } from '#web/components/ui/dialog-actions.tsx';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { bookingAnswerIn } from '#web/lib/booking-answer.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { sessionServiceName } from '#web/lib/session-labels.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useMoveAction } from '../api/move-booking';
import { moveProposalText } from './move-proposal-banner.text';

/**
 * The trainer's proposed new time: the client accepts it, declines it, or declines and cancels
 * with a full refund; the trainer sees it waiting.
 */
export function MoveProposalBanner({ booking }: { booking: UserBooking }) {
  const locale = useLocale();
  const text = useText(moveProposalText);
  const messages = useText(MOVE_TEXT);
  const { internalError } = useText(MESSAGES_TEXT);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const action = useMoveAction(booking.id);
  const proposal = booking.moves.proposal;
  if (!proposal) return null;
  const when = sessionTimeLabel(proposal.date, proposal.timeSlot, locale);

  const answer = async (
    choice: { kind: 'accept' } | { kind: 'decline'; cancel: boolean },
    after?: () => void,
  ) => {
    try {
      const result = await action.mutateAsync(choice);
      after?.();
      void showToast('success', bookingAnswerIn(result.message, locale));
    } catch (failure) {
      void showToast(
        'error',
        failure instanceof Error && failure.message ? failure.message : internalError,
      );
    }
  };

  if (booking.viewerRole === 'trainer') {
    return (
      <p className="rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-900">
        {messages.proposalWaiting(when)}
      </p>
    );
  }
  return (
    <section
      aria-label={text.region}
      className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-950"
    >
      <p className="font-semibold">{messages.proposalBanner(booking.trainer.name, when)}</p>
      {proposal.note && <p className="mt-1">“{proposal.note}”</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={action.isPending}
          onClick={() => void answer({ kind: 'accept' })}
          className={buttonClass('primary', 'sm')}
        >
          {text.accept}
        </button>
        <button
          type="button"
          disabled={action.isPending}
          onClick={() => void answer({ kind: 'decline', cancel: false })}
          className={buttonClass('secondary', 'sm')}
        >
          {text.decline}
        </button>
        <button
          type="button"
          disabled={action.isPending}
          onClick={() => setConfirmCancel(true)}
          className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
        >
          {text.declineAndCancel}
        </button>
      </div>
      <SheetDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={text.cancelTitle}
        description={text.cancelWhat(sessionServiceName(booking, locale), booking.trainer.name)}
        footer={
          <DialogActions
            dismissLabel={text.keepSession}
            onDismiss={() => setConfirmCancel(false)}
            label={text.cancelWithRefund}
            pendingLabel={text.cancelling}
            pending={action.isPending}
            destructive
            onAction={() =>
              void answer({ kind: 'decline', cancel: true }, () => setConfirmCancel(false))
            }
          />
        }
      >
        <p className="text-sm text-slate-700">{text.fullRefundWhy}</p>
      </SheetDialog>
    </section>
  );
}
