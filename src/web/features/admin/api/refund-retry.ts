import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { refundKeys } from './refund-list';

export function retryRefund(id: string) {
  return apiRequest<{ message: string; data: { refundId: string } }>(
    `/admin/refunds/${encodeURIComponent(id)}/retry`,
    { method: 'POST' },
  );
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
