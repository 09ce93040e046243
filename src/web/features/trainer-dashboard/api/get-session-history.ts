import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SESSION_HISTORY_LIMIT, type TrainerSession } from '#shared/trainer-dashboard-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys';

export interface SessionHistoryPage {
  sessions: TrainerSession[];
  nextCursor: string | null;
  selectedFeedback: string[];
}

export async function getSessionHistory(
  before: string | null,
  signal?: AbortSignal,
): Promise<SessionHistoryPage> {
  const response = await apiRequest<{ data: SessionHistoryPage }>('/trainer/sessions/history', {
    query: { limit: SESSION_HISTORY_LIMIT, before },
    signal,
  });
  return response.data;
}

/** Pages of 20, newest first; "Load older sessions" asks for the page after `nextCursor`. */
export function sessionHistoryQueryOptions() {
  return infiniteQueryOptions({
    queryKey: dashboardKeys.history(),
    queryFn: ({ pageParam, signal }) => getSessionHistory(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useSessionHistory() {
  return useInfiniteQuery(sessionHistoryQueryOptions());
}
