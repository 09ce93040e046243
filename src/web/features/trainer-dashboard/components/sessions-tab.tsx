import * as Tabs from '@radix-ui/react-tabs';
import { useMemo, useState } from 'react';
import {
  DASHBOARD_TEXT,
  MAX_PROFILE_FEEDBACK,
  type TrainerSession,
} from '#shared/trainer-dashboard-api.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { StarIcon } from '#web/components/ui/icons.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { useNow } from '#web/lib/use-now.ts';
import { useSessionHistory } from '../api/get-session-history';
import { useUpcomingSessions } from '../api/get-upcoming-sessions';
import { dashboardCommonText } from './dashboard-common.text';
import { FeedbackDialog } from './feedback-dialog';
import { PanelLoading } from './panel-loading';
import { SessionItem } from './session-item';
import { sessionsTabText } from './sessions-tab.text';
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
  const text = useText(sessionsTabText);
  const common = useText(dashboardCommonText);
  const messages = useText(DASHBOARD_TEXT);
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
      <section aria-label={text.counts}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          <StatCard
            {...card}
            label={text.nextSevenDays}
            value={counts?.upcomingWeek}
            hint={upcoming.data && text.ofUpcoming(upcoming.data.sessions.length)}
          />
          <StatCard
            {...card}
            label={text.completed}
            value={counts?.completed}
            hint={text.bothConfirmed}
          />
          <StatCard
            {...card}
            label={text.toConfirm}
            value={counts?.pending}
            hint={text.toConfirmHint}
          />
          <StatCard
            {...card}
            label={text.cancelled}
            value={counts?.cancelled}
            hint={counts ? text.byYou(counts.cancelledByTrainer) : undefined}
          />
          <StatCard
            {...card}
            label={text.onProfile}
            value={counts ? `${counts.onProfile}/${MAX_PROFILE_FEEDBACK}` : undefined}
            hint={text.onProfileHint}
          />
        </div>
        <button
          type="button"
          onClick={() => setChoosing(true)}
          disabled={!history.isSuccess}
          className={buttonClass('secondary', 'md', 'mt-3')}
        >
          <StarIcon className="size-4 text-amber-500" />
          {text.chooseReviews}
        </button>
      </section>

      <Tabs.Root defaultValue="upcoming">
        <Tabs.List aria-label={text.tabs} className="flex gap-1 rounded-xl bg-slate-100 p-1">
          <Tabs.Trigger value="upcoming" className={tabClass}>
            {text.upcoming}
          </Tabs.Trigger>
          <Tabs.Trigger value="history" className={tabClass}>
            {text.history}
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="upcoming" className="mt-4">
          {upcoming.isPending ? (
            <PanelLoading label={text.loadingUpcoming} />
          ) : upcoming.isError ? (
            <LoadError
              error={upcoming.error}
              message={messages.sessionsFailed}
              onRetry={() => void upcoming.refetch()}
            />
          ) : upcoming.data.sessions.length === 0 ? (
            <Empty text={text.noUpcoming} />
          ) : (
            <SessionList sessions={upcoming.data.sessions} now={now} selected={selected} />
          )}
        </Tabs.Content>

        <Tabs.Content value="history" className="mt-4">
          {history.isPending ? (
            <PanelLoading label={text.loadingHistory} />
          ) : history.isError && pastSessions.length === 0 ? (
            <LoadError
              error={history.error}
              message={messages.sessionsFailed}
              onRetry={() => void history.refetch()}
            />
          ) : pastSessions.length === 0 ? (
            <Empty text={text.noPast} />
          ) : (
            <>
              <SessionList sessions={pastSessions} now={now} selected={selected} />
              {history.isFetchNextPageError && (
                <p role="alert" className="mt-3 text-sm text-red-700">
                  {messages.sessionsFailed}
                </p>
              )}
              {history.hasNextPage && (
                <button
                  type="button"
                  disabled={history.isFetchingNextPage}
                  onClick={() => void history.fetchNextPage()}
                  className={buttonClass('secondary', 'md', 'mt-4 w-full sm:w-auto')}
                >
                  {history.isFetchingNextPage ? common.loading : text.loadOlder}
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
