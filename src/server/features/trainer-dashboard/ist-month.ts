import { istDate, istInstant } from '#shared/ist.ts';

/** An IST calendar month: its first and last dates and the instants that bound it. */
export interface IstMonth {
  /** 'YYYY-MM-01' */
  from: string;
  /** The month's last date, 'YYYY-MM-DD'. */
  to: string;
  /** Midnight IST of the first day. */
  start: Date;
  /** Midnight IST of the next month's first day (exclusive). */
  end: Date;
}

const monthStart = (year: number, monthIndex: number) => {
  const first = new Date(Date.UTC(year, monthIndex, 1));
  return first.toISOString().slice(0, 10);
};

/**
 * The IST calendar month `offset` months from the one `now` falls in (0 this month, -1 the last).
 * Example: now 2026-03-31T18:00:00Z is 23:30 IST on 31 March, so offset 0 gives March:
 * start 2026-02-28T18:30:00Z, end 2026-03-31T18:30:00Z; an instant 45 minutes later
 * (00:15 IST on 1 April) falls in April.
 */
export function istMonth(now: Date, offset = 0): IstMonth {
  const [year, month] = istDate(now).split('-').map(Number) as [number, number];
  const from = monthStart(year, month - 1 + offset);
  const next = monthStart(year, month + offset);
  const end = istInstant(next, 0);
  return { from, to: istDate(new Date(end.getTime() - 1)), start: istInstant(from, 0), end };
}
