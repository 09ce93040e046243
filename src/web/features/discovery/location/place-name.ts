import { CATALOG_TEXT } from '#shared/catalog.ts';
import { textOf } from '#shared/catalogue.ts';
import type { Coordinate } from '#shared/geo.ts';
import type { Locale } from '#shared/locale.ts';
import { nearestCity } from '#shared/nearest-city.ts';

const REVERSE_GEOCODER = 'https://api.bigdatacloud.net/data/reverse-geocode-client';

interface ReverseGeocodeAnswer {
  city?: string;
  locality?: string;
  principalSubdivision?: string;
}

/**
 * The place name for a position: a known city nearby needs no request; elsewhere the
 * third-party lookup is asked (docs/product/discovery.md#place-name), in the page's language. Any
 * failure gives null and stays silent.
 */
export async function lookUpPlaceName(
  position: Coordinate,
  signal?: AbortSignal,
  locale: Locale = 'en',
): Promise<string | null> {
  const city = nearestCity(position);
  if (city) return textOf(CATALOG_TEXT, locale).city[city.slug] ?? city.name;
  try {
    const query = new URLSearchParams({
      latitude: String(position.latitude),
      longitude: String(position.longitude),
      localityLanguage: locale,
    });
    const response = await fetch(`${REVERSE_GEOCODER}?${query}`, { signal });
    if (!response.ok) return null;
    const answer = (await response.json()) as ReverseGeocodeAnswer;
    return answer.city || answer.locality || answer.principalSubdivision || null;
  } catch {
    return null;
  }
}
