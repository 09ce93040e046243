import { z } from 'zod';
import { PACK_MESSAGES } from './pack-messages';
import { PORTFOLIO_TEXT } from './portfolio-messages';
import { ruleText } from './rules-language';

/**
 * Session packs a trainer offers per service (docs/product/packs.md): a number of sessions for one
 * price, valid a number of days from payment. Money is integer paise.
 */
export const PACK_SESSIONS = { min: 2, max: 50 } as const;
export const PACK_VALIDITY_DAYS = { min: 7, max: 365 } as const;
export const MAX_PACKS_PER_SERVICE = 3;
/** A pending (unpaid) pack lapses after these minutes, as a hold does. */
export const PACK_HOLD_MINUTES = 15;
/** Days before expiry on which the client is reminded. */
export const PACK_EXPIRY_REMINDER_DAYS = [7, 1] as const;

export interface PackOffer {
  sessions: number;
  pricePaise: number;
  validityDays: number;
}

/** The messages in the language of the check under way (src/shared/rules-language.ts). */
const M = () => ruleText(PORTFOLIO_TEXT);
const sessionsInvalid = { error: () => M().packSessionsInvalid };
const priceInvalid = { error: () => M().packPriceInvalid };
const validityInvalid = { error: () => M().packValidityInvalid };

export const packOfferSchema = z
  .object({
    sessions: z
      .number(sessionsInvalid)
      .int(sessionsInvalid)
      .min(PACK_SESSIONS.min, sessionsInvalid)
      .max(PACK_SESSIONS.max, sessionsInvalid),
    pricePaise: z.number(priceInvalid).int(priceInvalid).positive(priceInvalid),
    validityDays: z
      .number(validityInvalid)
      .int(validityInvalid)
      .min(PACK_VALIDITY_DAYS.min, validityInvalid)
      .max(PACK_VALIDITY_DAYS.max, validityInvalid),
  })
  .refine((offer) => offer.pricePaise % offer.sessions === 0, {
    error: () => M().packPriceUneven,
    path: ['pricePaise'],
  });

/**
 * The price of one credit: the pack's price over its sessions, rounded down to the paisa. The
 * rounding remainder (fewer paise than sessions) goes with the pack's last credit, so the credits
 * of a pack add up to its price exactly. Example: 10 sessions for ₹9,999.99 → ₹999.99 each, the
 * last ₹1,000.08.
 */
export function packSessionPricePaise(offer: Pick<PackOffer, 'sessions' | 'pricePaise'>): number {
  return Math.floor(offer.pricePaise / offer.sessions);
}

/**
 * What `units` credits are worth when `consumedBefore` of the pack's credits were delivered or
 * refunded before them: the per-session price each, and the remainder to whichever takes the
 * pack's last credit. Example: ₹100.00 for 3 (₹33.33 each): 2 credits first → 6666; the last →
 * 3334.
 */
export function creditsValuePaise(
  pack: Pick<PackOffer, 'sessions' | 'pricePaise'>,
  consumedBefore: number,
  units: number,
): number {
  const each = packSessionPricePaise(pack);
  const remainder = pack.pricePaise - each * pack.sessions;
  const closes = consumedBefore + units >= pack.sessions;
  return each * units + (closes && units > 0 ? remainder : 0);
}

/**
 * The saving against buying the sessions one by one, in whole percent rounded down (never
 * promises more than it gives): 10 × ₹1,500 for ₹13,500 → 10.
 */
export function packDiscountPercent(
  offer: Pick<PackOffer, 'sessions' | 'pricePaise'>,
  sessionPricePaise: number,
): number {
  const full = sessionPricePaise * offer.sessions;
  if (full <= 0 || offer.pricePaise >= full) return 0;
  return Math.floor(((full - offer.pricePaise) * 100) / full);
}

/**
 * The pack's price for a discount of `percent` on `sessions` sessions: whole rupees that split
 * evenly into the sessions, the nearest at or below the discounted price (10 × ₹1,500 at 10 % →
 * ₹13,500; 3 × ₹1,000 at 5 % → ₹2,850).
 */
export function packPriceForDiscount(
  sessions: number,
  sessionPricePaise: number,
  percent: number,
): number {
  const full = sessionPricePaise * sessions;
  let rupees = Math.floor((full * (100 - percent)) / 100 / 100);
  while (rupees > 0 && (rupees * 100) % sessions !== 0) rupees -= 1;
  return rupees * 100;
}

/** A pack as the Services forms hold it: the price in rupees (paise only in the database). */
export const packOfferInputSchema = z.object({
  sessions: z.number(sessionsInvalid),
  price: z.number(priceInvalid),
  validityDays: z.number(validityInvalid),
});
export type PackOfferInput = z.infer<typeof packOfferInputSchema>;

/**
 * Why the packs of a service cannot be saved, as [index or null for the list, field, message]:
 * at most 3, sessions 2–50 and different, validity 7–365 days, a price in whole rupees that
 * splits evenly into the sessions and is at most the sessions at `sessionPrice` (rupees).
 */
export function packOfferProblems(
  packs: readonly PackOfferInput[],
  sessionPrice: number | null,
): { index: number | null; field: keyof PackOfferInput | null; message: string }[] {
  const problems: { index: number | null; field: keyof PackOfferInput | null; message: string }[] =
    [];
  if (packs.length > MAX_PACKS_PER_SERVICE) {
    problems.push({ index: null, field: null, message: M().tooManyPacks });
  }
  const seen = new Set<number>();
  packs.forEach((pack, index) => {
    const paise = Math.round(pack.price * 100);
    const parsed = packOfferSchema.safeParse({
      sessions: pack.sessions,
      pricePaise: Number.isInteger(pack.price) ? paise : Number.NaN,
      validityDays: pack.validityDays,
    });
    for (const issue of parsed.error?.issues ?? []) {
      const field =
        issue.path[0] === 'pricePaise' ? 'price' : (issue.path[0] as keyof PackOfferInput);
      problems.push({ index, field, message: issue.message });
    }
    if (sessionPrice !== null && parsed.success && pack.price > sessionPrice * pack.sessions) {
      problems.push({ index, field: 'price', message: M().packPriceTooHigh });
    }
    if (seen.has(pack.sessions)) {
      problems.push({ index, field: 'sessions', message: M().duplicatePack });
    }
    seen.add(pack.sessions);
  });
  return problems;
}

export const PACK_KINDS = ['pack', 'series'] as const;
export const PACK_STATUSES = ['pending', 'active', 'ended', 'lapsed'] as const;

export const buyPackSchema = z.object({
  trainerId: z.string().trim().min(1, PACK_MESSAGES.packNotFound).max(100),
  service: z.enum(['personal', 'group', 'online'], { error: PACK_MESSAGES.packNotOffered }),
  sessions: z
    .number(sessionsInvalid)
    .int(sessionsInvalid)
    .min(PACK_SESSIONS.min, sessionsInvalid)
    .max(PACK_SESSIONS.max, sessionsInvalid),
});
export type BuyPackInput = z.infer<typeof buyPackSchema>;

export const clientPackSchema = z.object({
  id: z.string(),
  kind: z.enum(PACK_KINDS),
  status: z.enum(PACK_STATUSES),
  trainer: z.object({ id: z.string(), name: z.string(), profileImage: z.string().nullable() }),
  service: z.enum(['personal', 'group', 'online']),
  serviceName: z.string(),
  sessions: z.number().int(),
  creditsLeft: z.number().int(),
  booked: z.number().int(),
  used: z.number().int(),
  sessionPricePaise: z.number().int(),
  totalPaise: z.number().int(),
  validityDays: z.number().int(),
  expiresAt: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  refundedPaise: z.number().int(),
  paymentPath: z.string().nullable(),
  /** The client's name: shown to the trainer who sold the pack. */
  clientName: z.string(),
  bookings: z.array(
    z.object({ id: z.string(), date: z.string(), timeSlot: z.string(), status: z.string() }),
  ),
});
export type ClientPack = z.infer<typeof clientPackSchema>;

export const usablePacksQuerySchema = z.object({
  trainerId: z.string().trim().min(1).max(100),
  service: z.enum(['personal', 'group', 'online'], { error: PACK_MESSAGES.packNotOffered }),
});

export const trainerPackSalesSchema = z.object({
  packsSold: z.number().int(),
  salesPaise: z.number().int(),
  creditsOutstanding: z.number().int(),
  outstandingPaise: z.number().int(),
  recent: z.array(
    z.object({
      id: z.string(),
      clientName: z.string(),
      /** The key names the service in the page's language; the name is English. */
      service: z.enum(['personal', 'group', 'online']),
      serviceName: z.string(),
      sessions: z.number().int(),
      creditsLeft: z.number().int(),
      totalPaise: z.number().int(),
      paidAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
    }),
  ),
});
export type TrainerPackSales = z.infer<typeof trainerPackSalesSchema>;
