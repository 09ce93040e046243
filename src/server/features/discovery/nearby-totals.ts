import { LRUCache } from 'lru-cache';
import { distanceKm } from '#shared/geo.ts';
import type { NearbyCircle, NearbyCount, NearbySearch } from './listing.repository';

/**
 * docs/product/discovery.md#pagination-and-the-capped-total: beyond this many matches the listing
 * says "1,000+" instead of counting on. Counting up to it reads at most this many index entries,
 * unless a filter is rare nearby.
 */
export const LISTING_TOTAL_CAP = 1000;

/** earthdistance's sphere (its `earth()`), in km, as the SQL measures. */
const EARTH_RADIUS_KM = 6378.168;
/** Cells of 0.05° (about 5.5 km): a city holds a few dozen. */
const CELL_DEGREES = 0.05;
/** A crowded cell stays crowded for a minute's changes. */
const CROWDED_TTL_MS = 60_000;
const MAX_CELLS = 20_000;

export interface CrowdedCell {
  key: string;
  /**
   * Every trainer inside this circle is within the search's radius of every point of the cell;
   * null India-wide, where every visitor's count is the same one.
   */
  circle: NearbyCircle | null;
}

type Filters = Omit<NearbySearch, 'offset' | 'limit' | 'sort'>;

/**
 * Cells where the listing is known to hold more than the cap, whatever the visitor's position
 * inside them. The proof is a lower bound: the trainers within (radius − the cell's reach) of
 * its centre are within the radius of every point of the cell, so when they alone pass the cap,
 * so does every visitor there. Such a visitor is not counted at all; anyone else gets the exact
 * count at their own position. A crowded cell is counted once a minute, not once per visitor.
 *
 * Worked example: Bandra at 19.0596, 72.8295 lies in the cell centred on 19.075, 72.825, whose
 * corners are 3.83 km from its centre. If more than 1,000 trainers stand within 96.17 km of that
 * centre, every point of the cell has more than 1,000 within 100 km.
 */
export function createNearbyTotals(now: () => Date) {
  const known = () =>
    new LRUCache<string, true>({
      max: MAX_CELLS,
      ttl: CROWDED_TTL_MS,
      ttlResolution: 0,
      perf: { now: () => now().getTime() },
    });
  const crowded = known();
  /**
   * Cells whose circle was below the cap a moment ago: their visitors are counted without
   * trying the cell first, which would count most of the same trainers twice. Only a shortcut
   * is skipped; every such visitor still gets the exact count at their own position.
   */
  const sparse = known();

  return {
    /** The search's cell, or null when the radius is too small for a cell to prove anything. */
    cellOf(search: Filters): CrowdedCell | null {
      const filters = [
        [...search.topicSpecializations].sort(),
        [...search.topicServices].sort(),
        [...search.services].sort(),
      ];
      // docs/decisions/0019-online-trainers-india-wide.md: no position, so one cell for India.
      if (search.anywhere) return { key: JSON.stringify(['india', ...filters]), circle: null };
      const row = Math.floor(search.latitude / CELL_DEGREES);
      const column = Math.floor(search.longitude / CELL_DEGREES);
      const centre = {
        latitude: (row + 0.5) * CELL_DEGREES,
        longitude: (column + 0.5) * CELL_DEGREES,
      };
      let reachKm = 0;
      for (const latitude of [row * CELL_DEGREES, (row + 1) * CELL_DEGREES]) {
        for (const longitude of [column * CELL_DEGREES, (column + 1) * CELL_DEGREES]) {
          reachKm = Math.max(reachKm, distanceKm(centre, { latitude, longitude }, EARTH_RADIUS_KM));
        }
      }
      // a metre's margin over rounding in the two distance formulas
      const radiusMeters = search.radiusMeters - reachKm * 1000 - 1;
      if (radiusMeters <= 0) return null;
      const key = JSON.stringify([row, column, search.radiusMeters, ...filters]);
      return { key, circle: { ...centre, radiusMeters } };
    },
    /**
     * How to count a search in `cell`: not at all where the cap is proven; else up to one past
     * it, trying the cell's circle first unless the cell was found under the cap.
     */
    countFor(cell: CrowdedCell | null): NearbyCount | null {
      if (cell && crowded.has(cell.key)) return null;
      const tryCell = cell !== null && !sparse.has(cell.key);
      return { upTo: LISTING_TOTAL_CAP + 1, crowdedIf: tryCell ? cell.circle : null };
    },
    /** What a count made as `countFor` said proved about its cell. */
    learn(
      cell: CrowdedCell | null,
      count: NearbyCount,
      answer: { total: number | null; crowded: boolean },
    ) {
      if (!cell) return;
      // India-wide the visitor's own count is everyone's; in a cell only the cell's circle proves it.
      const proven = cell.circle === null ? (answer.total ?? 0) >= count.upTo : answer.crowded;
      if (proven) crowded.set(cell.key, true);
      else if (count.crowdedIf) sparse.set(cell.key, true);
    },
  };
}
