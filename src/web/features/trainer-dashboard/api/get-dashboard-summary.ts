import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '#shared/trainer-dashboard-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys';

export async function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return (await apiRequest<{ data: DashboardSummary }>('/trainer/dashboard', { signal })).data;
}

export function dashboardSummaryQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => getDashboardSummary(signal),
  });
}

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
