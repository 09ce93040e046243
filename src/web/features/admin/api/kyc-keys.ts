import type { KycReviewStatus } from '#shared/kyc.ts';

/** Every KYC review key starts here, so a decision can invalidate the queues and the item. */
export const kycKeys = {
  all: ['admin', 'kyc'] as const,
  queue: (status: KycReviewStatus, page: number) =>
    [...kycKeys.all, 'queue', status, page] as const,
  review: (trainerId: string) => [...kycKeys.all, 'review', trainerId] as const,
};
