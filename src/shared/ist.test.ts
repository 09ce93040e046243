import { describe, expect, it } from 'vitest';
import {
  addIstDays,
  formatBookingDate,
  formatIstTime,
  istDate,
  istHour,
  istInstant,
  istWeekday,
  istWeekdayAt,
  slotHour,
  slotLabel,
} from './ist';

// These run under TZ=UTC and TZ=America/New_York too: IST must not depend on the machine.
describe('istDate', () => {
  it('turns over at 18:30 UTC, which is midnight in India', () => {
    expect(istDate(new Date('2026-03-01T18:29:59.999Z'))).toBe('2026-03-01');
    expect(istDate(new Date('2026-03-01T18:30:00.000Z'))).toBe('2026-03-02');
  });

  it('crosses month and year ends', () => {
    expect(istDate(new Date('2025-12-31T19:00:00Z'))).toBe('2026-01-01');
    expect(istDate(new Date('2028-02-28T20:00:00Z'))).toBe('2028-02-29');
  });

  it('ignores the US daylight-saving switch (8 March 2026)', () => {
    expect(istDate(new Date('2026-03-08T06:59:00Z'))).toBe('2026-03-08');
    expect(istDate(new Date('2026-03-08T07:01:00Z'))).toBe('2026-03-08');
  });
});

describe('istHour', () => {
  it('reads the hour on the Indian clock', () => {
    expect(istHour(new Date('2026-03-02T00:30:00Z'))).toBe(6);
    expect(istHour(new Date('2026-03-02T15:29:00Z'))).toBe(20);
    expect(istHour(new Date('2026-03-01T18:30:00Z'))).toBe(0);
  });
});

describe('istInstant', () => {
  it('gives the UTC instant of an IST wall-clock time', () => {
    expect(istInstant('2026-03-02', 6).toISOString()).toBe('2026-03-02T00:30:00.000Z');
    expect(istInstant('2026-03-02', 21).toISOString()).toBe('2026-03-02T15:30:00.000Z');
    expect(istInstant('2026-03-02', 0).toISOString()).toBe('2026-03-01T18:30:00.000Z');
    expect(istInstant('2026-03-02', 10, 45).toISOString()).toBe('2026-03-02T05:15:00.000Z');
  });

  it('round-trips with istDate and istHour', () => {
    for (const hour of [0, 5, 6, 12, 18, 23]) {
      const instant = istInstant('2026-11-01', hour);
      expect(istDate(instant)).toBe('2026-11-01');
      expect(istHour(instant)).toBe(hour);
    }
  });

  it('rejects impossible dates and hours', () => {
    expect(() => istInstant('2026-02-30', 6)).toThrow(RangeError);
    expect(() => istInstant('2026-3-2', 6)).toThrow(RangeError);
    expect(() => istInstant('2026-03-02', 24)).toThrow(RangeError);
    expect(() => istInstant('2026-03-02', 6.5)).toThrow(RangeError);
    expect(() => istInstant('2026-03-02', 6, 60)).toThrow(RangeError);
  });
});

describe('addIstDays', () => {
  it('moves across months, leap days and years', () => {
    expect(addIstDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addIstDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addIstDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addIstDays('2026-03-02', 14)).toBe('2026-03-16');
    expect(addIstDays('2026-03-02', 0)).toBe('2026-03-02');
  });

  it('keeps a year below 100 as written', () => {
    expect(addIstDays('0048-10-31', 1)).toBe('0048-11-01');
  });

  it('rejects fractional days', () => {
    expect(() => addIstDays('2026-03-02', 0.5)).toThrow(RangeError);
  });
});

describe('istWeekday', () => {
  it('names the weekday of an IST date', () => {
    expect(istWeekday('2026-03-02')).toBe('monday');
    expect(istWeekday('2026-03-08')).toBe('sunday');
    expect(istWeekday('2028-02-29')).toBe('tuesday');
  });

  it('follows the IST date, not the UTC date, of a late-evening instant', () => {
    // 20:00 UTC on Sunday 1 March is 01:30 IST on Monday 2 March.
    expect(istWeekday(istDate(new Date('2026-03-01T20:00:00Z')))).toBe('monday');
    expect(istWeekdayAt(new Date('2026-03-01T20:00:00Z'))).toBe('monday');
    expect(istWeekdayAt(new Date('2026-03-01T18:29:59Z'))).toBe('sunday');
  });
});

describe('formatIstTime', () => {
  it('reads the IST clock with minutes, whatever the machine’s zone', () => {
    expect(formatIstTime(new Date('2026-03-02T12:12:00Z'))).toBe('5:42 PM');
    expect(formatIstTime(new Date('2026-03-01T18:35:00Z'))).toBe('12:05 AM');
    expect(formatIstTime(new Date('2026-03-02T06:30:00Z'))).toBe('12:00 PM');
  });
});

describe('slot labels', () => {
  it('labels hours as the spec shows them', () => {
    expect(slotLabel(6)).toBe('6:00 AM');
    expect(slotLabel(11)).toBe('11:00 AM');
    expect(slotLabel(12)).toBe('12:00 PM');
    expect(slotLabel(17)).toBe('5:00 PM');
    expect(slotLabel(21)).toBe('9:00 PM');
    expect(slotLabel(0)).toBe('12:00 AM');
  });

  it('reads labels back into hours', () => {
    expect(slotHour('6:00 AM')).toBe(6);
    expect(slotHour('12:00 PM')).toBe(12);
    expect(slotHour('12:00 AM')).toBe(0);
    expect(slotHour('9:00 PM')).toBe(21);
    expect(slotHour(' 8:00 PM ')).toBe(20);
  });

  it('round-trips every hour of the day', () => {
    for (let hour = 0; hour < 24; hour += 1) expect(slotHour(slotLabel(hour))).toBe(hour);
  });

  it('refuses text that is not an hourly slot', () => {
    for (const label of ['9:30 PM', '13:00 PM', '0:00 AM', '6 AM', '06:00 AM', '6:00 am', '']) {
      expect(slotHour(label)).toBeUndefined();
    }
    expect(() => slotLabel(24)).toThrow(RangeError);
  });
});

describe('formatBookingDate', () => {
  it('writes dates the Indian way', () => {
    expect(formatBookingDate('2026-03-04')).toBe('Wed, 4 Mar');
  });
});
