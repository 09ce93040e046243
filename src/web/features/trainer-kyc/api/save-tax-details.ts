import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycTaxDetailsInput, TrainerKyc } from '#shared/kyc.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { kycKey } from './get-kyc';

export function saveTaxDetails(details: KycTaxDetailsInput) {
  return apiRequest<{ message: string; data: TrainerKyc }>('/trainer/kyc/tax-details', {
    method: 'PUT',
    body: details,
  });
}

export function useSaveTaxDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTaxDetails,
    onSuccess: (response) => queryClient.setQueryData(kycKey, response.data),
  });
}
