import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { WEEKDAYS } from './catalog';
import {
  addIstDays,
  IST_DAY_MS,
  istDate,
  istHour,
  istInstant,
  istWeekday,
  istWeekdayAt,
} from './ist';

/**
 * IST calendar rules as properties, checked against the ICU time-zone database (Intl with
 * Asia/Kolkata) as an independent oracle, and again with the machine set to other zones.
 */

const FROM = Date.UTC(1971, 0, 1);
const TO = Date.UTC(2100, 0, 1);
const instants = fc.integer({ min: FROM, max: TO }).map((ms) => new Date(ms));
const dates = instants.map(istDate);
const hours = fc.integer({ min: 0, max: 23 });
const minutes = fc.integer({ min: 0, max: 59 });
const dayCounts = fc.integer({ min: -3_000, max: 3_000 });

const kolkata = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'long',
});
function onIndianClock(instant: Date) {
  const parts = Object.fromEntries(kolkata.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: parts.weekday!.toLowerCase(),
  };
}

// Node re-reads TZ when it is set; the shared code may not import node:process, hence the cast.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env;
const machineZone = env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete env.TZ;
  else env.TZ = machineZone;
});

/** Zones either side of India's, with half- and quarter-hour offsets and daylight saving. */
const OTHER_ZONES = [
  'UTC',
  'America/New_York',
  'Pacific/Chatham',
  'America/St_Johns',
  'Asia/Kathmandu',
];

describe('IST calendar days', () => {
  it('match the time-zone database for every instant', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const oracle = onIndianClock(instant);
        expect(istDate(instant)).toBe(oracle.date);
        expect(istHour(instant)).toBe(oracle.hour);
        expect(istWeekdayAt(instant)).toBe(oracle.weekday);
      }),
    );
  });

  it('start at IST midnight, last exactly a day, and hold every instant of it', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const day = istDate(instant);
        const start = istInstant(day, 0);
        const next = istInstant(addIstDays(day, 1), 0);
        expect(next.getTime() - start.getTime()).toBe(IST_DAY_MS);
        expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime()).toBeLessThan(next.getTime());
        expect(istDate(new Date(start.getTime() - 1))).toBe(addIstDays(day, -1));
      }),
    );
  });

  it('round-trip a wall-clock time through its instant', () => {
    fc.assert(
      fc.property(dates, hours, minutes, (date, hour, minute) => {
        const instant = istInstant(date, hour, minute);
        expect(istDate(instant)).toBe(date);
        expect(istHour(instant)).toBe(hour);
        expect(instant.getTime() - istInstant(date, 0).getTime()).toBe(
          (hour * 60 + minute) * 60_000,
        );
      }),
    );
  });

  it('move by whole days and back again, in any steps', () => {
    fc.assert(
      fc.property(dates, dayCounts, dayCounts, (date, a, b) => {
        expect(addIstDays(addIstDays(date, a), -a)).toBe(date);
        expect(addIstDays(addIstDays(date, a), b)).toBe(addIstDays(date, a + b));
        expect(istInstant(addIstDays(date, a), 0).getTime() - istInstant(date, 0).getTime()).toBe(
          a * IST_DAY_MS,
        );
      }),
    );
  });
});

describe('IST weeks', () => {
  it('repeat every seven days and step through the weekdays in order', () => {
    fc.assert(
      fc.property(dates, dayCounts, (date, days) => {
        const weekday = WEEKDAYS.indexOf(istWeekday(date));
        expect(istWeekday(addIstDays(date, 7 * Math.trunc(days / 7)))).toBe(WEEKDAYS[weekday]);
        expect(istWeekday(addIstDays(date, 1))).toBe(WEEKDAYS[(weekday + 1) % 7]);
        expect(istWeekday(addIstDays(date, days))).toBe(WEEKDAYS[(((weekday + days) % 7) + 7) % 7]);
      }),
    );
  });

  it('turn over at IST midnight: the instant before it is the day before', () => {
    fc.assert(
      fc.property(dates, (date) => {
        const midnight = istInstant(date, 0);
        expect(istWeekdayAt(midnight)).toBe(istWeekday(date));
        expect(istWeekdayAt(new Date(midnight.getTime() - 1))).toBe(
          istWeekday(addIstDays(date, -1)),
        );
      }),
    );
  });
});

describe('whatever the machine’s time zone', () => {
  it('every answer is the same as on a machine in India', () => {
    const answers = (instant: Date, date: string, hour: number) =>
      JSON.stringify([
        istDate(instant),
        istHour(instant),
        istWeekdayAt(instant),
        istInstant(date, hour).toISOString(),
        addIstDays(date, 40),
        istWeekday(date),
      ]);
    fc.assert(
      fc.property(instants, dates, hours, (instant, date, hour) => {
        env.TZ = 'Asia/Kolkata';
        const inIndia = answers(instant, date, hour);
        for (const zone of OTHER_ZONES) {
          env.TZ = zone;
          expect(answers(instant, date, hour)).toBe(inIndia);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('really switches the zone, so the check above can fail', () => {
    env.TZ = 'Asia/Kolkata';
    expect(new Date(0).getTimezoneOffset()).toBe(-330);
    env.TZ = 'America/New_York';
    expect(new Date(0).getTimezoneOffset()).toBe(300);
  });
});
