import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DASHBOARD_TABS } from '#shared/trainer-dashboard-api.ts';
import { MenuIcon } from '#web/components/ui/icons.tsx';
import { DocumentsSection } from '#web/features/tax-documents/components/documents-list.tsx';
import {
  PayoutStatementButton,
  PayoutStatementDialog,
} from '#web/features/tax-documents/components/payout-statement.tsx';
import { TdsStatementCard } from '#web/features/tax-documents/components/tds-statement-card.tsx';
import { AvailabilitySettings } from '#web/features/trainer-availability/components/availability-settings.tsx';
import { ClientsTab } from '#web/features/trainer-dashboard/components/clients-tab.tsx';
import { DashboardMenu } from '#web/features/trainer-dashboard/components/dashboard-menu.tsx';
import { EarningsTab } from '#web/features/trainer-dashboard/components/earnings-tab.tsx';
import { MenuDrawer } from '#web/features/trainer-dashboard/components/menu-drawer.tsx';
import { OverviewTab } from '#web/features/trainer-dashboard/components/overview-tab.tsx';
import { SessionsTab } from '#web/features/trainer-dashboard/components/sessions-tab.tsx';
import { TermsTab } from '#web/features/trainer-dashboard/components/terms-tab.tsx';
import { TrainerInvitation } from '#web/features/trainer-dashboard/components/trainer-invitation.tsx';
import { dashboardTabsText } from '#web/features/trainer-dashboard/dashboard-tabs.text.ts';
import {
  type DashboardTab,
  resolveDashboardAddress,
} from '#web/features/trainer-dashboard/dashboard-tabs.ts';
import { KycTab } from '#web/features/trainer-kyc/components/kyc-tab.tsx';
import { PayoutHistory } from '#web/features/trainer-payouts/components/payout-history.tsx';
import { PortfolioStatusCard } from '#web/features/trainer-portfolio/components/portfolio-status-card.tsx';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Navigate, useLocation, useParams } from '#web/lib/router/router.tsx';
import { usePageTitle } from '#web/lib/seo.ts';
import { useOpenBecomeTrainer } from '../become-trainer';
import { trainerDashboardText } from './trainer-dashboard.text';

/** The pieces other features own. */
interface DashboardSlots {
  /** The portfolio's review state, shown on the overview. */
  portfolio: ReactNode;
  availability: ReactNode;
  kyc: ReactNode;
  /** The payout history with each payout's statement, the TDS statement and tax documents. */
  payouts: ReactNode;
}

/**
 * The trainer dashboard (docs/product/trainer-dashboard.md). The tab is in the address, so it can
 * be linked, reloaded and reached with Back; each tab loads its own data, so one failing tab never
 * blanks another.
 */
function TrainerDashboard(slots: DashboardSlots) {
  const { tab: segment } = useParams();
  const { search } = useLocation();
  const { tab, redirect } = resolveDashboardAddress(segment, search);
  if (redirect) return <Navigate to={redirect} replace />;
  return <DashboardShell tab={tab} slots={slots} />;
}

function DashboardShell({ tab, slots }: { tab: DashboardTab; slots: DashboardSlots }) {
  const { user } = useUser();
  const text = useText(trainerDashboardText);
  const title = useText(dashboardTabsText).titles[tab];
  const firstName = user?.firstName.trim() || text.trainer;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownTab = useRef(tab);
  const choseTab = useRef(false);
  usePageTitle(text.pageTitle(title));

  // A tab change by the menu moves a screen reader's focus to the new tab's heading;
  // the first render leaves focus where the browser put it.
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    setDrawerOpen(false);
    heading.current?.focus();
  }, [tab]);

  const menu = (onNavigate?: () => void) => (
    <DashboardMenu tabs={DASHBOARD_TABS} firstName={firstName} onNavigate={onNavigate} />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 lg:px-8 lg:py-10">
      <aside className="hidden lg:block">
        <div className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-2 shadow-sm">
          {menu()}
        </div>
      </aside>
      <MenuDrawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        returnFocus={() => {
          if (!choseTab.current) return true;
          choseTab.current = false;
          heading.current?.focus();
          return false;
        }}
      >
        {menu(() => {
          choseTab.current = true;
          setDrawerOpen(false);
        })}
      </MenuDrawer>

      <div className="min-w-0">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-haspopup="dialog"
          className="mb-4 inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 lg:hidden"
        >
          <MenuIcon className="size-5" />
          {text.menuButton}
        </button>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
          {text.eyebrow}
        </p>
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-1 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
        >
          {title}
        </h1>
        <div className="mt-6">
          <TabContent tab={tab} slots={slots} firstName={firstName} trainerId={user?.trainerId} />
        </div>
      </div>
    </div>
  );
}

function TabContent({
  tab,
  slots,
  firstName,
  trainerId,
}: {
  tab: DashboardTab;
  slots: DashboardSlots;
  firstName: string;
  trainerId: string | null | undefined;
}) {
  switch (tab) {
    case 'overview':
      return (
        <OverviewTab
          firstName={firstName}
          trainerId={trainerId ?? null}
          portfolio={slots.portfolio}
        />
      );
    case 'sessions':
      return <SessionsTab />;
    case 'clients':
      return <ClientsTab />;
    case 'earnings':
      return <EarningsTab payouts={slots.payouts} />;
    case 'availability':
      return slots.availability;
    case 'kyc':
      return slots.kyc;
    case 'terms':
      return <TermsTab />;
  }
}

/**
 * Below the earnings: the payouts, each with its statement; the year's TDS statement; and the
 * documents issued on the trainer's behalf or addressed to them
 * (docs/product/tax.md#where-people-find-their-documents).
 */
function TrainerMoneyDocuments() {
  const [today] = useState(() => new Date());
  const text = useText(trainerDashboardText);
  return (
    <>
      <PayoutHistory
        action={(payout) => (
          <PayoutStatementButton payoutId={payout.id} weekStart={payout.weekStart} />
        )}
      />
      <PayoutStatementDialog />
      <TdsStatementCard today={today} />
      <DocumentsSection
        owner="trainer"
        id="tax-documents"
        intro={text.documentsIntro}
        empty={text.documentsEmpty}
      />
    </>
  );
}

/**
 * The dashboard with the pieces other features own; a signed-in non-trainer is invited to
 * become one through the same terms dialog as the menu's Become a Trainer.
 */
export default function TrainerDashboardRoute() {
  const { user } = useUser();
  const openBecomeTrainer = useOpenBecomeTrainer();
  if (!user?.isTrainer) {
    return <TrainerInvitation onBecomeTrainer={user?.isAdmin ? undefined : openBecomeTrainer} />;
  }
  return (
    <TrainerDashboard
      portfolio={<PortfolioStatusCard />}
      availability={<AvailabilitySettings />}
      kyc={<KycTab />}
      payouts={<TrainerMoneyDocuments />}
    />
  );
}
