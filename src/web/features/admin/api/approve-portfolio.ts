import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { adminKeys } from './admin-keys';

export function approvePortfolio(trainerId: string) {
  return apiRequest<{ message: string }>(
    `/admin/portfolios/${encodeURIComponent(trainerId)}/approve`,
    { method: 'POST' },
  );
}

export function useApprovePortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePortfolio,
    // a 409 means another admin decided first: the queue is stale either way
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.portfolios }),
  });
}
