import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys';

export function rejectPortfolio({ trainerId, reason }: { trainerId: string; reason: string }) {
  return apiRequest<{ message: string }>(
    `/admin/portfolios/${encodeURIComponent(trainerId)}/reject`,
    { method: 'POST', body: { reason } },
  );
}

export function useRejectPortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPortfolio,
    // a 409 means another admin decided first: the queue is stale either way
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.portfolios }),
  });
}
