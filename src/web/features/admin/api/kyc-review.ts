import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycDocumentViewEntry, KycReviewItem } from '#shared/kyc.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { kycKeys } from './kyc-keys';

export type KycReview = KycReviewItem & { documentViews: KycDocumentViewEntry[] };

export function getKycReview(trainerId: string, signal?: AbortSignal) {
  return apiRequest<{ data: KycReview }>(`/admin/kyc/${encodeURIComponent(trainerId)}`, { signal });
}

export function kycReviewQueryOptions(trainerId: string) {
  return queryOptions({
    queryKey: kycKeys.review(trainerId),
    queryFn: async ({ signal }) => (await getKycReview(trainerId, signal)).data,
  });
}

export function useKycReview(trainerId: string) {
  return useQuery(kycReviewQueryOptions(trainerId));
}
