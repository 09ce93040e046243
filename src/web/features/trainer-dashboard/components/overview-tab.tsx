import type { ReactNode } from 'react';
import { ACTIVE_CLIENT_DAYS, DASHBOARD_MESSAGES } from '#shared/trainer-dashboard-api.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { CalendarIcon, CheckIcon, StarIcon, UsersIcon } from '#web/components/ui/icons.tsx';
import { isRefusal } from '#web/lib/api-client.ts';
import { useDashboardSummary } from '../api/get-dashboard-summary';
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
  const summary = useDashboardSummary();
  const data = summary.data;
  const failed = summary.isError;
  const card = { loading: summary.isPending, failed };

  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        Welcome back, <span className="font-semibold text-slate-900">{firstName}</span>. Here is how
        your training business is doing.
      </p>

      <section aria-label="Your figures">
        <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
          <StatCard
            {...card}
            label="Total Ratings"
            icon={<StarIcon className={iconClass} />}
            value={data?.totalRatings}
            hint={data?.averageRating != null ? `${data.averageRating.toFixed(1)} average` : 'New'}
          />
          <StatCard
            {...card}
            label="Sessions Completed"
            icon={<CheckIcon className={iconClass} />}
            value={data?.totalSessions}
            hint={
              data && data.trainerCancellations > 0
                ? `All time · ${data.trainerCancellations} cancelled by you`
                : 'All time'
            }
          />
          <StatCard
            {...card}
            label="Active Clients"
            icon={<UsersIcon className={iconClass} />}
            value={data?.activeClients}
            hint={`Booked upcoming or in the last ${ACTIVE_CLIENT_DAYS} days`}
          />
          <StatCard
            {...card}
            label="Upcoming Sessions"
            icon={<CalendarIcon className={iconClass} />}
            value={data?.upcomingSessions}
            hint="Confirmed, any date ahead"
          />
        </div>
        {failed && (
          <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-800">
            <p>{DASHBOARD_MESSAGES.loadFailed(summary.error.message)}</p>
            {!isRefusal(summary.error) && (
              <button
                type="button"
                onClick={() => void summary.refetch()}
                className={buttonClass('secondary', 'sm')}
              >
                Retry
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
