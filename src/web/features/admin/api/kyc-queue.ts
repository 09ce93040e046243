import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pagination } from '#shared/discovery-types.ts';
import type { KycReviewItem, KycReviewStatus } from '#shared/kyc.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { kycKeys } from './kyc-keys';

export const KYC_QUEUE_PAGE_SIZE = 10;

export interface KycQueuePage {
  data: KycReviewItem[];
  pagination: Pagination;
}

export function getKycQueue(status: KycReviewStatus, page: number, signal?: AbortSignal) {
  return apiRequest<KycQueuePage>('/admin/kyc', {
    query: { status, page, limit: KYC_QUEUE_PAGE_SIZE },
    signal,
  });
}

export function kycQueueQueryOptions(status: KycReviewStatus, page: number) {
  return queryOptions({
    queryKey: kycKeys.queue(status, page),
    queryFn: ({ signal }) => getKycQueue(status, page, signal),
  });
}

export function useKycQueue(status: KycReviewStatus, page: number) {
  return useQuery(kycQueueQueryOptions(status, page));
}
