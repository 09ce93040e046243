import {
  addChip,
  type FilterChip,
  LISTING_DEFAULT_LIMIT,
  LISTING_RADIUS_KM,
  LISTING_SORTS,
  type ListingSort,
} from '#shared/listing-filters.ts';
import type { NearbyTrainersQuery } from '#web/features/discovery/api/get-nearby-trainers.ts';
import {
  ONLINE_CHIP,
  sameChip,
  specializationChip,
  TRAINING_TYPE_CHIPS,
} from '#web/features/discovery/components/filter-chips.tsx';
import type { VisitorLocation } from '#web/features/discovery/location/use-visitor-location.ts';

export const isOnlineChip = (chip: FilterChip) => sameChip(chip, ONLINE_CHIP);

export interface ListingView {
  chips: FilterChip[];
  sort: ListingSort;
  page: number;
}

/**
 * The filters, the sort and the page live in the address
 * (`/trainers?specialization=yoga&service=online&sort=rating&page=2`), so a view can be
 * reloaded, shared and reached with Back. Unknown values are ignored.
 * docs/product/discovery.md#filters-sort-and-page-in-the-address
 */
export function viewFromAddress(params: URLSearchParams): ListingView {
  let chips: FilterChip[] = [];
  for (const slug of params.getAll('specialization')) {
    const chip = specializationChip(slug);
    if (chip) chips = addChip(chips, chip);
  }
  for (const value of params.getAll('service')) {
    const chip = TRAINING_TYPE_CHIPS.find((item) => item.value === value);
    if (chip) chips = addChip(chips, chip);
  }
  const page = Number(params.get('page'));
  const sort = LISTING_SORTS.find((value) => value === params.get('sort')) ?? 'nearest';
  return { chips, sort, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address of a view, keeping any other parameter (a campaign's, say) as it was. */
export function addressOf(params: URLSearchParams, view: ListingView) {
  const next = new URLSearchParams(params);
  for (const key of ['specialization', 'service', 'sort', 'page']) next.delete(key);
  for (const chip of view.chips) {
    next.append(chip.type === 'service' ? 'service' : 'specialization', chip.value);
  }
  if (view.sort !== 'nearest') next.set('sort', view.sort);
  if (view.page > 1) next.set('page', String(view.page));
  return next;
}

/**
 * What the listing asks for: nothing while the location is unknown; while it is approximate,
 * what a visitor without a position sees, the online trainers, so that a browser that gives no
 * position changes nothing on the page
 * (docs/product/discovery.md#visitor-location-and-the-fallback).
 */
export function listingQuery(
  view: ListingView,
  location: VisitorLocation,
): NearbyTrainersQuery | null {
  if (location.status === 'unknown') return null;
  const chips = location.status === 'approximate' ? addChip(view.chips, ONLINE_CHIP) : view.chips;
  return {
    latitude: location.latitude,
    longitude: location.longitude,
    // docs/decisions/0019-online-trainers-india-wide.md: online training has no radius; the
    // server lists it India-wide.
    radius: LISTING_RADIUS_KM,
    page: view.page,
    limit: LISTING_DEFAULT_LIMIT,
    filters: chips,
    serviceType: chips.some(isOnlineChip) ? 'online' : 'all',
    sort: view.sort,
  };
}
