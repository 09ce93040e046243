import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '#server/db/executor.ts';
import { isExclusionViolation } from '#server/db/pg-errors.ts';
import { booking, sessionPack, trainer, user } from '#server/db/schema.ts';
import { lockTrainerBookings } from '#server/db/trainer-lock.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import { mailEffect } from '#server/outbox/side-effect.ts';
import { addIstDays, istDate, istInstant } from '#shared/ist.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { type PackMailFacts, packPaidEmails } from './pack-mails';
import {
  lockPack,
  type PackRow,
  postPackCapture,
  refundPackCredits,
} from './pack-postings.repository';

/** The last instant of the IST day `days` after `date` (a pack is usable through that day). */
export function endOfIstDay(date: string, days: number): Date {
  return new Date(istInstant(addIstDays(date, days + 1), 0).getTime() - 1000);
}

const trainerUser = alias(user, 'pack_trainer_user');

/** What the pack's mails name. */
export async function packMailFacts(tx: Executor, packId: string): Promise<PackMailFacts | null> {
  const [row] = await tx
    .select({
      pack: sessionPack,
      trainerName: trainer.name,
      trainerEmail: trainerUser.email,
      clientName: user.name,
      clientEmail: user.email,
    })
    .from(sessionPack)
    .innerJoin(trainer, eq(trainer.id, sessionPack.trainerId))
    .innerJoin(trainerUser, eq(trainerUser.id, trainer.userId))
    .innerJoin(user, eq(user.id, sessionPack.clientId))
    .where(eq(sessionPack.id, packId));
  if (!row) return null;
  return {
    ...row.pack,
    trainerName: row.trainerName,
    trainerEmail: row.trainerEmail,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
  };
}

export const SERIES_SLOT_LOST_REASON =
  'A session of the weekly repeat lost its slot before payment';

/**
 * A series' held sessions confirmed, each taking a credit; one whose slot was taken meanwhile (or
 * that was cancelled) has its share refunded at once (scope `booking:<id>`).
 */
async function confirmSeriesBookings(tx: Transaction, pack: PackRow, now: Date) {
  const held = await tx
    .select({ id: booking.id })
    .from(booking)
    .where(and(eq(booking.packId, pack.id), inArray(booking.status, ['pending', 'expired'])))
    .orderBy(asc(booking.startsAt));
  await lockTrainerBookings(tx, pack.trainerId);
  let confirmed = 0;
  for (const { id } of held) {
    let ok = false;
    try {
      ok = await tx.transaction(async (savepoint) => {
        const rows = await savepoint
          .update(booking)
          .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: now })
          .where(and(eq(booking.id, id), inArray(booking.status, ['pending', 'expired'])))
          .returning({ id: booking.id });
        if (rows.length === 0) return false;
        const [taken] = await savepoint
          .update(sessionPack)
          .set({ creditsLeft: sql`${sessionPack.creditsLeft} - 1`, updatedAt: now })
          .where(and(eq(sessionPack.id, pack.id), sql`${sessionPack.creditsLeft} > 0`))
          .returning({ id: sessionPack.id });
        if (!taken) throw new Error(`series pack ${pack.id} has fewer credits than sessions`);
        return true;
      });
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
    }
    if (ok) {
      confirmed += 1;
      await enqueueSideEffects(tx, [{ kind: 'booking-confirmed', bookingId: id }], now);
      continue;
    }
    const current = await lockPack(tx, pack.id);
    if (current) {
      await refundPackCredits(tx, current, {
        units: 1,
        fromCredits: true,
        scope: `booking:${id}`,
        reason: SERIES_SLOT_LOST_REASON,
        bookingId: id,
        now,
      });
    }
  }
  return confirmed;
}

/**
 * A pack's payment captured (in markPaid's transaction, after the payment row turned paid): the
 * pack becomes active from now to the end of the IST day `validity_days` later (a series: to the
 * day after its last session), its money goes to client_prepaid, both parties are mailed; a
 * series' held sessions are confirmed. A pack paid after it lapsed is activated all the same:
 * the client has paid, and a pack holds no slot.
 */
export async function confirmPackPayment(
  tx: Transaction,
  tax: TaxSettings,
  paid: { id: string; packId: string; amountPaise: number },
  now: Date,
  publicUrl: string,
) {
  const pack = await lockPack(tx, paid.packId);
  if (!pack) return;
  let expiresAt = endOfIstDay(istDate(now), pack.validityDays);
  if (pack.kind === 'series') {
    const [last] = await tx
      .select({ date: sql<string | null>`max(${booking.sessionDate})` })
      .from(booking)
      .where(eq(booking.packId, pack.id));
    if (last?.date) expiresAt = endOfIstDay(last.date, 1);
  }
  const [active] = await tx
    .update(sessionPack)
    .set({ status: 'active', paidAt: now, expiresAt, holdExpiresAt: null, updatedAt: now })
    .where(and(eq(sessionPack.id, pack.id), inArray(sessionPack.status, ['pending', 'lapsed'])))
    .returning();
  if (!active) return;
  await postPackCapture(tx, tax, active, paid, now);
  if (active.kind === 'series') await confirmSeriesBookings(tx, active, now);
  const facts = await packMailFacts(tx, active.id);
  if (facts) await enqueueSideEffects(tx, packPaidEmails(facts, publicUrl).map(mailEffect), now);
}
