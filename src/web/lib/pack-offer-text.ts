import type { PublicPack } from '#shared/discovery-types.ts';
import { formatRupees } from '#shared/money.ts';

/**
 * A pack offer in one line, as the profile and the editor show it
 * (docs/product/packs-screens.md#offers). Example: 10 sessions for ₹9,000 at ₹1,200 a session →
 * "10 sessions · ₹9,000 · save 25% · valid 90 days".
 */
export function packOfferLine(offer: PublicPack): string {
  return [
    `${offer.sessions} sessions`,
    formatRupees(offer.pricePaise),
    ...(offer.discountPercent > 0 ? [`save ${offer.discountPercent}%`] : []),
    `valid ${offer.validityDays} days`,
  ].join(' · ');
}

const IST_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The IST day of an instant: '2027-02-24T18:29:59.999Z' (the end of that IST day) → '24 Feb 2027'. */
export function formatPackDay(instant: string): string {
  return IST_DAY.format(new Date(instant));
}
