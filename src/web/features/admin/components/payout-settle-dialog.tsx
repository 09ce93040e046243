import { formatRupees } from '#shared/money.ts';
import { type AdminPayout, PAYOUT_MESSAGES, payoutWeekLabel } from '#shared/payouts.ts';
import { present } from '#shared/present.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSettlePayout } from '../api/payout-settle';
import { TextPromptDialog } from './text-prompt-dialog';

interface PayoutSettleDialogProps {
  payout: AdminPayout | null;
  onClose: () => void;
}

/** The admin has transferred the money outside Kasrat and records the bank's reference. */
export function PayoutSettleDialog({ payout, onClose }: PayoutSettleDialogProps) {
  const settle = useSettlePayout();
  return (
    <TextPromptDialog
      open={payout !== null}
      onClose={onClose}
      title="Mark payout as paid"
      description={
        payout
          ? `Transfer ${formatRupees(payout.netPaise)} to ${payout.trainerName} for ${payoutWeekLabel(payout.weekStart)}, then enter the bank's reference. The trainer is e-mailed.`
          : undefined
      }
      label="Transfer reference (UTR)"
      submitLabel="Mark as paid"
      pendingLabel="Saving..."
      pending={settle.isPending}
      // the form is there only while a payout is open
      onSubmit={(reference) =>
        settle.mutateAsync({
          id: present(payout, 'the open payout').id,
          transferReference: reference,
        })
      }
      errorField="transferReference"
      fallbackError={(failure) =>
        (failure instanceof ApiError && failure.message) || PAYOUT_MESSAGES.settleFailedToast
      }
    />
  );
}
