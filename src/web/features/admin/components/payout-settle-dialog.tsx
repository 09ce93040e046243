import { type FormEvent, useId, useState } from 'react';
import { formatRupees } from '#shared/money.ts';
import { type AdminPayout, PAYOUT_MESSAGES, payoutWeekLabel } from '#shared/payouts.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { inputClass } from '#web/components/ui/form-field.tsx';
import { SheetDialog } from '#web/components/ui/sheet-dialog.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useSettlePayout } from '../api/payout-settle';

interface PayoutSettleDialogProps {
  payout: AdminPayout | null;
  onClose: () => void;
}

/** The admin has transferred the money outside Kasrat and records the bank's reference. */
export function PayoutSettleDialog({ payout, onClose }: PayoutSettleDialogProps) {
  const settle = useSettlePayout();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const formId = `${id}-form`;

  const close = () => {
    setReference('');
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!payout) return;
    try {
      const { message } = await settle.mutateAsync({
        id: payout.id,
        transferReference: reference,
      });
      void showToast('success', message);
      close();
    } catch (failure) {
      setError(
        (failure instanceof ApiError && (failure.errors.transferReference || failure.message)) ||
          PAYOUT_MESSAGES.settleFailedToast,
      );
    }
  };

  return (
    <SheetDialog
      open={payout !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Mark payout as paid"
      description={
        payout
          ? `Transfer ${formatRupees(payout.netPaise)} to ${payout.trainerName} for ${payoutWeekLabel(payout.weekStart)}, then enter the bank's reference. The trainer is e-mailed.`
          : undefined
      }
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} className={buttonClass('secondary', 'md')}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            disabled={settle.isPending}
            className={buttonClass('primary', 'md')}
          >
            {settle.isPending ? 'Saving...' : 'Mark as paid'}
          </button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          Transfer reference (UTR)
        </label>
        <input
          id={id}
          required
          autoComplete="off"
          value={reference}
          onChange={(event) => {
            setReference(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </form>
    </SheetDialog>
  );
}
