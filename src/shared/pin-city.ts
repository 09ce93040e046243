import { type City, findCity } from './catalog';
import { type Coordinate, distanceKm } from './geo';
import { CITY_RADIUS_KM } from './listing-filters';
import { nearestCity } from './nearest-city';
import { PORTFOLIO_TEXT } from './portfolio-messages';
import { ruleText } from './rules-language';

/**
 * A portfolio's pins (the trainer's location and the gym's) may be at most this far from the
 * centre of the known city the trainer chose (docs/product/trainer-portfolio.md#city-and-pin):
 * the city pages' radius, so a trainer who says Pune is listed on Pune's page.
 */
export const PIN_CITY_MAX_KM = CITY_RADIUS_KM;

export interface PinPlace {
  /** The known city the trainer typed. */
  city: City;
  /** The pin's distance from that city's centre. */
  km: number;
  far: boolean;
  /** The known city within reach of the pin when it is another one: what to offer instead. */
  suggestion: City | undefined;
}

/** The known city of a typed name (' pune ' is Pune), or undefined. */
export const knownCity = (typed: string): City | undefined => findCity(typed.trim());

/** Where a pin stands against the typed city; null when the city is not a known one. */
export function pinPlace(typed: string, pin: Coordinate): PinPlace | null {
  const city = knownCity(typed);
  if (!city) return null;
  const km = distanceKm(pin, city);
  const near = nearestCity(pin);
  return {
    city,
    km,
    far: km > PIN_CITY_MAX_KM,
    suggestion: near && near.slug !== city.slug ? near : undefined,
  };
}

/** Why a pin cannot be saved with the typed city, or null. */
export function pinCityProblem(typed: string, pin: Coordinate): string | null {
  const place = pinPlace(typed, pin);
  return place?.far
    ? ruleText(PORTFOLIO_TEXT).pinFarFromCity(place.city.name, place.km, PIN_CITY_MAX_KM)
    : null;
}
