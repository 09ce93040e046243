import { describe, expect, it } from 'vitest';
import { resolveCityPage } from './city-trainers';

describe('resolveCityPage', () => {
  it('takes a city slug in any case and asks for 10 trainers within 50 km of its centre', () => {
    const page = resolveCityPage('MuMbAi');
    expect(page?.city.name).toBe('Mumbai');
    expect(page?.query).toEqual({
      latitude: 19.076,
      longitude: 72.8777,
      radius: 50,
      page: 1,
      limit: 10,
      filters: undefined,
    });
  });

  it('filters by one of the nine specialization slugs, shown by its display name', () => {
    const page = resolveCityPage('pune', 'Personal-Trainer');
    expect(page?.specialization?.label).toBe('Personal Training');
    expect(page?.query.filters).toEqual([
      { type: 'specialization', value: 'personal-trainer', label: 'Personal Training' },
    ]);
  });

  it('knows no other city or specialization', () => {
    expect(resolveCityPage('atlantis')).toBeUndefined();
    expect(resolveCityPage('mumbai', 'underwater-basket-weaving')).toBeUndefined();
    // A stored specialization name is not one of the city pages' slugs.
    expect(resolveCityPage('mumbai', 'hiit')).toBeUndefined();
  });
});
