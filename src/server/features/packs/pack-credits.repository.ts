import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '#server/db/executor.ts';
import { isExclusionViolation } from '#server/db/pg-errors.ts';
import { booking, sessionPack, trainer } from '#server/db/schema.ts';
import { insertIfSlotFree } from '#server/db/slot-insert.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import { DEFAULT_FEE_RATES, type FeeRates, paymentBreakdown } from '#shared/fees.ts';
import { PACK_HOLD_MINUTES } from '#shared/packs.ts';
import type { NewHold } from '../bookings/bookings.repository';
import { lockPack, refundPackCredits } from './pack-postings.repository';

/**
 * Pack credits (docs/product/packs.md#credits): one credit per session booked from a pack, taken
 * in the booking's transaction. The database keeps `credits_left` between 0 and `sessions`; the
 * conditional UPDATE decides which of two bookings racing for the last credit gets it.
 */

type Service = 'personal' | 'group' | 'online';

/** The SQL condition of a credit the client may spend now on this trainer's service. */
const usable = (args: {
  packId: string;
  clientId: string;
  trainerId: string;
  service: Service;
  now: Date;
}) =>
  and(
    eq(sessionPack.id, args.packId),
    eq(sessionPack.clientId, args.clientId),
    eq(sessionPack.trainerId, args.trainerId),
    eq(sessionPack.service, args.service),
    eq(sessionPack.status, 'active'),
    gt(sessionPack.expiresAt, args.now),
    gt(sessionPack.creditsLeft, 0),
  );

/** Takes one credit of the client's active, unexpired pack for this trainer and service. */
export async function takeCredit(
  tx: Executor,
  args: { packId: string; clientId: string; trainerId: string; service: Service; now: Date },
): Promise<boolean> {
  const taken = await tx
    .update(sessionPack)
    .set({ creditsLeft: sql`${sessionPack.creditsLeft} - 1`, updatedAt: args.now })
    .where(usable(args))
    .returning({ id: sessionPack.id });
  return taken.length === 1;
}

/**
 * A booking confirmed at once with one credit of the pack: the slot under the same guarantee as a
 * hold (the trainer's lock, the exclusion constraint), and the credit taken in the same
 * statement, so neither happens without the other. The booking costs the pack's per-session
 * price, nothing more. Runs in a savepoint: a refusal leaves the caller's transaction usable.
 */
export async function insertCreditBooking(
  tx: Transaction,
  values: NewHold & { packId: string; seriesId?: string | null },
  now: Date,
): Promise<'booked' | 'slot-taken' | 'no-credit'> {
  return (await bookWithCredit(tx, values, now)).kind;
}

export type CreditBookingOutcome =
  | { kind: 'booked'; id: string }
  | { kind: 'slot-taken' }
  | { kind: 'no-credit' };

/** insertCreditBooking, naming the booking it made. */
export async function bookWithCredit(
  tx: Transaction,
  values: NewHold & { packId: string; seriesId?: string | null },
  now: Date,
): Promise<CreditBookingOutcome> {
  const [pack] = await tx
    .select({ sessionPricePaise: sessionPack.sessionPricePaise })
    .from(sessionPack)
    .where(
      usable({
        packId: values.packId,
        clientId: values.clientId,
        trainerId: values.trainerId,
        service: values.service,
        now,
      }),
    );
  if (!pack) return { kind: 'no-credit' };
  const row = {
    ...values,
    status: 'confirmed' as const,
    holdExpiresAt: null,
    pricePaise: pack.sessionPricePaise,
    platformFeePaise: 0,
    gstPaise: 0,
    totalPaise: pack.sessionPricePaise,
  };
  try {
    const id = await tx.transaction(async (savepoint) =>
      insertIfSlotFree(
        savepoint,
        row,
        now,
        (slotFree) =>
          sql`update ${sessionPack} set credits_left = credits_left - 1, updated_at = ${now.toISOString()}::timestamptz
            where ${usable({
              packId: values.packId,
              clientId: values.clientId,
              trainerId: values.trainerId,
              service: values.service,
              now,
            })} and ${slotFree}
            returning 1`,
      ),
    );
    if (id) {
      await enqueueSideEffects(tx, [{ kind: 'booking-confirmed', bookingId: id }], now);
      return { kind: 'booked', id };
    }
  } catch (error) {
    if (isExclusionViolation(error)) return { kind: 'slot-taken' };
    throw error;
  }
  // Nothing inserted: the slot was held, or the credit went to another booking meanwhile.
  const [still] = await tx
    .select({ id: sessionPack.id })
    .from(sessionPack)
    .where(
      usable({
        packId: values.packId,
        clientId: values.clientId,
        trainerId: values.trainerId,
        service: values.service,
        now,
      }),
    );
  return { kind: still ? 'slot-taken' : 'no-credit' };
}

export interface ReturnedCredit {
  /** The pack's credits after the return; null when the credit was refunded instead. */
  creditsLeft: number | null;
  refundedPaise: number;
}

/**
 * A credit booking cancelled freely (the client ≥ 24 h before, or the trainer): the credit goes
 * back to an active, unexpired pack. A series pack's credit, or one of a pack that has ended, is
 * refunded at once instead (scope `booking:<id>`). Call it in the cancellation's transaction,
 * after the booking is cancelled.
 */
export async function returnCredit(
  tx: Transaction,
  args: { bookingId: string; now: Date; reason?: string },
): Promise<ReturnedCredit> {
  const [row] = await tx
    .select({ packId: booking.packId })
    .from(booking)
    .where(eq(booking.id, args.bookingId));
  if (!row?.packId) return { creditsLeft: null, refundedPaise: 0 };
  const pack = await lockPack(tx, row.packId);
  if (!pack) return { creditsLeft: null, refundedPaise: 0 };
  const reusable =
    pack.kind === 'pack' &&
    pack.status === 'active' &&
    pack.expiresAt !== null &&
    pack.expiresAt > args.now;
  if (reusable) {
    const [back] = await tx
      .update(sessionPack)
      .set({ creditsLeft: sql`${sessionPack.creditsLeft} + 1`, updatedAt: args.now })
      .where(eq(sessionPack.id, pack.id))
      .returning({ creditsLeft: sessionPack.creditsLeft });
    return { creditsLeft: back?.creditsLeft ?? null, refundedPaise: 0 };
  }
  const refundedPaise = await refundPackCredits(tx, pack, {
    units: 1,
    fromCredits: false,
    scope: `booking:${args.bookingId}`,
    reason: args.reason ?? 'Session of a pre-paid series cancelled in time',
    bookingId: args.bookingId,
    now: args.now,
  });
  return { creditsLeft: null, refundedPaise };
}

/**
 * The pack of a weekly repeat paid in one payment (kind 'series'): the service's current price
 * per session, no discount, pending for PACK_HOLD_MINUTES. Its bookings are inserted pending
 * with this `pack_id`; when it is paid they become confirmed, each taking a credit, and it is
 * valid to the day after the last of them. `fees`: the deployment's fee rates (pass them; the
 * default is the built-in 0 %).
 */
export async function createSeriesPack(
  tx: Executor,
  args: {
    clientId: string;
    trainerId: string;
    service: Service;
    sessions: number;
    now: Date;
    fees?: FeeRates;
  },
): Promise<{ packId: string }> {
  const [found] = await tx
    .select({ services: trainer.services })
    .from(trainer)
    .where(eq(trainer.id, args.trainerId));
  const offer = found?.services[args.service];
  if (!offer?.enabled) throw new Error(`trainer ${args.trainerId} does not offer ${args.service}`);
  const each = paymentBreakdown(offer.pricePaise, args.fees ?? DEFAULT_FEE_RATES);
  const id = randomUUID();
  await tx.insert(sessionPack).values({
    id,
    clientId: args.clientId,
    trainerId: args.trainerId,
    service: args.service,
    kind: 'series',
    sessions: args.sessions,
    creditsLeft: args.sessions,
    pricePaise: each.sessionFeePaise * args.sessions,
    sessionPricePaise: each.sessionFeePaise,
    platformFeePaise: each.platformFeePaise * args.sessions,
    gstPaise: each.gstPaise * args.sessions,
    totalPaise: each.totalPaise * args.sessions,
    // A weekly repeat spans at most 8 weeks; the exact end is set when it is paid.
    validityDays: args.sessions * 7 + 1,
    status: 'pending',
    holdExpiresAt: new Date(args.now.getTime() + PACK_HOLD_MINUTES * 60_000),
    createdAt: args.now,
    updatedAt: args.now,
  });
  return { packId: id };
}
