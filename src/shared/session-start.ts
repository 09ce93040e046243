import { addIstDays, IST_OFFSET_MINUTES, istDate } from './ist';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Month abbreviations as Indian documents print them: 'Jan' … 'Dec'. */
export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 1_440;

/**
 * When a session starts, on the IST clock face: 'Today 6:00 PM', 'Tomorrow 9:30 AM',
 * 'Thu 26 Nov, 3:00 PM'. Reads the UTC fields of the instant shifted by IST's offset, so
 * the machine's zone never leaks in.
 */
export function sessionStartLabel(startsAt: Date, now: Date): string {
  const shifted = new Date(startsAt.getTime() + IST_OFFSET_MINUTES * MINUTE_MS);
  const hour = shifted.getUTCHours();
  const minute = String(shifted.getUTCMinutes()).padStart(2, '0');
  const time = `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
  const today = istDate(now);
  const day = istDate(startsAt);
  if (day === today) return `Today ${time}`;
  if (day === addIstDays(today, 1)) return `Tomorrow ${time}`;
  const weekday = WEEKDAYS[shifted.getUTCDay()];
  const month = MONTHS[shifted.getUTCMonth()];
  return `${weekday} ${shifted.getUTCDate()} ${month}, ${time}`;
}

/**
 * How long until the start, rounded up to the minute: 'in 5 min', 'in 2 h 10 min', 'in 3 h',
 * then whole days once a day or more away ('in 1 day', 'in 4 days'); 'now' once started.
 * Example: 2508 minutes away → 'in 1 day' (1 day 17 h 48 min, whole days only).
 */
export function timeUntilStart(startsAt: Date, now: Date): string {
  const minutes = Math.ceil((startsAt.getTime() - now.getTime()) / MINUTE_MS);
  if (minutes <= 0) return 'now';
  if (minutes < 60) return `in ${minutes} min`;
  if (minutes < DAY_MINUTES) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0 ? `in ${hours} h` : `in ${hours} h ${rest} min`;
  }
  const days = Math.floor(minutes / DAY_MINUTES);
  return `in ${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * A session's start and countdown in one line, in IST whatever the browser's zone.
 * Example: start 2026-11-25 18:00 IST, now 15:50 IST → 'Today 6:00 PM · in 2 h 10 min';
 * start 2026-11-26 15:00 IST, now 2026-11-25 10:00 IST → 'Tomorrow 3:00 PM · in 1 day'.
 */
export function formatSessionStart(startsAt: Date, now: Date): string {
  return `${sessionStartLabel(startsAt, now)} · ${timeUntilStart(startsAt, now)}`;
}
