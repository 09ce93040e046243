import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Pagination } from '#shared/discovery-types.ts';
import { CLIENTS_PAGE_LIMIT, type TrainerClient } from '#shared/trainer-dashboard-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys';

export interface ClientStats {
  total: number;
  active: number;
  newThisMonth: number;
  repeat: number;
}

export interface ClientsPage {
  clients: TrainerClient[];
  pagination: Pagination;
  stats: ClientStats;
}

export async function getClients(
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<ClientsPage> {
  const response = await apiRequest<{
    data: TrainerClient[];
    pagination: Pagination;
    stats: ClientStats;
  }>('/trainer/clients', {
    query: { q: search || undefined, page, limit: CLIENTS_PAGE_LIMIT },
    signal,
  });
  return { clients: response.data, pagination: response.pagination, stats: response.stats };
}

/** Pages of 50 matching the search; "Show more clients" asks for the next one. */
export function clientsQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: dashboardKeys.clients(search),
    queryFn: ({ pageParam, signal }) => getClients(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.hasNextPage ? pagination.currentPage + 1 : undefined,
  });
}

/** The search runs on the server; the last answer stays on screen while the next one loads. */
export function useClients(search: string) {
  return useInfiniteQuery({ ...clientsQueryOptions(search), placeholderData: keepPreviousData });
}
