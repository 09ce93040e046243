import type { NearbyPagination } from '#shared/discovery-types.ts';

/**
 * "12 trainers", or "1,000+ trainers" once the listing stops counting
 * (docs/product/discovery.md#pagination-and-the-capped-total).
 */
export const trainerCount = ({ totalCount, totalCapped }: NearbyPagination) =>
  `${totalCount.toLocaleString('en-IN')}${totalCapped ? '+' : ''} trainer${totalCount === 1 ? '' : 's'}`;
