import { CITY_WEIGHTS, COUNTRY } from './trainer-seed.mjs';

const KM_PER_DEGREE = 111.32;
/** Visitors in a city stand up to this far from its centre. */
const VISITOR_SPREAD_KM = 20;
const IN_CITIES = 0.85;

/** A small seeded generator (mulberry32): the same visitors on every run, so runs compare. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** The city whose share of CITY_WEIGHTS holds `draw` (0 to 1). */
function pickCity(cities, draw) {
  let remaining = draw;
  for (const city of cities) {
    remaining -= CITY_WEIGHTS[city.slug];
    if (remaining < 0) return city;
  }
  return cities[0];
}

/**
 * `count` visitor positions, most in the ten cities as the bench's trainers are, some anywhere
 * in the country, each distinct, so that the exact counts below the cap are measured at many
 * positions, not one the database has warm.
 */
export function visitorPositions(cities, count, seed = 2026) {
  const random = seededRandom(seed);
  const positions = [];
  for (let index = 0; index < count; index++) {
    if (random() >= IN_CITIES) {
      positions.push({
        latitude: COUNTRY.south + random() * (COUNTRY.north - COUNTRY.south),
        longitude: COUNTRY.west + random() * (COUNTRY.east - COUNTRY.west),
      });
      continue;
    }
    const city = pickCity(cities, random());
    const reachKm = random() * VISITOR_SPREAD_KM;
    const bearing = random() * 2 * Math.PI;
    positions.push({
      latitude: city.latitude + (reachKm / KM_PER_DEGREE) * Math.cos(bearing),
      longitude:
        city.longitude +
        (reachKm / (KM_PER_DEGREE * Math.cos((city.latitude * Math.PI) / 180))) * Math.sin(bearing),
    });
  }
  return positions;
}
