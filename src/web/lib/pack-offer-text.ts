import { textOf } from '#shared/catalogue.ts';
import type { PublicPack } from '#shared/discovery-types.ts';
import { dateFormat } from '#shared/intl.ts';
import type { Locale } from '#shared/locale.ts';
import { formatRupees } from '#shared/money.ts';
import { packOfferText } from './pack-offer.text';

/**
 * A pack offer in one line, as the profile and the editor show it
 * (docs/product/packs-screens.md#offers). Example: 10 sessions for ₹9,000 at ₹1,200 a session →
 * "10 sessions · ₹9,000 · save 25% · valid 90 days" ("10 सेशन · ₹9,000 · 25% की बचत · 90 दिन
 * के लिए" in Hindi).
 */
export function packOfferLine(offer: PublicPack, locale: Locale = 'en'): string {
  const text = textOf(packOfferText, locale);
  return [
    text.sessions(offer.sessions),
    formatRupees(offer.pricePaise, locale),
    ...(offer.discountPercent > 0 ? [text.save(offer.discountPercent)] : []),
    text.valid(offer.validityDays),
  ].join(' · ');
}

const DAY_MONTH_YEAR = { day: 'numeric', month: 'short', year: 'numeric' } as const;
// Made on first use, not when the module loads: a trainer's page loads this module for its pack
// offers, and building a formatter with a time zone cost it a 28 ms task as its code started.
let istDay: Intl.DateTimeFormat | undefined;

/**
 * The IST day of an instant: '2027-02-24T18:29:59.999Z' (the end of that IST day) → '24 Feb 2027'
 * ('24 फ़र॰ 2027' in Hindi).
 */
export function formatPackDay(instant: string, locale: Locale = 'en'): string {
  if (locale !== 'en') return dateFormat(locale, DAY_MONTH_YEAR).format(new Date(instant));
  istDay ??= new Intl.DateTimeFormat('en-GB', { ...DAY_MONTH_YEAR, timeZone: 'Asia/Kolkata' });
  return istDay.format(new Date(instant));
}
