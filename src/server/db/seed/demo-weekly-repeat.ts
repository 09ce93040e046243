import type { Weekday } from '#shared/catalog.ts';
import { addIstDays, istWeekday } from '#shared/ist.ts';
import { weeklyDates } from '#shared/weekly-repeat.ts';

/** The demo client's weekly repeat: four sessions, so My Sessions shows "Weekly · 1 of 4". */
export const DEMO_REPEAT_WEEKS = 4;

/**
 * The slots of the demo client's weekly repeat with the demo trainer: the first working day from
 * two days ahead whose hour is free four weeks running, the earliest such hour. Draws nothing at
 * random, so the rest of the demo stays as it was.
 * Example: today Thu 26 Nov 2026, Mon–Sat at 6–9 AM and 5–7 PM, nothing booked →
 * Sat 28 Nov, 5 Dec, 12 Dec, 19 Dec at 6:00 AM.
 */
export function demoWeeklyRepeatSlots(
  today: string,
  workingDays: readonly Weekday[],
  hours: readonly number[],
  isFree: (date: string, hour: number) => boolean,
): { date: string; hour: number }[] {
  for (let day = 2; day < 9; day += 1) {
    const first = addIstDays(today, day);
    if (!workingDays.includes(istWeekday(first))) continue;
    const dates = weeklyDates(first, DEMO_REPEAT_WEEKS);
    const hour = hours.find((candidate) => dates.every((date) => isFree(date, candidate)));
    if (hour !== undefined) return dates.map((date) => ({ date, hour }));
  }
  throw new Error('demo: no weekday free four weeks running for the weekly repeat');
}
