import type { NearbyPagination } from '#shared/discovery-types.ts';

/** "12 trainers", or "1,000+ trainers" once the listing stops counting (decision 35). */
export function trainerCount(pagination: Pick<NearbyPagination, 'totalCount' | 'totalCapped'>) {
  const count = pagination.totalCount.toLocaleString('en-IN');
  if (pagination.totalCapped) return `${count}+ trainers`;
  return `${count} trainer${pagination.totalCount === 1 ? '' : 's'}`;
}
