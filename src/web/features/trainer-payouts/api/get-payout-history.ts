import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainerPayout } from '#shared/payouts.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const payoutHistoryKey = ['trainer', 'payouts'] as const;

export function getPayoutHistory(signal?: AbortSignal) {
  return apiRequest<{ data: TrainerPayout[] }>('/trainer/payouts', { signal });
}

export const payoutHistoryQueryOptions = () =>
  queryOptions({
    queryKey: payoutHistoryKey,
    queryFn: ({ signal }) => getPayoutHistory(signal),
    select: (body) => body.data,
  });

export function usePayoutHistory() {
  return useQuery(payoutHistoryQueryOptions());
}
