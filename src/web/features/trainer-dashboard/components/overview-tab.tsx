import type { ReactNode } from 'react';
import { ACTIVE_CLIENT_DAYS, DASHBOARD_TEXT } from '#shared/trainer-dashboard-api.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { CalendarIcon, CheckIcon, StarIcon, UsersIcon } from '#web/components/ui/icons.tsx';
import { isRefusal } from '#web/lib/api-client.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { dashboardCommonText } from './dashboard-common.text';
import { overviewTabText } from './overview-tab.text';
import { SharePanel } from './share-panel';
import { StatCard } from './stat-card';

const iconClass = 'size-5';

interface OverviewTabProps {
  firstName: string;
  trainerId: string | null;
  portfolio: ReactNode;
}

/**
 * The overview (docs/product/trainer-dashboard.md#overview-figures): welcome, figures, share panel,
 * portfolio.
 */
export function OverviewTab({ firstName, trainerId, portfolio }: OverviewTabProps) {
  const text = useText(overviewTabText);
  const common = useText(dashboardCommonText);
  const messages = useText(DASHBOARD_TEXT);
  const summary = useDashboardSummary();
  const data = summary.data;
  const failed = summary.isError;
  const card = { loading: summary.isPending, failed };

  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        {text.welcomeStart}
        <span className="font-semibold text-slate-900">{firstName}</span>
        {text.welcomeEnd}
      </p>

      <section aria-label={text.figures}>
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          <StatCard
            {...card}
            label={text.totalRatings}
            icon={<StarIcon className={iconClass} />}
            value={data?.totalRatings}
            hint={
              data?.averageRating != null
                ? text.averageRating(data.averageRating.toFixed(1))
                : text.newTrainer
            }
          />
          <StatCard
            {...card}
            label={text.sessionsCompleted}
            icon={<CheckIcon className={iconClass} />}
            value={data?.totalSessions}
            hint={
              data && data.trainerCancellations > 0
                ? text.allTimeCancelled(data.trainerCancellations)
                : text.allTime
            }
          />
          <StatCard
            {...card}
            label={text.activeClients}
            icon={<UsersIcon className={iconClass} />}
            value={data?.activeClients}
            hint={text.activeClientsHint(ACTIVE_CLIENT_DAYS)}
          />
          <StatCard
            {...card}
            label={text.upcomingSessions}
            icon={<CalendarIcon className={iconClass} />}
            value={data?.upcomingSessions}
            hint={text.upcomingSessionsHint}
          />
        </div>
        {failed && (
          <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-800">
            <p>{messages.loadFailed(summary.error.message)}</p>
            {!isRefusal(summary.error) && (
              <button
                type="button"
                onClick={() => void summary.refetch()}
                className={buttonClass('secondary', 'sm')}
              >
                {common.retry}
              </button>
            )}
          </div>
        )}
      </section>

      {trainerId && <SharePanel trainerId={trainerId} firstName={firstName} />}
      {portfolio}
    </div>
  );
}
