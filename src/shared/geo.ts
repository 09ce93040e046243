export interface Coordinate {
  latitude: number;
  longitude: number;
}

/** The mean earth radius; PostgreSQL's earthdistance uses 6378.168 km, pass it to match. */
export const EARTH_RADIUS_KM = 6371;

/**
 * Great-circle distance by the haversine formula.
 * Example: Mumbai's centre (19.076, 72.8777) to Pune's (18.5204, 73.8567) → about 119.9 km.
 */
export function distanceKm(a: Coordinate, b: Coordinate, radiusKm = EARTH_RADIUS_KM): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * radiusKm * Math.asin(Math.sqrt(h));
}
