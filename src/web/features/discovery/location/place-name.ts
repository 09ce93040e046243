import { CITIES, type City } from '../../../../shared/catalog';
import { type Coordinate, distanceKm } from '../../../../shared/geo';

/** Decision 28: a known city counts as the place name up to this far from its centre. */
export const NEAREST_CITY_MAX_KM = 50;
const REVERSE_GEOCODER = 'https://api.bigdatacloud.net/data/reverse-geocode-client';

/** The nearest of the ten cities when it is within 50 km, else undefined. */
export function nearestCity(position: Coordinate): City | undefined {
  let nearest: City | undefined;
  let best = NEAREST_CITY_MAX_KM;
  for (const city of CITIES) {
    const km = distanceKm(position, city);
    if (km <= best) {
      best = km;
      nearest = city;
    }
  }
  return nearest;
}

interface ReverseGeocodeAnswer {
  city?: string;
  locality?: string;
  principalSubdivision?: string;
}

/**
 * The place name for a position: a known city nearby needs no request; elsewhere the
 * third-party lookup of spec 01 section 7 is asked. Any failure gives null and stays silent.
 */
export async function lookUpPlaceName(
  position: Coordinate,
  signal?: AbortSignal,
): Promise<string | null> {
  const city = nearestCity(position);
  if (city) return city.name;
  try {
    const query = new URLSearchParams({
      latitude: String(position.latitude),
      longitude: String(position.longitude),
      localityLanguage: 'en',
    });
    const response = await fetch(`${REVERSE_GEOCODER}?${query}`, { signal });
    if (!response.ok) return null;
    const answer = (await response.json()) as ReverseGeocodeAnswer;
    return answer.city || answer.locality || answer.principalSubdivision || null;
  } catch {
    return null;
  }
}
