import * as Tabs from '@radix-ui/react-tabs';
import { useMemo, useState } from 'react';
import {
  DASHBOARD_MESSAGES,
  MAX_PROFILE_FEEDBACK,
  type TrainerSession,
} from '#shared/trainer-dashboard-api.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { StarIcon } from '#web/components/ui/icons.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useNow } from '#web/lib/use-now.ts';
import { useSessionHistory } from '../api/get-session-history';
import { useUpcomingSessions } from '../api/get-upcoming-sessions';
import { FeedbackDialog } from './feedback-dialog';
import { PanelLoading } from './panel-loading';
import { SessionItem } from './session-item';
import { StatCard } from './stat-card';

const tabClass =
  'min-h-11 flex-1 rounded-lg px-2 text-sm sm:px-4 font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
      {text}
    </p>
  );
}

interface SessionListProps {
  sessions: TrainerSession[];
  now: Date;
  /** The sessions whose reviews the public profile shows. */
  selected: string[];
}

function SessionList({ sessions, now, selected }: SessionListProps) {
  return (
    <ul className="space-y-3">
      {sessions.map((session) => (
        <SessionItem
          key={session.id}
          session={session}
          now={now}
          onProfile={selected.includes(session.id)}
        />
      ))}
    </ul>
  );
}

/**
 * The Sessions tab (docs/product/trainer-dashboard.md#sessions-tab): the counts, upcoming sessions,
 * history and the review modal.
 */
export function SessionsTab() {
  const upcoming = useUpcomingSessions();
  const history = useSessionHistory();
  const now = useNow(60_000);
  const [choosing, setChoosing] = useState(false);

  const pastSessions = useMemo(
    () => history.data?.pages.flatMap((page) => page.sessions) ?? [],
    [history.data],
  );
  const selected = history.data?.pages[0]?.selectedFeedback ?? [];
  const reviewed = useMemo(
    () => pastSessions.filter((session) => session.rating > 0),
    [pastSessions],
  );
  const counts = upcoming.data?.counts;
  const card = { loading: upcoming.isPending, failed: upcoming.isError };

  return (
    <div className="space-y-6">
      <section aria-label="Session counts">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          <StatCard
            {...card}
            label="Next 7 Days"
            value={counts?.upcomingWeek}
            hint={upcoming.data && `Of ${upcoming.data.sessions.length} upcoming`}
          />
          <StatCard {...card} label="Completed" value={counts?.completed} hint="Both confirmed" />
          <StatCard
            {...card}
            label="To Confirm"
            value={counts?.pending}
            hint="Started, awaiting attendance"
          />
          <StatCard
            {...card}
            label="Cancelled"
            value={counts?.cancelled}
            hint={counts ? `${counts.cancelledByTrainer} by you` : undefined}
          />
          <StatCard
            {...card}
            label="On Profile"
            value={counts ? `${counts.onProfile}/${MAX_PROFILE_FEEDBACK}` : undefined}
            hint="Reviews shown publicly"
          />
        </div>
        <button
          type="button"
          onClick={() => setChoosing(true)}
          disabled={!history.isSuccess}
          className={buttonClass('secondary', 'md', 'mt-3')}
        >
          <StarIcon className="size-4 text-amber-500" />
          Choose reviews for your profile
        </button>
      </section>

      <Tabs.Root defaultValue="upcoming">
        <Tabs.List aria-label="Sessions" className="flex gap-1 rounded-xl bg-slate-100 p-1">
          <Tabs.Trigger value="upcoming" className={tabClass}>
            Upcoming Sessions
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className={tabClass}>
            Session History
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="upcoming" className="mt-4">
          {upcoming.isPending ? (
            <PanelLoading label="Loading upcoming sessions" />
          ) : upcoming.isError ? (
            <LoadError
              error={upcoming.error}
              message={DASHBOARD_MESSAGES.sessionsFailed}
              onRetry={() => void upcoming.refetch()}
            />
          ) : upcoming.data.sessions.length === 0 ? (
            <Empty text="No upcoming sessions. New bookings appear here once clients pay." />
          ) : (
            <SessionList sessions={upcoming.data.sessions} now={now} selected={selected} />
          )}
        </Tabs.Content>

        <Tabs.Content value="history" className="mt-4">
          {history.isPending ? (
            <PanelLoading label="Loading session history" />
          ) : history.isError && pastSessions.length === 0 ? (
            <LoadError
              error={history.error}
              message={DASHBOARD_MESSAGES.sessionsFailed}
              onRetry={() => void history.refetch()}
            />
          ) : pastSessions.length === 0 ? (
            <Empty text="No past sessions yet." />
          ) : (
            <>
              <SessionList sessions={pastSessions} now={now} selected={selected} />
              {history.isFetchNextPageError && (
                <p role="alert" className="mt-3 text-sm text-red-700">
                  {DASHBOARD_MESSAGES.sessionsFailed}
                </p>
              )}
              {history.hasNextPage && (
                <button
                  type="button"
                  disabled={history.isFetchingNextPage}
                  onClick={() => void history.fetchNextPage()}
                  className={buttonClass('secondary', 'md', 'mt-4 w-full sm:w-auto')}
                >
                  {history.isFetchingNextPage ? 'Loading...' : 'Load older sessions'}
                </button>
              )}
            </>
          )}
        </Tabs.Content>
      </Tabs.Root>

      {choosing && (
        <FeedbackDialog
          onClose={() => setChoosing(false)}
          reviewed={reviewed}
          selected={selected}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          onLoadOlder={() => void history.fetchNextPage()}
        />
      )}
    </div>
  );
}
