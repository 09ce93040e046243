import { SERVICE_NAMES } from '#shared/catalog.ts';
import { formatRupees } from '#shared/money.ts';
import type { EarningsTransaction } from '#shared/trainer-dashboard-api.ts';
import { PAYMENT_LABELS, paymentStatusClass, trainerPaymentClass } from '../earnings-view';
import { formatIstDay } from '../format-date';

function Chip({ className, label }: { className: string; label: string }) {
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}
    >
      {label}
    </span>
  );
}

const PaymentChip = ({ status }: { status: EarningsTransaction['status'] }) => (
  <Chip className={paymentStatusClass(status)} label={PAYMENT_LABELS[status]} />
);
const YourPaymentChip = ({ status }: { status: EarningsTransaction['trainerPaymentStatus'] }) => (
  <Chip className={trainerPaymentClass(status)} label={PAYMENT_LABELS[status ?? 'pending']} />
);

const headClass =
  'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const cellClass = 'px-3 py-3 text-sm text-slate-700 whitespace-nowrap';
const moneyClass = `${cellClass} text-right tabular-nums`;

/** Recent Transactions with the spec's eight columns, where the screen is wide enough. */
export function TransactionsTable({ transactions }: { transactions: EarningsTransaction[] }) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full">
        <caption className="sr-only">Recent Transactions</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={headClass}>
              Client
            </th>
            <th scope="col" className={headClass}>
              Service
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              Total Amount
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              Your Earning
            </th>
            <th scope="col" className={`${headClass} text-right`}>
              Platform Fee
            </th>
            <th scope="col" className={headClass}>
              Date
            </th>
            <th scope="col" className={headClass}>
              Payment Status
            </th>
            <th scope="col" className={headClass}>
              Your Payment
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {transactions.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={`${cellClass} text-left font-semibold text-slate-900`}>
                {row.client}
              </th>
              <td className={cellClass}>{SERVICE_NAMES[row.service]}</td>
              <td className={moneyClass}>{formatRupees(row.amount)}</td>
              <td className={`${moneyClass} font-semibold text-slate-900`}>
                {formatRupees(row.trainerEarning)}
              </td>
              <td className={moneyClass}>{formatRupees(row.trainerPlatformFee)}</td>
              <td className={cellClass}>{formatIstDay(row.date)}</td>
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
  return (
    <ul aria-label="Recent Transactions" className="space-y-3">
      {transactions.map((row) => (
        <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">{row.client}</h3>
              <p className="text-sm text-slate-600">
                {SERVICE_NAMES[row.service]} · {formatIstDay(row.date)}
              </p>
            </div>
            <p className="text-right">
              <span className="block font-semibold text-slate-900 tabular-nums">
                {formatRupees(row.trainerEarning)}
              </span>
              <span className="block text-xs text-slate-600">your earning</span>
            </p>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-xs text-slate-600">Total Amount</dt>
              <dd className="tabular-nums text-slate-900">{formatRupees(row.amount)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Platform Fee</dt>
              <dd className="tabular-nums text-slate-900">
                {formatRupees(row.trainerPlatformFee)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Payment Status</dt>
              <dd>
                <PaymentChip status={row.status} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-slate-600">Your Payment</dt>
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
