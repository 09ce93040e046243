import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPayout } from '#shared/payouts.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { payoutKeys } from './payout-list';

export function failPayout({ id, reason }: { id: string; reason: string }) {
  return apiRequest<{ message: string; data: AdminPayout }>(
    `/admin/payouts/${encodeURIComponent(id)}/fail`,
    { method: 'POST', body: { reason } },
  );
}

export function useFailPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: failPayout,
    // a 409 means another admin settled or failed it first: the list is stale either way
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
