import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycSubmissionInput, TrainerKyc } from '#shared/kyc.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { kycKey } from './get-kyc';

export function submitKyc(submission: KycSubmissionInput) {
  return apiRequest<{ message: string; data: TrainerKyc }>('/trainer/kyc', {
    method: 'PUT',
    body: submission,
  });
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (response) => queryClient.setQueryData(kycKey, response.data),
  });
}
