import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerKyc } from '#shared/kyc.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const kycKey = ['trainer', 'kyc'] as const;

export function getKyc(signal?: AbortSignal) {
  return apiRequest<{ data: TrainerKyc }>('/trainer/kyc', { signal });
}

export function kycQueryOptions() {
  return queryOptions({
    queryKey: kycKey,
    queryFn: async ({ signal }) => (await getKyc(signal)).data,
  });
}

export function useKyc() {
  return useQuery(kycQueryOptions());
}
