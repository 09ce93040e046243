import { formatRupees } from '#shared/money.ts';
import { type AdminPayout, PAYOUT_MESSAGES, payoutWeekLabel } from '#shared/payouts.ts';
import { present } from '#shared/present.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useFailPayout } from '../api/payout-fail';
import { TextPromptDialog } from './text-prompt-dialog';

interface PayoutFailDialogProps {
  payout: AdminPayout | null;
  onClose: () => void;
}

/** The admin cannot pay this payout (e.g. the account is closed) and tells the trainer why. */
export function PayoutFailDialog({ payout, onClose }: PayoutFailDialogProps) {
  const fail = useFailPayout();
  return (
    <TextPromptDialog
      open={payout !== null}
      onClose={onClose}
      title="Mark payout as failed"
      description={
        payout
          ? `${formatRupees(payout.netPaise)} to ${payout.trainerName} for ${payoutWeekLabel(payout.weekStart)} could not be paid. The trainer is e-mailed this reason; Retry sends it again later.`
          : undefined
      }
      label="Reason"
      multiline
      submitLabel="Mark as failed"
      pendingLabel="Saving..."
      pending={fail.isPending}
      // the form is there only while a payout is open
      onSubmit={(reason) => fail.mutateAsync({ id: present(payout, 'the open payout').id, reason })}
      errorField="reason"
      fallbackError={(failure) =>
        (failure instanceof ApiError && failure.message) || PAYOUT_MESSAGES.failFailedToast
      }
    />
  );
}
