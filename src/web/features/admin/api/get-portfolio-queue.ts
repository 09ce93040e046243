import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '#shared/discovery-types.ts';
import type { PortfolioReviewItem } from '#shared/portfolio-api.ts';
import type { PortfolioStatus } from '#shared/portfolio-status.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys';

export const QUEUE_PAGE_SIZE = 10;

export interface PortfolioQueue {
  data: PortfolioReviewItem[];
  pagination: Pagination;
}

export function getPortfolioQueue(status: PortfolioStatus, page: number, signal?: AbortSignal) {
  return apiRequest<PortfolioQueue>('/admin/portfolios', {
    query: { status, page, limit: QUEUE_PAGE_SIZE },
    signal,
  });
}

export function portfolioQueueQueryOptions(status: PortfolioStatus, page: number) {
  return queryOptions({
    queryKey: adminKeys.queue(status, page),
    queryFn: ({ signal }) => getPortfolioQueue(status, page, signal),
    // the previous page stays on screen while the next loads, but never another status's items
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === status ? previous : undefined,
  });
}

export function usePortfolioQueue(status: PortfolioStatus, page: number) {
  return useQuery(portfolioQueueQueryOptions(status, page));
}
