import { formatHourMinute, IST_OFFSET_MINUTES } from '#shared/ist.ts';
import type { Locale } from '#shared/locale.ts';

/**
 * The IST clock time of an instant in a language, minutes included.
 * Example: 2026-03-02T12:12:00Z is 17:42 IST → '5:42 PM' in English, 'शाम 5:42' in Hindi.
 */
export function formatIstClock(instant: Date, locale: Locale): string {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000);
  return formatHourMinute(shifted.getUTCHours(), shifted.getUTCMinutes(), locale);
}
