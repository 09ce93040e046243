import { describe, expect, it } from 'vitest';
import { istMonth } from './ist-month';

describe('istMonth', () => {
  it('reads the month on India’s calendar, not UTC’s', () => {
    // 23:30 IST on 31 March is 18:00 UTC; 00:15 IST on 1 April is still 31 March in UTC.
    expect(istMonth(new Date('2026-03-31T18:00:00Z'))).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      start: new Date('2026-02-28T18:30:00Z'),
      end: new Date('2026-03-31T18:30:00Z'),
    });
    expect(istMonth(new Date('2026-03-31T18:45:00Z')).from).toBe('2026-04-01');
  });

  it('steps back over a year end and knows February’s length', () => {
    expect(istMonth(new Date('2026-01-15T06:00:00Z'), -1)).toMatchObject({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(istMonth(new Date('2028-03-01T00:00:00Z'), -1)).toMatchObject({
      from: '2028-02-01',
      to: '2028-02-29',
    });
  });
});
