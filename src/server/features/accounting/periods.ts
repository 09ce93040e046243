import { addIstDays, istInstant } from '#shared/ist.ts';
import { MONTHS } from '#shared/session-start.ts';
import type { FinancialYear } from '#shared/tax/financial-year.ts';
import { tdsQuarterDates } from '#shared/tax/financial-year.ts';

/** A stretch of IST days and the instants that bound it: from ≤ t < to. */
export interface Period {
  firstDate: string;
  lastDate: string;
  from: Date;
  to: Date;
}

const periodOf = (firstDate: string, lastDate: string): Period => ({
  firstDate,
  lastDate,
  from: istInstant(firstDate, 0),
  to: istInstant(addIstDays(lastDate, 1), 0),
});

/** One IST day. Example: '2026-03-01' → 2026-02-28T18:30Z ≤ t < 2026-03-01T18:30Z. */
export const dayPeriod = (date: string): Period => periodOf(date, date);

/** An IST calendar month, 'YYYY-MM'. Example: '2026-02' → 1 to 28 February 2026. */
export function monthPeriod(month: string): Period {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const [nextYear, nextMonth] = monthNumber === 12 ? [year + 1, 1] : [year, monthNumber + 1];
  const next = `${String(nextYear).padStart(4, '0')}-${String(nextMonth).padStart(2, '0')}-01`;
  return periodOf(`${month}-01`, addIstDays(next, -1));
}

/** A Form 26Q quarter of a financial year. Example: 2026-27 Q4 → 1 January to 31 March 2027. */
export function quarterPeriod(year: FinancialYear, quarter: 1 | 2 | 3 | 4): Period {
  const { firstDate, lastDate } = tdsQuarterDates(year, quarter);
  return periodOf(firstDate, lastDate);
}

/** How the GST offline tool writes a date: '2026-04-01' → '01-Apr-2026'. */
export function gstToolDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** How Form 26Q's utility writes a date: '2026-04-01' → '01/04/2026'. */
export function tdsReturnDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
