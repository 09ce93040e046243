import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  financialYear,
  financialYearOf,
  parseFinancialYear,
  tdsQuarterOfDate,
} from './financial-year';

/**
 * India's financial year turns over at 1 April 00:00 IST (docs/product/tax.md#financial-year),
 * checked for any instant against the time-zone database (Intl with Asia/Kolkata) and again with
 * the machine in zones whose midnight is hours away from India's.
 */

const FROM = Date.UTC(1971, 0, 1);
const TO = Date.UTC(2100, 0, 1);
const instants = fc.integer({ min: FROM, max: TO }).map((ms) => new Date(ms));
const years = fc.integer({ min: 1971, max: 2099 });
/** 1 April 00:00 IST of a calendar year: 31 March 18:30 UTC. */
const aprilFirst = (year: number) => new Date(Date.UTC(year, 2, 31, 18, 30));

const kolkata = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
});
/** The start year of an instant's financial year, read off an Indian calendar. */
function startYearOnIndianCalendar(instant: Date): number {
  const parts = Object.fromEntries(kolkata.formatToParts(instant).map((p) => [p.type, p.value]));
  const year = Number(parts.year);
  return Number(parts.month) >= 4 ? year : year - 1;
}

// Node re-reads TZ when it is set; the shared code may not import node:process, hence the cast.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env;
const machineZone = env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete env.TZ;
  else env.TZ = machineZone;
});
/** India's midnight is evening, afternoon or morning the day before in these. */
const ZONES = ['Asia/Kolkata', 'UTC', 'America/New_York', 'Pacific/Honolulu', 'Pacific/Kiritimati'];

describe('the financial year of an instant', () => {
  it('is the one an Indian calendar gives, in any machine zone', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (instant, zone) => {
        env.TZ = zone;
        expect(financialYearOf(instant).startYear).toBe(startYearOnIndianCalendar(instant));
      }),
    );
  });

  it('changes exactly at 1 April 00:00 IST: the millisecond before is the year before', () => {
    fc.assert(
      fc.property(years, fc.constantFrom(...ZONES), (year, zone) => {
        env.TZ = zone;
        const boundary = aprilFirst(year);
        const lastInstant = new Date(boundary.getTime() - 1);
        expect(financialYearOf(lastInstant)).toMatchObject({
          startYear: year - 1,
          lastDate: `${year}-03-31`,
        });
        expect(financialYearOf(boundary)).toMatchObject({
          startYear: year,
          firstDate: `${year}-04-01`,
        });
      }),
    );
  });

  it('stays the same between two turnovers and only changes across one', () => {
    fc.assert(
      fc.property(instants, instants, (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        let turnovers = 0;
        for (let year = 1971; year <= 2100; year += 1) {
          const boundary = aprilFirst(year).getTime();
          if (early.getTime() < boundary && boundary <= late.getTime()) turnovers += 1;
        }
        expect(financialYearOf(late).startYear - financialYearOf(early).startYear).toBe(turnovers);
      }),
    );
  });

  it('on 31 March 23:59 IST of 2026 is 2025-26 (serials 2526), a minute later 2026-27 (2627)', () => {
    env.TZ = 'America/New_York';
    expect(financialYearOf(new Date('2026-03-31T23:59:00+05:30'))).toMatchObject({
      label: '2025-26',
      code: '2526',
    });
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toMatchObject({
      label: '2026-27',
      code: '2627',
    });
  });

  it('really switches the machine zone, so the checks above can fail', () => {
    env.TZ = 'America/New_York';
    expect(new Date(0).getTimezoneOffset()).toBe(300);
  });
});

describe('a financial year', () => {
  it('is named as returns name it and read back from that name', () => {
    fc.assert(
      fc.property(years, (year) => {
        const fy = financialYear(year);
        expect(fy.label).toBe(`${year}-${String((year + 1) % 100).padStart(2, '0')}`);
        expect(fy.code).toHaveLength(4);
        expect(parseFinancialYear(fy.label)).toEqual(fy);
      }),
    );
  });

  it('has its four TDS quarters in order, April–June first and January–March last', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const date = new Date(instant.getTime() + 330 * 60_000).toISOString().slice(0, 10);
        const month = Number(date.slice(5, 7));
        const { year, quarter } = tdsQuarterOfDate(date);
        expect(year.startYear).toBe(startYearOnIndianCalendar(instant));
        expect(quarter).toBe([4, 4, 4, 1, 1, 1, 2, 2, 2, 3, 3, 3][month - 1]);
      }),
    );
  });
});
