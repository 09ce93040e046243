import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerClient } from '#shared/trainer-dashboard-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { dashboardKeys } from './dashboard-keys';

export interface ClientStats {
  total: number;
  active: number;
  newThisMonth: number;
  repeat: number;
}

export interface ClientsResult {
  clients: TrainerClient[];
  stats: ClientStats;
}

export async function getClients(search: string, signal?: AbortSignal): Promise<ClientsResult> {
  const response = await apiRequest<{ data: TrainerClient[]; stats: ClientStats }>(
    '/trainer/clients',
    { query: { q: search || undefined }, signal },
  );
  return { clients: response.data, stats: response.stats };
}

export function clientsQueryOptions(search: string) {
  return queryOptions({
    queryKey: dashboardKeys.clients(search),
    queryFn: ({ signal }) => getClients(search, signal),
  });
}

/** The search runs on the server; the last answer stays on screen while the next one loads. */
export function useClients(search: string) {
  return useQuery({ ...clientsQueryOptions(search), placeholderData: keepPreviousData });
}
