import { LRUCache } from 'lru-cache';
import type { NearbySearch } from './listing.repository';

/**
 * Decision 35: beyond this many matches the listing says "1,000+" instead of counting on.
 * Counting up to it reads at most this many index entries, unless a filter is rare nearby.
 */
export const LISTING_TOTAL_CAP = 1000;

/** A total at the cap stays there for a minute's changes; anything below it is always exact. */
const CAPPED_TOTAL_TTL_MS = 60_000;
const MAX_POSITIONS = 20_000;

/**
 * Totals that reached the cap, per position (rounded to about 10 m) and filters: a visitor
 * paging through a crowded area is counted once, not on every page. Totals below the cap are
 * not kept, so a trainer added or removed shows in the count at once.
 */
export function createNearbyTotals(now: () => Date) {
  const capped = new LRUCache<string, true>({
    max: MAX_POSITIONS,
    ttl: CAPPED_TOTAL_TTL_MS,
    ttlResolution: 0,
    perf: { now: () => now().getTime() },
  });
  const keyOf = (search: Omit<NearbySearch, 'offset' | 'limit'>) =>
    JSON.stringify([
      search.latitude.toFixed(4),
      search.longitude.toFixed(4),
      search.radiusMeters,
      [...search.topicSpecializations].sort(),
      [...search.topicServices].sort(),
      [...search.services].sort(),
    ]);
  return {
    /** The capped total when known, else null: the caller counts, up to the cap and one more. */
    known: (search: Omit<NearbySearch, 'offset' | 'limit'>) =>
      capped.has(keyOf(search)) ? LISTING_TOTAL_CAP + 1 : null,
    remember(search: Omit<NearbySearch, 'offset' | 'limit'>, total: number) {
      if (total > LISTING_TOTAL_CAP) capped.set(keyOf(search), true);
    },
  };
}
export type NearbyTotals = ReturnType<typeof createNearbyTotals>;
