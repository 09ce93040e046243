import type { ServiceKey } from '#shared/catalog.ts';
import type { FieldErrors } from '#shared/field-errors.ts';
import { fieldErrorsOf } from '#shared/field-errors.ts';
import { paiseToRupees, rupeesToPaise } from '#shared/money.ts';
import {
  PACK_LIMITS,
  PACK_MESSAGES,
  type PackOffer,
  packOfferSchema,
} from '#web/lib/pack-contract.ts';

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
 * discount, rounded to the rupee. Example: 10 sessions at ₹1,200 with 25% off → 900000 (₹9,000);
 * 3 at ₹999 with 10% off → ₹2,697.30 → 269700. NaN while the numbers are incomplete.
 */
export function packPricePaise(draft: PackDraft, sessionPricePaise: number | null): number {
  if (draft.priceMode === 'price') return rupeesToPaise(numberOf(draft.price));
  const sessions = numberOf(draft.sessions);
  const discount = numberOf(draft.discount);
  if (sessionPricePaise === null || !(discount >= 0 && discount < 100)) return Number.NaN;
  return Math.round((sessions * sessionPricePaise * (100 - discount)) / 100 / 100) * 100;
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

/** The packs' problems under the server's names: 'personal.packs.0.pricePaise'. */
export function packsProblems(
  key: ServiceKey,
  packs: readonly PackDraft[],
  sessionPricePaise: number | null,
): FieldErrors {
  const errors: FieldErrors = {};
  if (packs.length > PACK_LIMITS.maxPerService) errors[`${key}.packs`] = PACK_MESSAGES.tooMany;
  const seen = new Set<number>();
  packs.forEach((draft, index) => {
    const offer = packOfferOf(draft, sessionPricePaise);
    const result = packOfferSchema.safeParse(offer);
    if (!result.success) {
      for (const [field, message] of Object.entries(fieldErrorsOf(result.error))) {
        errors[`${key}.packs.${index}.${field}`] = message;
      }
    }
    if (seen.has(offer.sessions))
      errors[packField(key, index, 'sessions')] = PACK_MESSAGES.duplicate;
    seen.add(offer.sessions);
  });
  return errors;
}
