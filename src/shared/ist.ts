import type { Weekday } from './catalog';
import { dateFormat } from './intl';
import type { Locale } from './locale';
import { present } from './present';

/**
 * India Standard Time is UTC+05:30 all year (no daylight saving), so every IST calendar
 * question is answered by shifting the instant by 330 minutes and reading the UTC fields.
 * Nothing here reads the machine's time zone or the clock.
 */
export const IST_OFFSET_MINUTES = 330;

const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const SLOT_LABEL_PATTERN = /^(1[0-2]|[1-9]):00 (AM|PM)$/;

/** 'YYYY-MM-DD' of a UTC-midnight epoch value. */
function formatDate(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** Epoch milliseconds of UTC midnight for an IST date string; throws on an invalid date. */
function dateToUtcMidnight(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  // setUTCFullYear, not Date.UTC, which reads years 0-99 as 1900-1999.
  const epochMs = new Date(0).setUTCFullYear(
    Number(match[1]),
    Number(match[2]) - 1,
    Number(match[3]),
  );
  // Date.UTC rolls 2026-02-30 over to March; a round trip catches it.
  if (formatDate(epochMs) !== date) throw new RangeError(`No such date: ${date}`);
  return epochMs;
}

/**
 * The IST calendar date of an instant.
 * Example: 2026-03-01T18:29:59Z is 23:59:59 IST → '2026-03-01';
 * 2026-03-01T18:30:00Z is midnight IST → '2026-03-02'.
 */
export function istDate(instant: Date): string {
  return formatDate(instant.getTime() + OFFSET_MS);
}

/**
 * The IST hour (0-23) of an instant.
 * Example: 2026-03-02T00:30:00Z is 06:00 IST → 6.
 */
export function istHour(instant: Date): number {
  return new Date(instant.getTime() + OFFSET_MS).getUTCHours();
}

/**
 * The instant at which an IST date reaches the given hour (and minute).
 * Example: istInstant('2026-03-02', 6) → 2026-03-02T00:30:00.000Z (6:00 AM IST);
 * istInstant('2026-03-02', 0) → 2026-03-01T18:30:00.000Z (midnight IST is the previous UTC day).
 */
export function istInstant(date: string, hour: number, minute = 0): Date {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`Hour out of range: ${hour}`);
  }
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`Minute out of range: ${minute}`);
  }
  return new Date(dateToUtcMidnight(date) + hour * 3_600_000 + minute * 60_000 - OFFSET_MS);
}

/**
 * An IST date moved by whole calendar days (negative goes back).
 * Example: addIstDays('2026-02-27', 2) → '2026-03-01'; addIstDays('2026-01-01', -1) → '2025-12-31'.
 */
export function addIstDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be whole: ${days}`);
  return formatDate(dateToUtcMidnight(date) + days * DAY_MS);
}

const WEEKDAY_BY_UTC_DAY: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];
const weekdayOfUtcDay = (day: number) =>
  present(WEEKDAY_BY_UTC_DAY[day], `the weekday of UTC day ${day}`);

/**
 * The weekday of an IST calendar date, lowercase English.
 * Example: istWeekday('2026-03-02') → 'monday'.
 */
export function istWeekday(date: string): Weekday {
  return weekdayOfUtcDay(new Date(dateToUtcMidnight(date)).getUTCDay());
}

/**
 * The weekday of an instant's IST date.
 * Example: 2026-03-01T18:30:00Z (midnight IST, 2 March) → 'monday'.
 */
export function istWeekdayAt(instant: Date): Weekday {
  return weekdayOfUtcDay(new Date(instant.getTime() + OFFSET_MS).getUTCDay());
}

/** One day in milliseconds: IST has no daylight saving, so every IST day is this long. */
export const IST_DAY_MS = DAY_MS;

/**
 * The label of the hourly slot starting at an IST hour, as the spec shows it.
 * Example: 6 → '6:00 AM', 12 → '12:00 PM', 21 → '9:00 PM', 0 → '12:00 AM'.
 */
export function slotLabel(hour: number): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`Hour out of range: ${hour}`);
  }
  const period = hour < 12 ? 'AM' : 'PM';
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelveHour}:00 ${period}`;
}

/**
 * The IST clock time of an instant, minutes included, as a language writes it.
 * Example: 2026-03-02T12:12:00Z is 17:42 IST → '5:42 PM', in Hindi 'शाम 5:42';
 * 2026-03-01T18:35:00Z → '12:05 AM'.
 */
export function formatIstTime(instant: Date, locale: Locale = 'en'): string {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return formatHourMinute(shifted.getUTCHours(), shifted.getUTCMinutes(), locale);
}

/**
 * The IST hour of a slot label, or undefined when the text is not an hourly slot label.
 * Example: '9:00 PM' → 21, '12:00 AM' → 0, '12:00 PM' → 12, '9:30 PM' → undefined.
 */
export function slotHour(label: string): number | undefined {
  const match = SLOT_LABEL_PATTERN.exec(label.trim());
  if (!match) return undefined;
  const twelveHour = Number(match[1]) % 12;
  return match[2] === 'PM' ? twelveHour + 12 : twelveHour;
}

const DATE_LABEL = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/**
 * '2026-03-04' → 'Wed, 4 Mar' ('बुध, 4 मार्च' in Hindi): the IST calendar date, whatever the
 * browser's zone.
 */
export function formatBookingDate(date: string, locale: Locale = 'en'): string {
  return dateFormat(locale, DATE_LABEL).format(new Date(`${date}T00:00:00Z`));
}

/**
 * A slot label ('6:00 PM', as the API keeps it) as a language writes the time: Hindi names the
 * part of the day ('शाम 6:00'). Text that is not a slot label is returned as it is.
 */
export function formatSlotLabel(label: string, locale: Locale = 'en'): string {
  const hour = slotHour(label);
  if (locale === 'en' || hour === undefined) return label;
  return formatHourMinute(hour, 0, locale);
}

/** An IST clock time in a language: (18, 30, 'hi') → 'शाम 6:30'; (18, 30, 'en') → '6:30 PM'. */
export function formatHourMinute(hour: number, minute: number, locale: Locale = 'en'): string {
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  const time = `${twelveHour}:${String(minute).padStart(2, '0')}`;
  if (locale === 'en') return `${time} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${hindiDayPart(hour)} ${time}`;
}

/** How Hindi speakers name the part of the day a time falls in. */
function hindiDayPart(hour: number): string {
  if (hour < 4) return 'रात';
  if (hour < 12) return 'सुबह';
  if (hour < 16) return 'दोपहर';
  if (hour < 20) return 'शाम';
  return 'रात';
}
