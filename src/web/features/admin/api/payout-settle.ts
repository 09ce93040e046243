import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPayout } from '#shared/payouts.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { payoutKeys } from './payout-list';

export function settlePayout({ id, transferReference }: { id: string; transferReference: string }) {
  return apiRequest<{ message: string; data: AdminPayout }>(
    `/admin/payouts/${encodeURIComponent(id)}/settle`,
    { method: 'POST', body: { transferReference } },
  );
}

export function useSettlePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settlePayout,
    // a 409 means another admin settled it first: the list is stale either way
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
