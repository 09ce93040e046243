import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionCounts, TrainerSession } from '#shared/trainer-dashboard-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys';

export interface UpcomingSessions {
  sessions: TrainerSession[];
  counts: SessionCounts;
}

export async function getUpcomingSessions(signal?: AbortSignal): Promise<UpcomingSessions> {
  const response = await apiRequest<{ data: TrainerSession[]; counts: SessionCounts }>(
    '/trainer/sessions/upcoming',
    { signal },
  );
  return { sessions: response.data, counts: response.counts };
}

export function upcomingSessionsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.upcoming(),
    queryFn: ({ signal }) => getUpcomingSessions(signal),
  });
}

export function useUpcomingSessions() {
  return useQuery(upcomingSessionsQueryOptions());
}
