import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPayout } from '#shared/payouts.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { payoutKeys } from './payout-list';

export function retryPayout(id: string) {
  return apiRequest<{ message: string; data: AdminPayout }>(
    `/admin/payouts/${encodeURIComponent(id)}/retry`,
    { method: 'POST' },
  );
}

export function useRetryPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
