import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  EarningsPeriod,
  EarningsSummary,
  EarningsTransaction,
} from '#shared/trainer-dashboard-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys';

export interface Earnings {
  period: EarningsPeriod;
  from: string;
  to: string;
  summary: EarningsSummary;
  recentTransactions: EarningsTransaction[];
}

export async function getEarnings(period: EarningsPeriod, signal?: AbortSignal): Promise<Earnings> {
  return (await apiRequest<{ data: Earnings }>('/trainer/earnings', { query: { period }, signal }))
    .data;
}

export function earningsQueryOptions(period: EarningsPeriod) {
  return queryOptions({
    queryKey: dashboardKeys.earnings(period),
    queryFn: ({ signal }) => getEarnings(period, signal),
  });
}

export function useEarnings(period: EarningsPeriod) {
  return useQuery(earningsQueryOptions(period));
}
