import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerKyc } from '#shared/kyc.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const kycKey = ['trainer', 'kyc'] as const;

// The document links in the answer work for 5 minutes: fetch new ones before they lapse, and
// never show cached ones older than that.
const LINKS_FRESH_MS = 4 * 60_000;

export function getKyc(signal?: AbortSignal) {
  return apiRequest<{ data: TrainerKyc }>('/trainer/kyc', { signal });
}

export function kycQueryOptions() {
  return queryOptions({
    queryKey: kycKey,
    queryFn: async ({ signal }) => (await getKyc(signal)).data,
    refetchInterval: LINKS_FRESH_MS,
    gcTime: LINKS_FRESH_MS,
  });
}

export function useKyc() {
  return useQuery(kycQueryOptions());
}
