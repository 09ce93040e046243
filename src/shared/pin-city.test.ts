import { describe, expect, it } from 'vitest';
import { PIN_CITY_MAX_KM, pinCityProblem, pinPlace } from './pin-city';
import { portfolioErrors } from './portfolio';
import { samplePortfolio } from './portfolio-sample';

const MUMBAI_CENTRE = { latitude: 19.076, longitude: 72.8777 };
const PUNE_HINJEWADI = { latitude: 18.5913, longitude: 73.7389 };
/** About 52 km north of Pune's centre, near no other known city. */
const PAST_PUNE = { latitude: 18.99, longitude: 73.8567 };

describe('a pin and the typed city (docs/product/trainer-portfolio.md#city-and-pin)', () => {
  it('is the city pages’ 50 km', () => {
    expect(PIN_CITY_MAX_KM).toBe(50);
  });

  it('accepts a pin near the centre of the typed city, in any case and spacing', () => {
    const place = pinPlace(' pune ', PUNE_HINJEWADI);
    expect(place?.city.name).toBe('Pune');
    expect(place?.km).toBeCloseTo(14.9, 0);
    expect(place?.far).toBe(false);
    expect(place?.suggestion).toBeUndefined();
    expect(pinCityProblem('Pune', PUNE_HINJEWADI)).toBeNull();
  });

  it('refuses a pin in Mumbai for Pune, offering Mumbai', () => {
    const place = pinPlace('Pune', MUMBAI_CENTRE);
    expect(place?.far).toBe(true);
    expect(place?.suggestion?.name).toBe('Mumbai');
    expect(pinCityProblem('Pune', MUMBAI_CENTRE)).toBe(
      'This pin is 120 km from Pune. Place it within 50 km of Pune, or change the city.',
    );
  });

  it('refuses just past 50 km with nothing to offer instead', () => {
    const place = pinPlace('Pune', PAST_PUNE);
    expect(place?.km).toBeGreaterThan(PIN_CITY_MAX_KM);
    expect(place?.suggestion).toBeUndefined();
    expect(pinCityProblem('Pune', PAST_PUNE)).not.toBeNull();
  });

  it('has no rule for a city that is not a known one', () => {
    expect(pinPlace('Thane', MUMBAI_CENTRE)).toBeNull();
    expect(pinCityProblem('Nashik', MUMBAI_CENTRE)).toBeNull();
  });
});

describe('a portfolio’s pins at save time', () => {
  it('names the location and the gym pin that disagree with the city', () => {
    const errors = portfolioErrors(samplePortfolio({ city: 'Pune' }));
    expect(errors.location).toMatch(/^This pin is 1\d\d km from Pune\./);
    expect(errors['gymInfo.coordinates']).toMatch(/^This pin is 1\d\d km from Pune\./);
  });

  it('passes when the city follows the pins, or without pins', () => {
    expect(portfolioErrors(samplePortfolio({ city: 'Mumbai' }))).toEqual({});
    const sample = samplePortfolio({ city: 'Pune', location: null });
    expect(
      portfolioErrors({ ...sample, gymInfo: { ...sample.gymInfo, coordinates: null } }),
    ).toEqual({});
  });
});
