import type { ServiceKey } from '#shared/catalog.ts';
import type { FieldErrors } from '#shared/field-errors.ts';
import { fieldErrorsOf } from '#shared/field-errors.ts';
import { paiseToRupees, rupeesToPaise } from '#shared/money.ts';
import { PACK_MESSAGES } from '#shared/pack-messages.ts';
import { PACK_SCREEN_MESSAGES } from '#shared/pack-screen-messages.ts';
import {
  MAX_PACKS_PER_SERVICE,
  type PackOffer,
  packOfferSchema,
  packPriceForDiscount,
} from '#shared/packs.ts';

/**
 * A pack as the editor holds it (docs/product/packs.md#offers): the trainer types either the
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
export function packDraftOf(offer: PackOffer): PackDraft {
  return {
    sessions: String(offer.sessions),
    priceMode: 'price',
    price: String(paiseToRupees(offer.pricePaise)),
    discount: '',
    validityDays: String(offer.validityDays),
  };
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The pack's price in paise: the typed price, or the sessions at the session price less the
 * discount, to whole rupees that split evenly into the sessions (the shared rule). Example:
 * 10 sessions at ₹1,200 with 25% off → 900000 (₹9,000); 3 at ₹1,000 with 5% off → ₹2,850.
 * NaN while the numbers are incomplete.
 */
export function packPricePaise(draft: PackDraft, sessionPricePaise: number | null): number {
  if (draft.priceMode === 'price') return rupeesToPaise(numberOf(draft.price));
  const sessions = numberOf(draft.sessions);
  const discount = numberOf(draft.discount);
  if (sessionPricePaise === null || !Number.isInteger(sessions) || sessions < 1) return Number.NaN;
  if (!(discount >= 1 && discount <= 99)) return Number.NaN;
  return packPriceForDiscount(sessions, sessionPricePaise, discount);
}

/** The request's `packs` entry; the shared schema says what is wrong with it. */
export function packOfferOf(draft: PackDraft, sessionPricePaise: number | null): PackOffer {
  return {
    sessions: numberOf(draft.sessions),
    pricePaise: packPricePaise(draft, sessionPricePaise),
    validityDays: numberOf(draft.validityDays),
  };
}

/** The error map's key for one pack's field, as the server names it. */
export const packField = (key: ServiceKey, index: number, field: keyof PackOffer) =>
  `${key}.packs.${index}.${field}`;

/**
 * The packs' problems under the server's names ('personal.packs.0.pricePaise'): the shared
 * schema's, one pack per number of sessions, at most three, and each below its sessions bought
 * one by one.
 */
export function packsProblems(
  key: ServiceKey,
  packs: readonly PackDraft[],
  sessionPricePaise: number | null,
): FieldErrors {
  const errors: FieldErrors = {};
  if (packs.length > MAX_PACKS_PER_SERVICE) errors[`${key}.packs`] = PACK_MESSAGES.tooManyPacks;
  const seen = new Set<number>();
  packs.forEach((draft, index) => {
    const offer = packOfferOf(draft, sessionPricePaise);
    const field = (name: keyof PackOffer) => packField(key, index, name);
    const result = packOfferSchema.safeParse(offer);
    if (!result.success) {
      for (const [name, message] of Object.entries(fieldErrorsOf(result.error))) {
        errors[`${key}.packs.${index}.${name}`] = message;
      }
    }
    if (Number.isNaN(offer.pricePaise)) {
      errors[field('pricePaise')] =
        draft.priceMode === 'discount' && draft.discount.trim() !== ''
          ? PACK_SCREEN_MESSAGES.discountRange
          : PACK_SCREEN_MESSAGES.packPriceRequired;
    } else if (
      sessionPricePaise !== null &&
      !errors[field('pricePaise')] &&
      offer.pricePaise >= offer.sessions * sessionPricePaise
    ) {
      errors[field('pricePaise')] = PACK_MESSAGES.packPriceNotBelow;
    }
    if (seen.has(offer.sessions)) errors[field('sessions')] = PACK_MESSAGES.duplicatePack;
    seen.add(offer.sessions);
  });
  return errors;
}
