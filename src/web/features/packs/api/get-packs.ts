import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientPack } from '#shared/packs.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { packKeys } from './pack-keys';

/** The client's packs, newest first. */
export async function listPacks(signal?: AbortSignal): Promise<ClientPack[]> {
  return (await apiRequest<{ data: ClientPack[] }>('/packs', { signal })).data;
}

export async function getPack(id: string, signal?: AbortSignal): Promise<ClientPack> {
  return (await apiRequest<{ data: ClientPack }>(`/packs/${encodeURIComponent(id)}`, { signal }))
    .data;
}

export function packsQueryOptions() {
  return queryOptions({ queryKey: packKeys.list(), queryFn: ({ signal }) => listPacks(signal) });
}

export function packQueryOptions(id: string) {
  return queryOptions({
    queryKey: packKeys.detail(id),
    queryFn: ({ signal }) => getPack(id, signal),
    retry: false,
  });
}

export function usePacks() {
  return useQuery(packsQueryOptions());
}

export function usePack(id: string | null) {
  return useQuery({ ...packQueryOptions(id ?? ''), enabled: id !== null });
}
