import { CITIES, type City } from './catalog';
import { type Coordinate, distanceKm } from './geo';

/**
 * A known city is the place name up to this far from its centre
 * (docs/product/discovery.md#place-name).
 */
export const NEAREST_CITY_MAX_KM = 50;

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
