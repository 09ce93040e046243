import type { ServiceKey } from '#shared/catalog.ts';
import type { FieldErrors } from '#shared/field-errors.ts';
import { type PackOfferInput, packPriceForDiscount } from '#shared/packs.ts';

/**
 * A pack as the editor holds it (docs/product/packs-screens.md#offers): the trainer types either the
 * pack's price in rupees or a discount off the session price; the other is computed.
 */
export interface PackDraft {
  sessions: string;
  priceMode: 'price' | 'discount';
  price: string;
  discount: string;
  validityDays: string;
}

export const NEW_PACK: PackDraft = {
  sessions: '10',
  priceMode: 'discount',
  price: '',
  discount: '10',
  validityDays: '90',
};

/** Every pack the server sent shows as a price: the discount is shown beside it. */
export function packDraftOf(offer: PackOfferInput): PackDraft {
  return {
    sessions: String(offer.sessions),
    priceMode: 'price',
    price: String(offer.price),
    discount: '',
    validityDays: String(offer.validityDays),
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The pack's price in rupees: the typed price, or the sessions at the session price less the
 * discount, to whole rupees that split evenly into the sessions (the shared rule). Example:
 * 10 sessions at ₹1,200 with 25% off → ₹9,000; 3 at ₹1,000 with 5% off → ₹2,850. NaN while the
 * numbers are incomplete.
 */
export function packPrice(draft: PackDraft, sessionPrice: number | null): number {
  if (draft.priceMode === 'price') return numberOf(draft.price);
  const sessions = numberOf(draft.sessions);
  const discount = numberOf(draft.discount);
  if (sessionPrice === null || !Number.isInteger(sessions) || sessions < 1) return Number.NaN;
  if (!(discount >= 1 && discount <= 99)) return Number.NaN;
  return packPriceForDiscount(sessions, Math.round(sessionPrice * 100), discount) / 100;
}

/** The request's `packs` entry, prices in rupees as the services' own; the server stores paise. */
export function packOfferOf(draft: PackDraft, sessionPrice: number | null): PackOfferInput {
  return {
    sessions: numberOf(draft.sessions),
    price: packPrice(draft, sessionPrice),
    validityDays: numberOf(draft.validityDays),
  };
}

/** The error map's key for one pack's field, as the server names it. */
export const packField = (key: ServiceKey, index: number, field: keyof PackOfferInput) =>
  `${key}.packs.${index}.${field}`;

/**
 * What only the editor can say (the shared rules check the rest): a price to type, or a
 * discount of 1 to 99 percent.
 */
export function packDraftProblems(
  key: ServiceKey,
  packs: readonly PackDraft[],
  sessionPrice: number | null,
  messages: { packPriceRequired: string; discountRange: string },
): FieldErrors {
  const errors: FieldErrors = {};
  packs.forEach((draft, index) => {
    if (!Number.isNaN(packPrice(draft, sessionPrice))) return;
    errors[packField(key, index, 'price')] =
      draft.priceMode === 'discount' && draft.discount.trim() !== ''
        ? messages.discountRange
        : messages.packPriceRequired;
  });
  return errors;
}
