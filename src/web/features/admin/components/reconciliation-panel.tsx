import { useId, useState } from 'react';
import { addIstDays, istDate } from '#shared/ist.ts';
import { formatRupees } from '#shared/money.ts';
import {
  BALANCE_LABELS,
  DIFFERENCE_LABELS,
  FIRST_GST_DAY,
  type OutstandingBalances,
  PROVIDER_LABELS,
  type Reconciliation,
  type ReconciliationDifference,
} from '#shared/tax/accounting.ts';
import { ACCOUNTING_MESSAGES } from '#shared/tax/accounting-messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { FieldShell, inputClass } from '#web/components/ui/form-field.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useReconciliation } from '../api/reconciliation';
import { useExportDownload } from './use-export-download';

const DAY_LABEL = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2026-03-01' → 'Sunday, 1 March 2026' (the IST calendar date, whatever the browser's zone). */
const dayLabel = (date: string) => DAY_LABEL.format(new Date(`${date}T00:00:00Z`));
const SHORT_DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2026-02-27' → '27 Feb 2026'. */
const shortDay = (date: string | null) =>
  date ? SHORT_DAY.format(new Date(`${date}T00:00:00Z`)) : '—';
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** A negative balance (pre-ledger records) reads −₹7,10,410, not ₹-7,10,410. */
const rupees = (paise: number) => (paise < 0 ? `−${formatRupees(-paise)}` : formatRupees(paise));
const money = (paise: number | null) => (paise === null ? '—' : rupees(paise));

// narrow on a phone, so the four columns fit 390 px without sideways scrolling
const cell = 'px-2 py-2.5 align-top sm:px-3';
const card = 'rounded-2xl border border-slate-200 bg-white p-4';

function TotalCard({
  title,
  gateway,
  ledgerPaise,
  ledgerCount,
  noun,
}: {
  title: string;
  gateway: Reconciliation['gateway']['captured'];
  ledgerPaise: number;
  ledgerCount: number;
  noun: [string, string];
}) {
  const gatewayPaise = gateway.reduce((sum, total) => sum + total.amountPaise, 0);
  const matches = gatewayPaise === ledgerPaise;
  return (
    <div className={card}>
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      <dl className="mt-2 space-y-1 text-sm">
        {gateway.map((total) => (
          <div key={total.provider} className="flex justify-between gap-3">
            <dt className="text-slate-600">
              {PROVIDER_LABELS[total.provider]} · {plural(total.count, noun[0], noun[1])}
            </dt>
            <dd className="font-semibold text-slate-900 tabular-nums">
              {formatRupees(total.amountPaise)}
            </dd>
          </div>
        ))}
        <div
          className={`flex justify-between gap-3 border-t pt-1 ${matches ? 'border-slate-100' : 'border-red-200 text-red-800'}`}
        >
          <dt>Ledger · {plural(ledgerCount, 'entry', 'entries')}</dt>
          <dd className="font-semibold tabular-nums">{formatRupees(ledgerPaise)}</dd>
        </div>
      </dl>
    </div>
  );
}

function DifferenceRow({ difference }: { difference: ReconciliationDifference }) {
  const gap = (difference.gatewayPaise ?? 0) - (difference.ledgerPaise ?? 0);
  return (
    <tr>
      <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
        {DIFFERENCE_LABELS[difference.kind]}
        <span className="block text-xs font-normal break-all text-slate-600">
          {difference.provider ? PROVIDER_LABELS[difference.provider] : 'No gateway record'}
          {difference.providerPaymentId ? ` · ${difference.providerPaymentId}` : ''}
        </span>
        <span className="mt-1 block font-mono text-xs font-normal break-all text-slate-600">
          {difference.paymentId ?? '—'}
          {difference.refundId && <span className="block">refund {difference.refundId}</span>}
        </span>
      </th>
      <td className={`${cell} text-right tabular-nums`}>
        <span className="whitespace-nowrap">{money(difference.gatewayPaise)}</span>
        <span className="block text-xs text-slate-600">{shortDay(difference.gatewayDate)}</span>
      </td>
      <td className={`${cell} text-right tabular-nums`}>
        <span className="whitespace-nowrap">{money(difference.ledgerPaise)}</span>
        <span className="block text-xs text-slate-600">{shortDay(difference.ledgerDate)}</span>
      </td>
      <td className={`${cell} text-right font-semibold whitespace-nowrap tabular-nums`}>
        {rupees(gap)}
      </td>
    </tr>
  );
}

function Differences({ differences }: { differences: ReconciliationDifference[] }) {
  if (differences.length === 0) {
    return (
      <p className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
        {ACCOUNTING_MESSAGES.allMatch}
      </p>
    );
  }
  return (
    <div className="overflow-x-auto rounded-2xl border border-red-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Differences between the gateway and the ledger</caption>
        <thead className="bg-red-50 text-left text-xs font-semibold tracking-wide text-red-900 uppercase">
          <tr>
            <th scope="col" className={cell}>
              Difference and payment
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Gateway
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Ledger
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Gap
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white text-slate-800">
          {differences.map((difference) => (
            <DifferenceRow
              key={`${difference.kind}:${difference.paymentId}:${difference.refundId}`}
              difference={difference}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Balances({ balances }: { balances: OutstandingBalances }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
      {(Object.keys(BALANCE_LABELS) as (keyof OutstandingBalances)[]).map((key) => (
        <div key={key} className="flex justify-between gap-3">
          <dt className="text-slate-700">{BALANCE_LABELS[key]}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{rupees(balances[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

function RefundsOwed({ owed }: { owed: Reconciliation['refundsOwed'] }) {
  if (owed.count === 0) {
    return <p className="text-sm text-slate-700">{ACCOUNTING_MESSAGES.noRefundsOwed}</p>;
  }
  return (
    <>
      <p className="text-sm text-slate-700">
        {plural(owed.count, 'refund is', 'refunds are')} owed and not yet paid out by the gateway. A
        failed one waits under Failed refunds for a Retry.
      </p>
      <ul className="mt-2 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white text-sm">
        {owed.items.map((item) => (
          <li key={item.paymentId} className="flex flex-wrap justify-between gap-2 p-3">
            <span className="font-mono text-xs break-all text-slate-700">{item.paymentId}</span>
            <span className="text-slate-700">
              owed since {shortDay(item.owedSince)} · latest refund{' '}
              <strong className={item.status === 'failed' ? 'text-red-800' : ''}>
                {item.status}
              </strong>
            </span>
            <span className="font-semibold tabular-nums">{formatRupees(item.amountPaise)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function LedgerCheck({ check }: { check: Reconciliation['ledgerCheck'] }) {
  if (check.unbalanced.length === 0) {
    return (
      <p className="text-sm text-slate-700">{ACCOUNTING_MESSAGES.ledgerBalanced(check.entries)}</p>
    );
  }
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">
        {ACCOUNTING_MESSAGES.ledgerUnbalanced(check.unbalanced.length)}
      </p>
      <ul className="mt-2 list-disc pl-5">
        {check.unbalanced.map((entry) => (
          <li key={entry.entryId} className="break-all">
            {entry.source}: {formatRupees(entry.totalPaise)} over{' '}
            {plural(entry.lineCount, 'line', 'lines')}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Report({ report }: { report: Reconciliation }) {
  return (
    <div className="mt-6 space-y-8">
      <div className="grid gap-3 md:grid-cols-2">
        <TotalCard
          title="Captured"
          gateway={report.gateway.captured}
          ledgerPaise={report.ledger.capturedPaise}
          ledgerCount={report.ledger.captureCount}
          noun={['payment', 'payments']}
        />
        <TotalCard
          title="Refunded"
          gateway={report.gateway.refunded}
          ledgerPaise={report.ledger.refundedPaise}
          ledgerCount={report.ledger.refundCount}
          noun={['refund', 'refunds']}
        />
      </div>
      {report.ledger.otherPaise !== 0 && (
        <p className="text-sm text-slate-700">
          The gateway account also moved {formatRupees(report.ledger.otherPaise)} in Route transfers
          and reversals.
        </p>
      )}
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">Differences</h3>
        <Differences differences={report.differences} />
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">Outstanding at the end of the day</h3>
        <Balances balances={report.balances} />
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">Refunds owed</h3>
        <RefundsOwed owed={report.refundsOwed} />
      </div>
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">Ledger check</h3>
        <LedgerCheck check={report.ledgerCheck} />
      </div>
    </div>
  );
}

/**
 * The daily reconciliation (docs/product/tax.md#reconciliation-and-returns): a day, yesterday by
 * default, its totals, differences, balances and the ledger's check, and its CSV.
 */
export function ReconciliationPanel({ today = istDate(new Date()) }: { today?: string }) {
  const [date, setDate] = useState(() => addIstDays(today, -1));
  const report = useReconciliation(date);
  const download = useExportDownload();
  const dayId = useId();

  return (
    <section aria-labelledby="admin-reconciliation-title">
      <h2 id="admin-reconciliation-title" className="text-xl font-bold text-slate-900">
        Daily reconciliation
      </h2>
      <p className="mt-1 text-slate-700">
        What the gateway captured and refunded on a day (IST), against the ledger.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <FieldShell id={dayId} label="Day">
          <input
            id={dayId}
            type="date"
            value={date}
            min={FIRST_GST_DAY}
            max={today}
            required
            onChange={(event) => {
              if (event.target.value) setDate(event.target.value);
            }}
            className={inputClass}
          />
        </FieldShell>
        <button
          type="button"
          disabled={download.busy !== null}
          onClick={() => void download.run('reconciliation', '/admin/reconciliation.csv', { date })}
          className={buttonClass('secondary', 'md')}
        >
          Download CSV
        </button>
      </div>
      <p className="mt-4 font-medium text-slate-900">{dayLabel(date)}</p>
      {report.isPending ? (
        <Spinner label="Loading the reconciliation" className="py-6" />
      ) : report.isError ? (
        <div className="mt-4">
          <LoadError
            error={report.error}
            message={ACCOUNTING_MESSAGES.loadFailed}
            onRetry={() => void report.refetch()}
          />
        </div>
      ) : (
        <div aria-busy={report.isPlaceholderData}>
          <Report report={report.data} />
        </div>
      )}
    </section>
  );
}
