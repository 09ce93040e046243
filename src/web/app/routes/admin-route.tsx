import * as Tabs from '@radix-ui/react-tabs';
import { useCallback } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { ExportsPanel } from '#web/features/admin/components/exports-panel.tsx';
import { FailedDeliveriesSection } from '#web/features/admin/components/failed-deliveries-section.tsx';
import { KycQueue } from '#web/features/admin/components/kyc-queue.tsx';
import { PayoutSection } from '#web/features/admin/components/payout-section.tsx';
import { PersonalDataAccessSection } from '#web/features/admin/components/personal-data-access-section.tsx';
import { PortfolioQueue } from '#web/features/admin/components/portfolio-queue.tsx';
import { ReconciliationPanel } from '#web/features/admin/components/reconciliation-panel.tsx';
import { RefundSection } from '#web/features/admin/components/refund-section.tsx';
import { StatusTabList } from '#web/features/admin/components/status-tab-list.tsx';
import { QUEUE_VIEWS, queuePageOf, queueViewOf } from '#web/features/admin/queue-views.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useSearchParams } from '#web/lib/router/router.tsx';
import { usePageTitle } from '#web/lib/seo.ts';

/**
 * The console's areas: the day-to-day queues, the money (`?section=money`) and who reached whose
 * personal data (`?section=privacy`).
 */
const SECTIONS = [
  { status: 'operations', label: 'Operations' },
  { status: 'money', label: 'Money' },
  { status: 'privacy', label: 'Personal data access' },
] as const;
type Section = (typeof SECTIONS)[number]['status'];
const sectionOf = (value: string | null): Section =>
  SECTIONS.find((section) => section.status === value)?.status ?? 'operations';

/**
 * Portfolio approval (docs/product/trainer-portfolio.md#admin-approval-and-rejection), KYC,
 * payouts and refunds; the reconciliation and returns data
 * (docs/product/tax.md#reconciliation-and-returns). The server refuses non-admins too, this only
 * says so early.
 */
export default function AdminRoute() {
  usePageTitle('Admin Console');
  const { user } = useUser();
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get('section'));
  const view = queueViewOf(params.get('status'));
  const page = queuePageOf(params.get('page'));

  const showPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('page', String(next));
        return updated;
      }),
    [setParams],
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Admin Console</h1>
      {!user?.isAdmin ? (
        <p
          role="alert"
          className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-6 text-center font-medium text-red-800"
        >
          {MESSAGES.forbidden}
        </p>
      ) : (
        <Tabs.Root
          value={section}
          onValueChange={(next) => setParams(next === 'operations' ? {} : { section: next })}
          className="mt-6"
        >
          <StatusTabList label="Admin areas" views={SECTIONS} />
          <Tabs.Content value="operations" className="mt-6">
            <p className="mt-1 text-slate-700">
              Trainer portfolios go live only once approved. Check each one as clients would see it.
            </p>
            <Tabs.Root
              value={view.status}
              onValueChange={(status) => setParams({ status })}
              className="mt-6"
            >
              <StatusTabList label="Portfolios by status" views={QUEUE_VIEWS} />
              <Tabs.Content value={view.status} className="mt-6">
                <PortfolioQueue view={view} page={page} onPage={showPage} />
              </Tabs.Content>
            </Tabs.Root>
            <KycQueue />
            <section aria-labelledby="admin-payouts-title" className="mt-12">
              <h2 id="admin-payouts-title" className="text-xl font-bold text-slate-900">
                Payouts
              </h2>
              <p className="mt-1 text-slate-700">
                Transfer each pending payout to the trainer, then record the bank's reference.
              </p>
              <div className="mt-4">
                <PayoutSection />
              </div>
            </section>
            <FailedDeliveriesSection />
            <section aria-labelledby="admin-refunds-title" className="mt-12">
              <h2 id="admin-refunds-title" className="text-xl font-bold text-slate-900">
                Failed refunds
              </h2>
              <p className="mt-1 text-slate-700">
                Refunds the provider refused on every attempt. Retry sends a new refund; the
                provider finds one already made instead of refunding twice.
              </p>
              <div className="mt-4">
                <RefundSection />
              </div>
            </section>
          </Tabs.Content>
          <Tabs.Content value="money" className="mt-6 space-y-12">
            <ReconciliationPanel />
            <ExportsPanel />
          </Tabs.Content>
          <Tabs.Content value="privacy" className="mt-6">
            <PersonalDataAccessSection />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </div>
  );
}
