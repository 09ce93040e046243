import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceKey } from '#shared/catalog.ts';
import type { ClientPack } from '#shared/packs.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Under the packs' own key, so a purchase or a credit spent refreshes it with them. */
export const usablePacksKey = (trainerId: string, service: ServiceKey | null) =>
  ['packs', 'usable', trainerId, service] as const;

/** The client's paid, unexpired packs with a credit left for this trainer and service. */
export async function getUsablePacks(
  trainerId: string,
  service: ServiceKey,
  signal?: AbortSignal,
): Promise<ClientPack[]> {
  return (
    await apiRequest<{ data: ClientPack[] }>('/packs/usable', {
      query: { trainerId, service },
      signal,
    })
  ).data;
}

export function useUsablePacks(trainerId: string, service: ServiceKey | null) {
  return useQuery({
    ...queryOptions({
      queryKey: usablePacksKey(trainerId, service),
      queryFn: ({ signal }) => getUsablePacks(trainerId, service ?? 'personal', signal),
    }),
    enabled: service !== null,
  });
}
