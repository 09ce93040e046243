import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { failedDeliveryKeys } from './failed-deliveries';

export function retryDelivery(id: string) {
  return apiRequest<{ message: string }>(`/admin/deliveries/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
  });
}

export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedDeliveryKeys.all }),
  });
}
