import { PAYOUT_MESSAGES, payoutWeekLabel } from '#shared/payouts.ts';
import { PayoutCells, PayoutColumnHeads, payoutCellClass } from '#web/components/payout-cells.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePayoutHistory } from '../api/get-payout-history';

const cell = payoutCellClass;

/** The trainer's weekly payouts (decision 23), newest first, for the Earnings tab. */
export function PayoutHistory() {
  const history = usePayoutHistory();

  return (
    <section aria-labelledby="payout-history-title" className="mt-8">
      <h2 id="payout-history-title" className="text-lg font-semibold text-slate-900">
        Payouts
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every Friday, the sessions completed up to the Sunday before are paid to your bank account
        or UPI id, once your KYC is completed and you have 5 completed sessions.
      </p>
      <div className="mt-4">
        {history.isPending ? (
          <Spinner label="Loading payouts" className="py-6" />
        ) : history.isError ? (
          <LoadError
            error={history.error}
            message={PAYOUT_MESSAGES.loadFailed}
            onRetry={() => void history.refetch()}
          />
        ) : history.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            No payouts yet. Your first payout comes on the Friday after your fifth completed
            session, once your KYC is completed.
          </p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-slate-200">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="sr-only">Your weekly payouts, newest first</caption>
              <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className={cell}>
                    Week
                  </th>
                  <PayoutColumnHeads feeLabel="Platform fee" />
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 bg-white text-slate-800">
                {history.data.map((payout) => (
                  <tr key={payout.id}>
                    <th scope="row" className={`${cell} text-left font-medium`}>
                      {payoutWeekLabel(payout.weekStart)}
                    </th>
                    <PayoutCells payout={payout} />
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
