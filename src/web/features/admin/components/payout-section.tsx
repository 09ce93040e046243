import { useId, useState } from 'react';
import { paginate } from '#shared/discovery-types.ts';
import { formatRupees } from '#shared/money.ts';
import {
  type AdminPayout,
  PAYOUT_MESSAGES,
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUSES,
  type PayoutStatus,
  payoutWeekLabel,
} from '#shared/payouts.ts';
import { PayoutStatusBadge } from '#web/components/payout-cells.tsx';
import { FieldShell, inputClass } from '#web/components/ui/form-field.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { PAYOUT_PAGE_SIZE, type PayoutFilter, usePayoutList } from '../api/payout-list';
import { PageNav } from './page-nav';
import { PayoutFailDialog } from './payout-fail-dialog';
import { PayoutSettleDialog } from './payout-settle-dialog';
import { PayoutTable } from './payout-table';

/**
 * Weekly payouts (docs/product/earnings-and-payouts.md#manual-payouts): filter by week and status,
 * totals, settle, fail and retry.
 */
export function PayoutSection() {
  const [filter, setFilter] = useState<PayoutFilter>({ week: null, status: null, page: 1 });
  const [settling, setSettling] = useState<AdminPayout | null>(null);
  const [failing, setFailing] = useState<AdminPayout | null>(null);
  const list = usePayoutList(filter);
  const weekId = useId();
  const statusId = useId();

  if (list.isPending) return <Spinner label="Loading payouts" className="py-6" />;
  if (list.isError) {
    return (
      <LoadError
        error={list.error}
        message={PAYOUT_MESSAGES.loadFailed}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const { week, weeks, totals, payouts, totalCount, sendingProvider } = list.data;
  if (week === null) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
        No payouts yet. Each Friday the week before is paid to trainers with completed KYC and 5
        completed sessions.
      </p>
    );
  }

  return (
    <div aria-busy={list.isPlaceholderData}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FieldShell id={weekId} label="Week">
          <select
            id={weekId}
            value={week}
            onChange={(event) => setFilter({ ...filter, week: event.target.value, page: 1 })}
            className={inputClass}
          >
            {weeks.map((option) => (
              <option key={option} value={option}>
                {payoutWeekLabel(option)}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id={statusId} label="Status">
          <select
            id={statusId}
            value={filter.status ?? ''}
            onChange={(event) =>
              setFilter({
                ...filter,
                status: (event.target.value || null) as PayoutStatus | null,
                page: 1,
              })
            }
            className={inputClass}
          >
            <option value="">All statuses</option>
            {PAYOUT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PAYOUT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {PAYOUT_STATUSES.map((status) => (
          <div key={status} className="rounded-2xl border border-slate-200 bg-white p-4">
            <dt>
              <PayoutStatusBadge status={status} />
            </dt>
            <dd className="mt-2 text-xl font-bold text-slate-900 tabular-nums">
              {formatRupees(totals[status].netPaise)}
            </dd>
            <dd className="text-sm text-slate-600">
              {totals[status].count} {totals[status].count === 1 ? 'payout' : 'payouts'}
            </dd>
          </div>
        ))}
      </dl>

      <div className="mt-4">
        {payouts.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {filter.status
              ? `No ${PAYOUT_STATUS_LABELS[filter.status].toLowerCase()} payouts for ${payoutWeekLabel(week)}.`
              : `No payouts for ${payoutWeekLabel(week)}.`}
          </p>
        ) : (
          <PayoutTable
            payouts={payouts}
            sendingProvider={sendingProvider}
            onSettle={setSettling}
            onFail={setFailing}
          />
        )}
      </div>

      <PageNav
        label="Pages of payouts"
        pagination={paginate(filter.page, PAYOUT_PAGE_SIZE, totalCount)}
        onPrevious={() => setFilter({ ...filter, page: filter.page - 1 })}
        onNext={() => setFilter({ ...filter, page: filter.page + 1 })}
        className="mt-4"
      />

      <PayoutSettleDialog payout={settling} onClose={() => setSettling(null)} />
      <PayoutFailDialog payout={failing} onClose={() => setFailing(null)} />
    </div>
  );
}
