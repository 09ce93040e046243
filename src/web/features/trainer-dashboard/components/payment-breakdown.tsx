import { TRAINER_COMMISSION_PERCENT } from '#shared/fees.ts';
import { formatRupees } from '#shared/money.ts';
import type { EarningsSummary } from '#shared/trainer-dashboard-api.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { breakdownShares } from '../earnings-view';
import { paymentBreakdownText } from './earnings-tab.text';

function Bar({
  label,
  amount,
  share,
  colour,
}: {
  label: string;
  amount: number;
  share: number;
  colour: string;
}) {
  const locale = useLocale();
  const text = useText(paymentBreakdownText);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatRupees(amount, locale)}{' '}
          <span className="font-normal text-slate-600">({share}%)</span>
        </span>
      </div>
      <div
        role="img"
        aria-label={text.shareOfTotal(label, share)}
        className="mt-1.5 h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={`h-full rounded-full ${colour}`} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

/**
 * Paid and pending amounts as bars sized by their share of the total
 * (docs/product/earnings-and-payouts.md#earnings-summary).
 */
export function PaymentBreakdown({ summary }: { summary: EarningsSummary }) {
  const text = useText(paymentBreakdownText);
  const shares = breakdownShares(summary.paid, summary.pending);
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{text.title}</h2>
      <div className="mt-4 space-y-4">
        <Bar
          label={text.paidAmount}
          amount={summary.paid}
          share={shares.paid}
          colour="bg-emerald-500"
        />
        <Bar
          label={text.pendingAmount}
          amount={summary.pending}
          share={shares.pending}
          colour="bg-orange-400"
        />
      </div>
    </section>
  );
}

/** What the trainer keeps after the platform fee, and where that money is on its way to them. */
export function YourEarnings({ summary }: { summary: EarningsSummary }) {
  const locale = useLocale();
  const text = useText(paymentBreakdownText);
  const rows = [
    { label: text.paidToYou, amount: summary.trainerPaymentPaid },
    { label: text.payoutProcessing, amount: summary.trainerPaymentProcessing },
    { label: text.awaitingPayout, amount: summary.trainerPaymentPending },
  ];
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{text.yourEarnings}</h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">{text.clientsPaid}</dt>
          <dd className="tabular-nums text-slate-900">{formatRupees(summary.total, locale)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">
            {text.platformFee(
              TRAINER_COMMISSION_PERCENT.personal,
              TRAINER_COMMISSION_PERCENT.online,
            )}
          </dt>
          <dd className="whitespace-nowrap tabular-nums text-slate-900">
            − {formatRupees(summary.trainerPlatformFeeTotal, locale)}
          </dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 font-semibold">
          <dt className="text-slate-900">{text.youEarn}</dt>
          <dd className="tabular-nums text-emerald-800">
            {formatRupees(summary.trainerEarningsTotal, locale)}
          </dd>
        </div>
      </dl>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {rows.map((row) => (
          <div key={row.label} className="rounded-lg bg-slate-50 px-2 py-2">
            <dt className="text-xs text-slate-600">{row.label}</dt>
            <dd className="mt-0.5 text-sm font-semibold tabular-nums text-slate-900">
              {formatRupees(row.amount, locale)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
