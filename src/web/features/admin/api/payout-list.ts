import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPayoutsData, PayoutStatus } from '#shared/payouts.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export interface PayoutFilter {
  /** The week's Monday; the latest week with payouts when null. */
  week: string | null;
  status: PayoutStatus | null;
  page: number;
}

/** Every payout query key starts here, so a settle or retry refreshes each list at once. */
export const payoutKeys = {
  all: ['admin', 'payouts'] as const,
  list: (filter: PayoutFilter) =>
    [...payoutKeys.all, filter.week, filter.status, filter.page] as const,
};

export const PAYOUT_PAGE_SIZE = 50;

export function getPayouts(filter: PayoutFilter, signal?: AbortSignal) {
  return apiRequest<{ data: AdminPayoutsData }>('/admin/payouts', {
    query: {
      week: filter.week,
      status: filter.status,
      page: filter.page,
      limit: PAYOUT_PAGE_SIZE,
    },
    signal,
  });
}

export const payoutListQueryOptions = (filter: PayoutFilter) =>
  queryOptions({
    queryKey: payoutKeys.list(filter),
    queryFn: ({ signal }) => getPayouts(filter, signal),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
  });

export function usePayoutList(filter: PayoutFilter) {
  return useQuery(payoutListQueryOptions(filter));
}
