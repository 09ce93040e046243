import { type ServiceKey, SPECIALIZATIONS, type Specialization } from './catalog';
import { catalogue } from './catalogue';

export const LISTING_MAX_LIMIT = 50;
export const LISTING_DEFAULT_LIMIT = 5;
/** 100 km for in-person training (docs/product/discovery.md#search-radius); online has none. */
export const LISTING_RADIUS_KM = 100;
/** A city page shows trainers within 50 km of its centre (docs/product/discovery.md#city-pages). */
export const CITY_RADIUS_KM = 50;
export const MAX_RADIUS_KM = 1000;
/**
 * Used when the browser gives no position
 * (docs/product/discovery.md#visitor-location-and-the-fallback).
 */
export const FALLBACK_COORDINATE = { latitude: 28.623706, longitude: 77.396024 } as const;

/** A filter chip of the listing (docs/product/discovery.md#filters-and-specializations). */
export interface FilterChip {
  type: 'service' | 'specialization';
  value: string;
  label: string;
}

export interface SpecializationFilter {
  /** The listing's and city pages' slug. */
  slug: string;
  label: string;
  /** What it matches: stored specializations, or every trainer offering a service. */
  matches: { specializations: Specialization[] } | { service: ServiceKey };
}

/**
 * The listing's values and the city slugs mapped onto the stored names
 * (docs/product/discovery.md#filters-and-specializations).
 */
export const SPECIALIZATION_FILTERS: readonly SpecializationFilter[] = [
  { slug: 'yoga', label: 'Yoga', matches: { specializations: ['Yoga & Pilates'] } },
  { slug: 'personal-trainer', label: 'Personal Training', matches: { service: 'personal' } },
  {
    slug: 'weight-training',
    label: 'Weight Training',
    matches: { specializations: ['Weight Training'] },
  },
  { slug: 'crossfit', label: 'CrossFit', matches: { specializations: ['CrossFit'] } },
  { slug: 'pilates', label: 'Pilates', matches: { specializations: ['Yoga & Pilates'] } },
  { slug: 'cardio', label: 'Cardio', matches: { specializations: ['Cardio'] } },
  { slug: 'nutrition', label: 'Nutrition', matches: { specializations: ['Nutrition & Diet'] } },
  { slug: 'bodybuilding', label: 'Bodybuilding', matches: { specializations: ['Bodybuilding'] } },
  { slug: 'dance', label: 'Dance Fitness', matches: { specializations: ['Dance Fitness'] } },
];

/** The filters' labels by slug, for the languages' texts (locales/). */
export const LISTING_FILTER_TEXT = catalogue(
  'listingFilters',
  Object.fromEntries(SPECIALIZATION_FILTERS.map((filter) => [filter.slug, filter.label])) as Record<
    string,
    string
  >,
);

/** The listing's specialization chips, in the spec's order. */
export const LISTING_SPECIALIZATION_SLUGS = [
  'yoga',
  'weight-training',
  'crossfit',
  'pilates',
  'cardio',
  'nutrition',
  'bodybuilding',
  'dance',
] as const;

/**
 * How the listing orders its trainers (issue 17). `nearest` is distance, then rating; for an
 * India-wide online search it is the rating order
 * (docs/decisions/0019-online-trainers-india-wide.md).
 */
export const LISTING_SORTS = ['nearest', 'rating', 'price_low', 'price_high'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const SERVICE_TYPES = ['online', 'personal', 'group'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

const slugOf = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/**
 * A specialization as a visitor may write it: a slug ('weight-training', 'weight training'),
 * or one of the 18 stored names ('HIIT'), any case. Undefined when unknown.
 */
export function resolveSpecialization(value: string): SpecializationFilter | undefined {
  const slug = slugOf(value);
  const known = SPECIALIZATION_FILTERS.find((filter) => filter.slug === slug);
  if (known) return known;
  const stored = SPECIALIZATIONS.find((name) => slugOf(name) === slug);
  return stored ? { slug, label: stored, matches: { specializations: [stored] } } : undefined;
}

export function isServiceType(value: string): value is ServiceType {
  return (SERVICE_TYPES as readonly string[]).includes(value);
}

/**
 * Adds a chip unless the same type and value is already there
 * (docs/product/discovery.md#filters-and-specializations).
 */
export function addChip(chips: readonly FilterChip[], chip: FilterChip): FilterChip[] {
  const exists = chips.some((item) => item.type === chip.type && item.value === chip.value);
  return exists ? [...chips] : [...chips, chip];
}

/** The stored specializations the listing's filters look for, each once (a partial index each). */
export const LISTING_FILTER_SPECIALIZATIONS: readonly Specialization[] = [
  ...new Set(
    SPECIALIZATION_FILTERS.flatMap((filter) =>
      'specializations' in filter.matches ? filter.matches.specializations : [],
    ),
  ),
];
