import type { ReactNode } from 'react';
import { formatRupees } from '#shared/money.ts';
import { PAYOUT_TEXT, payoutWeekLabel, type TrainerPayout } from '#shared/payouts.ts';
import {
  PayoutCells,
  PayoutColumnHeads,
  PayoutStatusBadge,
  payoutCellClass,
} from '#web/components/payout-cells.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { usePayoutHistory } from '../api/get-payout-history';
import { payoutHistoryText } from './payout-history.text';

const cell = payoutCellClass;

/** What a payout offers beside its figures (its statement), composed in by the route. */
type PayoutAction = (payout: TrainerPayout) => ReactNode;

/**
 * The trainer's weekly payouts, newest first, for the Earnings tab
 * (docs/product/earnings-and-payouts.md#payout-history).
 */
export function PayoutHistory({ action }: { action?: PayoutAction }) {
  const locale = useLocale();
  const text = useText(payoutHistoryText);
  const messages = useText(PAYOUT_TEXT);
  const history = usePayoutHistory();

  return (
    <section aria-labelledby="payout-history-title" className="mt-8">
      <h2 id="payout-history-title" className="text-lg font-semibold text-slate-900">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{text.intro}</p>
      <div className="mt-4">
        {history.isPending ? (
          <Spinner label={text.loading} className="py-6" />
        ) : history.isError ? (
          <LoadError
            error={history.error}
            message={messages.loadFailed}
            onRetry={() => void history.refetch()}
          />
        ) : history.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {text.none}
          </p>
        ) : (
          <>
            <PayoutCards payouts={history.data} action={action} />
            <div className="relative hidden overflow-x-auto rounded-2xl border border-slate-200 md:block">
              <table className="min-w-full divide-y divide-slate-200 text-sm">
                <caption className="sr-only">{text.newestFirst}</caption>
                <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className={cell}>
                      {text.week}
                    </th>
                    <PayoutColumnHeads feeLabel={text.platformFee} />
                    {action && (
                      <th scope="col" className={cell}>
                        <span className="sr-only">{text.statement}</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 bg-white text-slate-800">
                  {history.data.map((payout) => (
                    <tr key={payout.id}>
                      <th scope="row" className={`${cell} text-left font-medium`}>
                        {payoutWeekLabel(payout.weekStart, locale)}
                      </th>
                      <PayoutCells payout={payout} />
                      {action && <td className={cell}>{action(payout)}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </section>
  );
}

/** On a phone, one card per payout: the table's seven columns do not fit 390 px. */
function PayoutCards({ payouts, action }: { payouts: TrainerPayout[]; action?: PayoutAction }) {
  const locale = useLocale();
  const text = useText(payoutHistoryText);
  return (
    <ul aria-label={text.newestFirst} className="space-y-3 md:hidden">
      {payouts.map((payout) => (
        <li key={payout.id} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div>
              <p className="font-semibold text-slate-900">
                {payoutWeekLabel(payout.weekStart, locale)}
              </p>
              <p className="text-slate-600">{text.sessions(payout.sessionCount)}</p>
            </div>
            <div className="text-right">
              <p className="font-semibold text-slate-900 tabular-nums">
                {formatRupees(payout.netPaise, locale)}
              </p>
              <p className="text-xs text-slate-600">{text.youReceive}</p>
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
            <div>
              <dt className="text-xs text-slate-600">{text.gross}</dt>
              <dd className="tabular-nums">{formatRupees(payout.grossPaise, locale)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{text.platformFee}</dt>
              <dd className="tabular-nums">{formatRupees(payout.platformFeePaise, locale)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{text.status}</dt>
              <dd>
                <PayoutStatusBadge status={payout.status} />
                {payout.status === 'failed' && payout.failureReason && (
                  <p className="mt-1 text-xs text-red-700">{payout.failureReason}</p>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{text.reference}</dt>
              <dd className="font-mono text-xs break-all">{payout.transferReference ?? '—'}</dd>
            </div>
          </dl>
          {action && <div className="mt-3">{action(payout)}</div>}
        </li>
      ))}
    </ul>
  );
}
