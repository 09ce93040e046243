import { istDate } from '../ist';

/**
 * India's financial year runs from 1 April to 31 March; its boundary is 1 April 00:00 IST whatever
 * the machine's zone (docs/product/tax.md#financial-year). `label` is how returns and statements
 * name it (2026-27), `code` how document serials do (2627).
 */
export interface FinancialYear {
  /** 2026 for 2026-27. */
  startYear: number;
  label: string;
  code: string;
  /** First and last IST dates, YYYY-MM-DD. */
  firstDate: string;
  lastDate: string;
}

export function financialYear(startYear: number): FinancialYear {
  const next = startYear + 1;
  return {
    startYear,
    label: `${startYear}-${String(next % 100).padStart(2, '0')}`,
    code: `${String(startYear % 100).padStart(2, '0')}${String(next % 100).padStart(2, '0')}`,
    firstDate: `${startYear}-04-01`,
    lastDate: `${next}-03-31`,
  };
}

/** The financial year of an IST date (YYYY-MM-DD): 2027-03-31 → 2026-27, 2027-04-01 → 2027-28. */
export function financialYearOfDate(date: string): FinancialYear {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return financialYear(month >= 4 ? year : year - 1);
}

export function financialYearOf(instant: Date): FinancialYear {
  return financialYearOfDate(istDate(instant));
}

/** '2026-27' → the year, or null when the text is not a financial year. */
export function parseFinancialYear(label: string): FinancialYear | null {
  const match = /^(\d{4})-(\d{2})$/.exec(label);
  if (!match) return null;
  const start = Number(match[1]);
  const year = financialYear(start);
  return year.label === label ? year : null;
}

/**
 * The TDS quarter (Form 26Q) of an IST date: Q1 April–June … Q4 January–March, with its dates.
 */
export function tdsQuarterOfDate(date: string): { year: FinancialYear; quarter: 1 | 2 | 3 | 4 } {
  const month = Number(date.slice(5, 7));
  const quarter = (month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4) as 1 | 2 | 3 | 4;
  return { year: financialYearOfDate(date), quarter };
}

/** The first and last IST dates of a financial year's quarter. */
export function tdsQuarterDates(
  year: FinancialYear,
  quarter: 1 | 2 | 3 | 4,
): { firstDate: string; lastDate: string } {
  const ranges = {
    1: ['04-01', '06-30', 0],
    2: ['07-01', '09-30', 0],
    3: ['10-01', '12-31', 0],
    4: ['01-01', '03-31', 1],
  } as const;
  const [first, last, offset] = ranges[quarter];
  const calendarYear = year.startYear + offset;
  return { firstDate: `${calendarYear}-${first}`, lastDate: `${calendarYear}-${last}` };
}
