import { dateFormat } from '#shared/intl.ts';
import type { Locale } from '#shared/locale.ts';

const IST_DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/**
 * The IST calendar day of an instant, with the year, whatever the browser's zone.
 * Example: '2026-03-01T18:30:00.000Z' (midnight IST) → '2 Mar 2026' ('2 मार्च 2026' in Hindi).
 */
export function formatIstDay(instant: string, locale: Locale = 'en'): string {
  return dateFormat(locale, IST_DAY).format(new Date(instant));
}
