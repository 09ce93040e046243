import { describe, expect, it } from 'vitest';
import {
  bookableServices,
  initialLocation,
  inPersonLocations,
  isDraftComplete,
  missingField,
  selectableDates,
} from './booking-form';

const offer = (enabled: boolean, rupees: number) => ({
  enabled,
  price: rupees,
  pricePaise: rupees * 100,
});
const services = {
  personal: offer(true, 1500),
  group: offer(false, 800),
  online: offer(true, 1000),
};

describe('booking modal rules', () => {
  it('offers only enabled services, with their names and prices', () => {
    expect(bookableServices({ services })).toEqual([
      { key: 'personal', name: 'Personal Training', pricePaise: 150_000 },
      { key: 'online', name: 'Online Training', pricePaise: 100_000 },
    ]);
  });

  it('offers both places when none is configured, and picks the only one', () => {
    const neither = { trainingLocations: { myGym: false, clientHome: false } };
    const gymOnly = { trainingLocations: { myGym: true, clientHome: false } };
    expect(inPersonLocations(neither)).toEqual(['gym', 'home']);
    expect(initialLocation(neither, 'personal')).toBeNull();
    expect(initialLocation(gymOnly, 'personal')).toBe('gym');
    expect(initialLocation(gymOnly, 'online')).toBe('online');
  });

  it('lists today and 14 days in IST, narrowed to available dates', () => {
    const now = new Date('2026-03-01T20:00:00Z'); // 1:30 AM IST on 2 March
    const all = selectableDates(now, null);
    expect(all).toHaveLength(15);
    expect(all[0]).toBe('2026-03-02');
    expect(all[14]).toBe('2026-03-16');
    expect(selectableDates(now, ['2026-03-03', '2026-03-20'])).toEqual(['2026-03-03']);
  });

  it('needs an address for a session at home', () => {
    const draft = {
      service: 'personal' as const,
      date: '2026-03-03',
      timeSlot: '7:00 AM',
      location: 'home' as const,
      address: ' ',
    };
    expect(isDraftComplete(draft)).toBe(false);
    expect(isDraftComplete({ ...draft, address: '12 Carter Road' })).toBe(true);
    expect(isDraftComplete({ ...draft, timeSlot: null, address: 'x' })).toBe(false);
  });

  it('names the first field still to fill, top to bottom', () => {
    const empty = { service: null, date: null, timeSlot: null, location: null, address: '' };
    expect(missingField(empty)).toBe('service');
    expect(missingField({ ...empty, service: 'personal' })).toBe('date');
    const dated = { ...empty, service: 'personal' as const, date: '2026-03-03' };
    expect(missingField(dated)).toBe('timeSlot');
    expect(missingField({ ...dated, timeSlot: '7:00 AM' })).toBe('location');
    const home = { ...dated, timeSlot: '7:00 AM', location: 'home' as const };
    expect(missingField({ ...home, address: '  ' })).toBe('address');
    expect(missingField({ ...home, address: '12 Carter Road' })).toBeNull();
  });
});
