import { z } from 'zod';
import type { ServiceKey } from '#shared/catalog.ts';

/**
 * Section D's shapes (contracts-28), held here until the `packs` branch's src/shared/packs.ts
 * is merged; then the imports move there and this file goes.
 */

export const PACK_LIMITS = {
  maxPerService: 3,
  minSessions: 2,
  maxSessions: 50,
  minValidityDays: 7,
  maxValidityDays: 365,
} as const;

export const PACK_MESSAGES = {
  sessionsRange: `A pack has ${PACK_LIMITS.minSessions} to ${PACK_LIMITS.maxSessions} sessions`,
  priceRequired: 'Enter the pack price or a discount',
  priceTooHigh: 'A pack costs less than its sessions at the session price',
  validityRange: `A pack is valid for ${PACK_LIMITS.minValidityDays} to ${PACK_LIMITS.maxValidityDays} days`,
  tooMany: `You can offer up to ${PACK_LIMITS.maxPerService} packs per service`,
  duplicate: 'Each pack needs its own number of sessions',
  buyFailed: 'We could not start the purchase. Please try again.',
  bookedWithCredit: 'Session booked with a pack credit',
  packNotFound: 'We could not find this pack',
  packPaid: 'Payment successful! Your pack is ready to use.',
  packAlreadyPaid: 'This pack is already paid',
  packLapsed: 'This pack was not paid within 15 minutes. Please buy it again.',
} as const;

export const packOfferSchema = z.object({
  sessions: z
    .number({ error: PACK_MESSAGES.sessionsRange })
    .int(PACK_MESSAGES.sessionsRange)
    .min(PACK_LIMITS.minSessions, PACK_MESSAGES.sessionsRange)
    .max(PACK_LIMITS.maxSessions, PACK_MESSAGES.sessionsRange),
  pricePaise: z
    .number({ error: PACK_MESSAGES.priceRequired })
    .int(PACK_MESSAGES.priceRequired)
    .positive(PACK_MESSAGES.priceRequired),
  validityDays: z
    .number({ error: PACK_MESSAGES.validityRange })
    .int(PACK_MESSAGES.validityRange)
    .min(PACK_LIMITS.minValidityDays, PACK_MESSAGES.validityRange)
    .max(PACK_LIMITS.maxValidityDays, PACK_MESSAGES.validityRange),
});
export type PackOffer = z.infer<typeof packOfferSchema>;

/** One credit's price: the pack's price over its sessions, rounded down to the paisa. */
export function packSessionPricePaise(offer: Pick<PackOffer, 'sessions' | 'pricePaise'>): number {
  return Math.floor(offer.pricePaise / offer.sessions);
}

/** How much less than `sessions` single sessions, in whole percent: 10 × ₹1,000 for ₹9,000 → 10. */
export function packDiscountPercent(
  offer: Pick<PackOffer, 'sessions' | 'pricePaise'>,
  sessionPricePaise: number,
): number {
  const full = offer.sessions * sessionPricePaise;
  return full > 0 ? Math.round(((full - offer.pricePaise) / full) * 100) : 0;
}

export type PackStatus = 'pending' | 'active' | 'ended' | 'lapsed';

export interface ClientPack {
  id: string;
  kind: 'pack' | 'series';
  status: PackStatus;
  trainer: { id: string; name: string; profileImage: string | null };
  service: ServiceKey;
  serviceName: string;
  sessions: number;
  creditsLeft: number;
  booked: number;
  used: number;
  sessionPricePaise: number;
  totalPaise: number;
  expiresAt: string | null;
  paidAt: string | null;
  refundedPaise: number;
  paymentPath: string | null;
  /** Days the credits last from payment; shown before the pack is paid. */
  validityDays?: number;
  bookings: { id: string; date: string; timeSlot: string; status: string }[];
}

export interface TrainerPackSales {
  packsSold: number;
  salesPaise: number;
  creditsOutstanding: number;
  outstandingPaise: number;
  recent: {
    id: string;
    clientName: string;
    serviceName: string;
    sessions: number;
    creditsLeft: number;
    totalPaise: number;
    paidAt: string;
    expiresAt: string;
  }[];
}
