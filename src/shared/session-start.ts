import { catalogue, textOf } from './catalogue';
import { dateFormat } from './intl';
import { addIstDays, formatHourMinute, IST_OFFSET_MINUTES, istDate } from './ist';
import type { Locale } from './locale';

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

/** The words of a session's start and countdown; the numbers come already written. */
export const SESSION_START_TEXT = catalogue('sessionStart', {
  today: (time: string) => `Today ${time}`,
  tomorrow: (time: string) => `Tomorrow ${time}`,
  inMinutes: (minutes: number) => `in ${minutes} min`,
  inHours: (hours: number) => `in ${hours} h`,
  inHoursAndMinutes: (hours: number, minutes: number) => `in ${hours} h ${minutes} min`,
  inDays: (days: number) => `in ${days} ${days === 1 ? 'day' : 'days'}`,
  now: 'now',
});

const OTHER_DAY = { weekday: 'short', day: 'numeric', month: 'short' } as const;

/**
 * When a session starts, on the IST clock face: 'Today 6:00 PM', 'Tomorrow 9:30 AM',
 * 'Thu 26 Nov, 3:00 PM'; in Hindi 'आज शाम 6:00', 'गुरु, 26 नव॰, दोपहर 3:00'. Reads the UTC
 * fields of the instant shifted by IST's offset, so the machine's zone never leaks in.
 */
export function sessionStartLabel(startsAt: Date, now: Date, locale: Locale = 'en'): string {
  const text = textOf(SESSION_START_TEXT, locale);
  const shifted = new Date(startsAt.getTime() + IST_OFFSET_MINUTES * MINUTE_MS);
  const time = formatHourMinute(shifted.getUTCHours(), shifted.getUTCMinutes(), locale);
  const today = istDate(now);
  const day = istDate(startsAt);
  if (day === today) return text.today(time);
  if (day === addIstDays(today, 1)) return text.tomorrow(time);
  if (locale !== 'en') return `${dateFormat(locale, OTHER_DAY).format(startsAt)}, ${time}`;
  const weekday = WEEKDAYS[shifted.getUTCDay()];
  const month = MONTHS[shifted.getUTCMonth()];
  return `${weekday} ${shifted.getUTCDate()} ${month}, ${time}`;
}

/**
 * How long until the start, rounded up to the minute: 'in 5 min', 'in 2 h 10 min', 'in 3 h',
 * then whole days once a day or more away ('in 1 day', 'in 4 days'); 'now' once started.
 * Example: 2508 minutes away → 'in 1 day' (1 day 17 h 48 min, whole days only).
 */
export function timeUntilStart(startsAt: Date, now: Date, locale: Locale = 'en'): string {
  const text = textOf(SESSION_START_TEXT, locale);
  const minutes = Math.ceil((startsAt.getTime() - now.getTime()) / MINUTE_MS);
  if (minutes <= 0) return text.now;
  if (minutes < 60) return text.inMinutes(minutes);
  if (minutes < DAY_MINUTES) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0 ? text.inHours(hours) : text.inHoursAndMinutes(hours, rest);
  }
  return text.inDays(Math.floor(minutes / DAY_MINUTES));
}

/**
 * A session's start and countdown in one line, in IST whatever the browser's zone.
 * Example: start 2026-11-25 18:00 IST, now 15:50 IST → 'Today 6:00 PM · in 2 h 10 min';
 * start 2026-11-26 15:00 IST, now 2026-11-25 10:00 IST → 'Tomorrow 3:00 PM · in 1 day'.
 */
export function formatSessionStart(startsAt: Date, now: Date, locale: Locale = 'en'): string {
  return `${sessionStartLabel(startsAt, now, locale)} · ${timeUntilStart(startsAt, now, locale)}`;
}
