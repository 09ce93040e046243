import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  FAILED_DELIVERY_PAGE_LIMIT,
  type FailedDeliveriesData,
} from '#shared/failed-deliveries.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every query key of this list starts here, so a retry refreshes each page at once. */
export const failedDeliveryKeys = {
  all: ['admin', 'deliveries', 'failed'] as const,
  page: (page: number) => [...failedDeliveryKeys.all, page] as const,
};

export function getFailedDeliveries(page: number, signal?: AbortSignal) {
  return apiRequest<{ data: FailedDeliveriesData }>('/admin/deliveries/failed', {
    query: { page, limit: FAILED_DELIVERY_PAGE_LIMIT },
    signal,
  });
}

export const failedDeliveriesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: failedDeliveryKeys.page(page),
    queryFn: ({ signal }) => getFailedDeliveries(page, signal),
    select: (body) => body.data,
    placeholderData: keepPreviousData,
  });

export function useFailedDeliveries(page: number) {
  return useQuery(failedDeliveriesQueryOptions(page));
}
