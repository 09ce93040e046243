import { type City, findCity } from '#shared/catalog.ts';
import {
  CITY_RADIUS_KM,
  SPECIALIZATION_FILTERS,
  type SpecializationFilter,
} from '#shared/listing-filters.ts';
import type { NearbyTrainersQuery } from './get-nearby-trainers';

/**
 * A city page asks for 10 trainers within CITY_RADIUS_KM (docs/product/discovery.md#city-pages).
 */
const CITY_FETCH_LIMIT = 10;

export interface CityPage {
  city: City;
  specialization: SpecializationFilter | undefined;
  query: NearbyTrainersQuery;
}

/**
 * The city page an address names: one of the ten cities (any case) and optionally one of the
 * nine specialization slugs. Undefined when either is unknown ("City Not Found").
 */
export function resolveCityPage(
  citySlug: string,
  specializationSlug?: string,
): CityPage | undefined {
  const city = findCity(citySlug);
  if (!city) return undefined;
  let specialization: SpecializationFilter | undefined;
  if (specializationSlug !== undefined) {
    const wanted = specializationSlug.toLowerCase();
    specialization = SPECIALIZATION_FILTERS.find((filter) => filter.slug === wanted);
    if (!specialization) return undefined;
  }
  return {
    city,
    specialization,
    query: {
      latitude: city.latitude,
      longitude: city.longitude,
      radius: CITY_RADIUS_KM,
      page: 1,
      limit: CITY_FETCH_LIMIT,
      filters: specialization && [
        { type: 'specialization', value: specialization.slug, label: specialization.label },
      ],
    },
  };
}
