/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field holding a comma, quote or line break is quoted,
 * its quotes doubled), for the admin's exports (docs/product/tax.md#reconciliation-and-returns).
 *
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula,
 * so a trainer named `=HYPERLINK(…)` would run in the accountant's Excel. Text cells that start so
 * get a leading apostrophe, which spreadsheets show as text. Amounts are their own kind of cell,
 * written by us, so a negative amount stays a number.
 */
export type CsvCell = string | number | null | { paise: number };

/** An amount in rupees with two decimals: { paise: -125050 } → -1250.50. */
export const rupees = (paise: number): CsvCell => ({ paise });

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell === 'object') return rupeesText(cell.paise);
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

function field(cell: CsvCell): string {
  const text = cellText(cell);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(field).join(',')}\r\n`).join('');
}

/** A file to download: its name and its text. */
export interface CsvFile {
  fileName: string;
  csv: string;
}
