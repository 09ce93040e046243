import {
  type AdminPayout,
  adminResolves,
  PAYOUT_MESSAGES,
  type PayoutProviderKind,
} from '#shared/payouts.ts';
import { PayoutCells, PayoutColumnHeads, payoutCellClass } from '#web/components/payout-cells.tsx';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useRetryPayout } from '../api/payout-retry';

const cell = payoutCellClass;

interface PayoutTableProps {
  payouts: AdminPayout[];
  /** The provider configured now: a payout of another one is settled or failed by hand. */
  sendingProvider: PayoutProviderKind;
  onSettle: (payout: AdminPayout) => void;
  onFail: (payout: AdminPayout) => void;
}

export function PayoutTable({ payouts, sendingProvider, onSettle, onFail }: PayoutTableProps) {
  const retry = useRetryPayout();

  const retryPayout = async (payout: AdminPayout) => {
    try {
      const { message } = await retry.mutateAsync(payout.id);
      void showToast('success', message);
    } catch (failure) {
      void showToast(
        'error',
        failure instanceof ApiError ? failure.message : PAYOUT_MESSAGES.retryFailedToast,
      );
    }
  };

  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Payouts of the week</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={cell}>
              Trainer
            </th>
            <PayoutColumnHeads feeLabel="Fee" />
            <th scope="col" className={cell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white text-slate-800">
          {payouts.map((payout) => (
            <tr key={payout.id}>
              <th scope="row" className={`${cell} text-left font-medium`}>
                {payout.trainerName}
                {payout.provider === 'razorpayx' && (
                  <span className="ml-2 text-xs font-normal text-slate-500">RazorpayX</span>
                )}
              </th>
              <PayoutCells payout={payout} />
              <td className={`${cell} text-right`}>
                {adminResolves(payout, sendingProvider) && (
                  <span className="inline-flex flex-wrap justify-end gap-2">
                    <button
                      type="button"
                      onClick={() => onSettle(payout)}
                      className={buttonClass('primary', 'sm')}
                    >
                      Settle
                    </button>
                    <button
                      type="button"
                      onClick={() => onFail(payout)}
                      className={buttonClass('secondary', 'sm')}
                    >
                      Mark failed
                    </button>
                  </span>
                )}
                {payout.status === 'failed' && (
                  <button
                    type="button"
                    disabled={retry.isPending}
                    onClick={() => void retryPayout(payout)}
                    className={buttonClass('secondary', 'sm')}
                  >
                    Retry
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
