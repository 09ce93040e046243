import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { kycKeys } from './kyc-keys';

export type KycDecisionInput =
  | { trainerId: string; action: 'approve' }
  | { trainerId: string; action: 'reject'; reason: string };

export function decideKyc(input: KycDecisionInput) {
  return apiRequest<{ message: string }>(
    `/admin/kyc/${encodeURIComponent(input.trainerId)}/${input.action}`,
    input.action === 'reject'
      ? { method: 'POST', body: { reason: input.reason } }
      : { method: 'POST' },
  );
}

export function useDecideKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideKyc,
    // a 409 means another admin decided first: the queue is stale either way
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKeys.all }),
  });
}
