import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '#shared/discovery-types.ts';
import type { AdminRefund } from '#shared/refunds.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every refund query key starts here, so a Retry refreshes the list. */
export const refundKeys = {
  all: ['admin', 'refunds'] as const,
  list: (page: number) => [...refundKeys.all, page] as const,
};

export function getFailedRefunds(page: number, signal?: AbortSignal) {
  return apiRequest<{ data: AdminRefund[]; pagination: Pagination }>('/admin/refunds', {
    query: { page },
    signal,
  });
}

export const failedRefundsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: refundKeys.list(page),
    queryFn: ({ signal }) => getFailedRefunds(page, signal),
  });

export function useFailedRefunds(page: number) {
  return useQuery(failedRefundsQueryOptions(page));
}
