import { dateFormat } from '#shared/intl.ts';
import type { Locale } from '#shared/locale.ts';
import { formatPackDay } from '#web/lib/pack-offer-text.ts';

const HINDI_DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** A pack's IST day in a language: '24 Feb 2027' in English, '24 फ़र॰ 2027' in Hindi. */
export function packDay(instant: string, locale: Locale): string {
  return locale === 'en'
    ? formatPackDay(instant)
    : dateFormat(locale, HINDI_DAY).format(new Date(instant));
}
