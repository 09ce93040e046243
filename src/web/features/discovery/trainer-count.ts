import { textOf } from '#shared/catalogue.ts';
import type { NearbyPagination } from '#shared/discovery-types.ts';
import type { Locale } from '#shared/locale.ts';
import { listingText } from './listing.text';

/**
 * "12 trainers", or "1,000+ trainers" once the listing stops counting
 * (docs/product/discovery.md#pagination-and-the-capped-total).
 */
export const trainerCount = (
  { totalCount, totalCapped }: NearbyPagination,
  locale: Locale = 'en',
) => textOf(listingText, locale).trainers(totalCount, totalCapped);
