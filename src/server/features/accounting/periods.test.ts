import { describe, expect, it } from 'vitest';
import { financialYear } from '#shared/tax/financial-year.ts';
import { dayPeriod, gstToolDate, monthPeriod, quarterPeriod, tdsReturnDate } from './periods';

describe('accounting periods, in IST whatever the machine zone', () => {
  it('bounds a day from its midnight to the next', () => {
    expect(dayPeriod('2026-03-01')).toEqual({
      firstDate: '2026-03-01',
      lastDate: '2026-03-01',
      from: new Date('2026-02-28T18:30:00.000Z'),
      to: new Date('2026-03-01T18:30:00.000Z'),
    });
  });

  it('knows the length of each month, February of a leap year and December included', () => {
    expect(monthPeriod('2026-02').lastDate).toBe('2026-02-28');
    expect(monthPeriod('2028-02').lastDate).toBe('2028-02-29');
    expect(monthPeriod('0048-12').lastDate).toBe('0048-12-31');
    expect(monthPeriod('2026-12')).toMatchObject({
      firstDate: '2026-12-01',
      lastDate: '2026-12-31',
      to: new Date('2026-12-31T18:30:00.000Z'),
    });
  });

  it('takes a 26Q quarter from its financial year: Q4 of 2025-26 is January to March 2026', () => {
    expect(quarterPeriod(financialYear(2025), 4)).toMatchObject({
      firstDate: '2026-01-01',
      lastDate: '2026-03-31',
      to: new Date('2026-03-31T18:30:00.000Z'),
    });
  });

  it('writes dates as the GST tool and the TDS utility read them', () => {
    expect(gstToolDate('2026-04-01')).toBe('01-Apr-2026');
    expect(tdsReturnDate('2026-03-13')).toBe('13/03/2026');
  });
});
