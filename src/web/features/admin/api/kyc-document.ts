import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KycDocument, KycDocumentLink } from '#shared/kyc.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { kycKeys } from './kyc-keys';

/** Not a query: every opening is a recorded view, so it happens only when the admin asks. */
export function openKycDocument({
  trainerId,
  document,
}: {
  trainerId: string;
  document: KycDocument;
}) {
  return apiRequest<{ data: KycDocumentLink }>(
    `/admin/kyc/${encodeURIComponent(trainerId)}/documents/${document}`,
  );
}

export function useOpenKycDocument(trainerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: KycDocument) =>
      (await openKycDocument({ trainerId, document })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKeys.review(trainerId) }),
  });
}
