import type { ReactNode } from 'react';
import { formatRupees } from '#shared/money.ts';
import {
  DASHBOARD_TEXT,
  EARNINGS_PERIODS,
  type EarningsPeriod,
} from '#shared/trainer-dashboard-api.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { useSearchParams } from '#web/lib/router/router.tsx';
import { useEarnings } from '../api/get-earnings';
import { formatIstDay } from '../format-date';
import { useMediaQuery } from '../use-media-query';
import { earningsTabText } from './earnings-tab.text';
import { PackSalesSection } from './pack-sales-section';
import { PanelLoading } from './panel-loading';
import { PaymentBreakdown, YourEarnings } from './payment-breakdown';
import { StatCard } from './stat-card';
import { TransactionCards, TransactionsTable } from './transactions-list';

const periodOf = (value: string | null): EarningsPeriod =>
  EARNINGS_PERIODS.find((period) => period === value) ?? 'thisMonth';

/**
 * The Earnings tab for an IST calendar month
 * (docs/product/earnings-and-payouts.md#earnings-periods). The period is in the address
 * (`?period=lastMonth`), like the tab, so it survives a reload. `payouts` is the payout history,
 * composed in by the route.
 */
export function EarningsTab({ payouts }: { payouts: ReactNode }) {
  const locale = useLocale();
  const text = useText(earningsTabText);
  const messages = useText(DASHBOARD_TEXT);
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('period'));
  const earnings = useEarnings(period);
  const wide = useMediaQuery('(min-width: 1024px)');
  const summary = earnings.data?.summary;
  const card = { loading: earnings.isPending, failed: earnings.isError };

  const choose = (next: EarningsPeriod) => setParams(next === 'thisMonth' ? {} : { period: next });

  return (
    <div className="space-y-6">
      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="sr-only">{text.period}</legend>
        <div className="inline-flex rounded-xl bg-slate-100 p-1">
          {EARNINGS_PERIODS.map((option) => (
            <label
              key={option}
              className="flex min-h-10 cursor-pointer items-center rounded-lg px-4 text-sm font-semibold text-slate-600 has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
            >
              <input
                type="radio"
                name="earnings-period"
                value={option}
                checked={period === option}
                onChange={() => choose(option)}
                className="sr-only"
              />
              {text.periods[option]}
            </label>
          ))}
        </div>
        {earnings.data && (
          <p className="text-sm text-slate-600">
            {formatIstDay(earnings.data.from, locale)} – {formatIstDay(earnings.data.to, locale)}
          </p>
        )}
      </fieldset>

      <section aria-label={text.figures} className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard
          {...card}
          label={text.totalEarnings}
          value={summary && formatRupees(summary.total, locale)}
          hint={summary && text.youKeep(formatRupees(summary.trainerEarningsTotal, locale))}
        />
        <StatCard
          {...card}
          label={text.sessionsCompleted}
          value={summary?.sessions}
          hint={text.bothConfirmed}
        />
        <StatCard
          {...card}
          label={text.avgPerSession}
          value={
            summary && (summary.sessions > 0 ? formatRupees(summary.avgPerSession, locale) : '–')
          }
          hint={text.whatClientsPaid}
        />
        <StatCard
          {...card}
          label={text.pendingPayments}
          value={summary && formatRupees(summary.pending, locale)}
          hint={text.pendingPaymentsHint}
        />
      </section>

      {earnings.isPending ? (
        <PanelLoading label={text.loading} />
      ) : earnings.isError ? (
        <LoadError
          error={earnings.error}
          message={messages.earningsFailed}
          onRetry={() => void earnings.refetch()}
        />
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <PaymentBreakdown summary={earnings.data.summary} />
            <YourEarnings summary={earnings.data.summary} />
          </div>
          <section aria-labelledby="recent-transactions" className="space-y-3">
            <h2 id="recent-transactions" className="text-lg font-semibold text-slate-900">
              {text.recentTransactions}
            </h2>
            {earnings.data.recentTransactions.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
                {text.noSessions[period]}
              </p>
            ) : wide ? (
              <TransactionsTable transactions={earnings.data.recentTransactions} />
            ) : (
              <TransactionCards transactions={earnings.data.recentTransactions} />
            )}
          </section>
        </>
      )}

      <PackSalesSection />

      {payouts}
    </div>
  );
}
