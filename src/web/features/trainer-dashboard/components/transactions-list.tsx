import { CATALOG_TEXT } from '#shared/catalog.ts';
import { formatRupees } from '#shared/money.ts';
import type { EarningsTransaction } from '#shared/trainer-dashboard-api.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { personName } from '#web/lib/person-name.ts';
import { paymentStatusClass, trainerPaymentClass } from '../earnings-view';
import { formatIstDay } from '../format-date';
import { transactionsText } from './earnings-tab.text';

function Chip({ className, label }: { className: string; label: string }) {
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}
    >
      {label}
    </span>
  );
}

function PaymentChip({ status }: { status: EarningsTransaction['status'] }) {
  const labels = useText(transactionsText).statuses;
  return <Chip className={paymentStatusClass(status)} label={labels[status]} />;
}

function YourPaymentChip({ status }: { status: EarningsTransaction['trainerPaymentStatus'] }) {
  const labels = useText(transactionsText).statuses;
  return <Chip className={trainerPaymentClass(status)} label={labels[status ?? 'pending']} />;
}

const headClass =
  'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const cellClass = 'px-3 py-3 text-sm text-slate-700 whitespace-nowrap';
const moneyClass = `${cellClass} text-right tabular-nums`;

/** Recent Transactions with the spec's eight columns, where the screen is wide enough. */
export function TransactionsTable({ transactions }: { transactions: EarningsTransaction[] }) {
  const locale = useLocale();
  const text = useText(transactionsText);
  const services = useText(CATALOG_TEXT).service;
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full">
        <caption className="sr-only">{text.recentTransactions}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={headClass}>
              {text.client}
            </th>
            <th scope="col" className={headClass}>
              {text.service}
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              {text.totalAmount}
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              {text.yourEarning}
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              {text.platformFee}
            </th>
            <th scope="col" className={headClass}>
              {text.date}
            </th>
            <th scope="col" className={headClass}>
              {text.paymentStatus}
            </th>
            <th scope="col" className={headClass}>
              {text.yourPayment}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {transactions.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${cellClass} text-left font-semibold text-slate-900`}>
                {personName(row.client, locale)}
              </th>
              <td className={cellClass}>{services[row.service]}</td>
              <td className={moneyClass}>{formatRupees(row.amount, locale)}</td>
              <td className={`${moneyClass} font-semibold text-slate-900`}>
                {formatRupees(row.trainerEarning, locale)}
              </td>
              <td className={moneyClass}>{formatRupees(row.trainerPlatformFee, locale)}</td>
              <td className={cellClass}>{formatIstDay(row.date, locale)}</td>
              <td className={cellClass}>
                <PaymentChip status={row.status} />
              </td>
              <td className={cellClass}>
                <YourPaymentChip status={row.trainerPaymentStatus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same transactions as cards, on phones. */
export function TransactionCards({ transactions }: { transactions: EarningsTransaction[] }) {
  const locale = useLocale();
  const text = useText(transactionsText);
  const services = useText(CATALOG_TEXT).service;
  return (
    <ul aria-label={text.recentTransactions} className="space-y-3">
      {transactions.map((row) => (
        <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">{personName(row.client, locale)}</h3>
              <p className="text-sm text-slate-600">
                {services[row.service]} · {formatIstDay(row.date, locale)}
              </p>
            </div>
            <p className="text-right">
              <span className="block font-semibold text-slate-900 tabular-nums">
                {formatRupees(row.trainerEarning, locale)}
              </span>
              <span className="block text-xs text-slate-600">{text.yourEarningNote}</span>
            </p>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-xs text-slate-600">{text.totalAmount}</dt>
              <dd className="tabular-nums text-slate-900">{formatRupees(row.amount, locale)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{text.platformFee}</dt>
              <dd className="tabular-nums text-slate-900">
                {formatRupees(row.trainerPlatformFee, locale)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{text.paymentStatus}</dt>
              <dd>
                <PaymentChip status={row.status} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">{text.yourPayment}</dt>
              <dd>
                <YourPaymentChip status={row.trainerPaymentStatus} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
