import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addIstDays, istDate, istInstant } from '#shared/ist.ts';
import { type IstMonth, istMonth } from './ist-month';

/**
 * The earnings periods (this month, last month) are IST calendar months: for any moment the
 * dashboard is read, consecutive periods tile time with no gap and no overlap, so each
 * session counts in exactly one period.
 */

const instants = fc
  .integer({ min: Date.UTC(1971, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms));
const offsets = fc.integer({ min: -36, max: 36 });

const holds = (month: IstMonth, instant: Date) =>
  month.start.getTime() <= instant.getTime() && instant.getTime() < month.end.getTime();

describe('IST months as earnings periods', () => {
  it('are whole calendar months from IST midnight on the 1st to IST midnight on the next 1st', () => {
    fc.assert(
      fc.property(instants, offsets, (now, offset) => {
        const month = istMonth(now, offset);
        expect(month.from).toMatch(/^\d{4}-\d{2}-01$/);
        expect(month.start).toEqual(istInstant(month.from, 0));
        expect(month.end).toEqual(istInstant(addIstDays(month.to, 1), 0));
        expect(addIstDays(month.to, 1)).toMatch(/-01$/);
        const days = (month.end.getTime() - month.start.getTime()) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(28);
        expect(days).toBeLessThanOrEqual(31);
      }),
    );
  });

  it('tile time: each period ends where the next begins', () => {
    fc.assert(
      fc.property(instants, offsets, (now, offset) => {
        expect(istMonth(now, offset).end).toEqual(istMonth(now, offset + 1).start);
        expect(addIstDays(istMonth(now, offset).to, 1)).toBe(istMonth(now, offset + 1).from);
      }),
    );
  });

  it('hold every instant in exactly one of them', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: -400, max: 400 }), (now, daysAway) => {
        // an instant up to about 13 months either side of now, at any time of day
        const instant = new Date(
          now.getTime() + daysAway * 86_400_000 + (daysAway % 7) * 3_917_000,
        );
        const periods = Array.from({ length: 31 }, (_, index) => istMonth(now, index - 15));
        expect(periods.filter((month) => holds(month, instant))).toHaveLength(1);
      }),
    );
  });

  it('put "this month" around the moment it is read, on the Indian calendar', () => {
    fc.assert(
      fc.property(instants, (now) => {
        const thisMonth = istMonth(now, 0);
        expect(holds(thisMonth, now)).toBe(true);
        expect(thisMonth.from).toBe(`${istDate(now).slice(0, 7)}-01`);
        expect(istMonth(now, -1).end).toEqual(thisMonth.start);
      }),
    );
  });
});
