import { formatRupees } from '#shared/money.ts';
import { type PackOffer, packDiscountPercent } from './pack-contract';

/**
 * A pack offer in one line, as the profile and the editor show it
 * (docs/product/packs.md#offers). Example: 10 sessions for ₹9,000 at ₹1,200 a session →
 * "10 sessions · ₹9,000 · save 25% · valid 90 days".
 */
export function packOfferLine(offer: PackOffer, sessionPricePaise: number): string {
  const discount = packDiscountPercent(offer, sessionPricePaise);
  return [
    `${offer.sessions} sessions`,
    formatRupees(offer.pricePaise),
    ...(discount > 0 ? [`save ${discount}%`] : []),
    `valid ${offer.validityDays} days`,
  ].join(' · ');
}
