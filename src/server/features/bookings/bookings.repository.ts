import { and, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookingTrainerColumns, paymentAndReviewColumns } from '#server/db/booking-extras.ts';
import type { Database } from '#server/db/client.ts';
import { heldStarts } from '#server/db/held-starts.ts';
import { isExclusionViolation, violatedCheck } from '#server/db/pg-errors.ts';
import { booking, payment, review, sessionPack, trainer, user } from '#server/db/schema.ts';
import { insertIfSlotFree } from '#server/db/slot-insert.ts';
import { postCommission } from '#server/features/ledger/money-postings.repository.ts';
import {
  bookWithCredit,
  type ReturnedCredit,
  returnCredit,
} from '#server/features/packs/pack-credits.repository.ts';
import { postPackDelivery } from '#server/features/packs/pack-postings.repository.ts';
import { queueRefund } from '#server/features/payments/refunds.repository.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import type { SideEffect } from '#server/outbox/side-effect.ts';
import type { HoldLimit } from '#shared/booking-status.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';

export type BookingRow = typeof booking.$inferSelect;
export type NewHold = Omit<typeof booking.$inferInsert, 'id' | 'status'>;

/** What became of a hold: granted, refused for its slot, or refused by one of HOLD_LIMITS. */
export type HoldOutcome =
  | { kind: 'held'; id: string }
  | { kind: 'slot-taken' }
  | { kind: 'limit'; limit: HoldLimit };

/** The rules of migration 0020's trigger, by the name each refusal carries. */
const HOLD_LIMIT_RULES: Record<string, HoldLimit> = {
  booking_unpaid_hold_per_trainer: 'perTrainer',
  booking_unpaid_holds_per_client: 'perClient',
  booking_unpaid_slot_rehold: 'perSlot',
};

const clientUser = alias(user, 'client_user');
const trainerUser = alias(user, 'trainer_user');

/** A hold that has not been paid and whose time has passed no longer holds anything. */
const staleHold = (now: Date) =>
  and(eq(booking.status, 'pending'), lte(booking.holdExpiresAt, now));

export function createBookingsRepository(db: Database, tax: TaxSettings) {
  const viewQuery = () =>
    db
      .select({
        booking,
        trainer: bookingTrainerColumns,
        trainerEmail: trainerUser.email,
        client: {
          id: clientUser.id,
          firstName: clientUser.firstName,
          lastName: clientUser.lastName,
          name: clientUser.name,
          email: clientUser.email,
        },
        ...paymentAndReviewColumns,
      })
      .from(booking)
      .innerJoin(trainer, eq(trainer.id, booking.trainerId))
      .innerJoin(trainerUser, eq(trainerUser.id, trainer.userId))
      .innerJoin(clientUser, eq(clientUser.id, booking.clientId))
      .leftJoin(payment, eq(payment.bookingId, booking.id))
      .leftJoin(review, eq(review.bookingId, booking.id))
      .$dynamic();

  return {
    async findTrainer(trainerId: string) {
      const [row] = await db
        .select({
          id: trainer.id,
          userId: trainer.userId,
          published: trainer.published,
          name: trainer.name,
          services: trainer.services,
          availableTimes: trainer.availableTimes,
          workingDays: trainer.workingDays,
          blockedDays: trainer.blockedDays,
          blockedDates: trainer.blockedDates,
          trainsAtGym: trainer.trainsAtGym,
          trainsAtClientHome: trainer.trainsAtClientHome,
        })
        .from(trainer)
        .where(eq(trainer.id, trainerId))
        .limit(1);
      return row ?? null;
    },

    /** The client's own live unpaid holds of the trainer starting in [from, to). */
    async clientHolds(trainerId: string, clientId: string, from: Date, to: Date, now: Date) {
      const rows = await db
        .select({
          id: booking.id,
          startsAt: booking.startsAt,
          holdExpiresAt: booking.holdExpiresAt,
        })
        .from(booking)
        .where(
          and(
            eq(booking.trainerId, trainerId),
            eq(booking.clientId, clientId),
            eq(booking.status, 'pending'),
            gt(booking.holdExpiresAt, now),
            gte(booking.startsAt, from),
            lt(booking.startsAt, to),
          ),
        );
      return rows.flatMap((row) =>
        row.holdExpiresAt ? [{ ...row, holdExpiresAt: row.holdExpiresAt }] : [],
      );
    },

    /** Start times of the bookings holding the trainer's time in [from, to). */
    async heldStarts(trainerId: string, from: Date, to: Date, now: Date): Promise<Date[]> {
      return (await heldStarts(db, [trainerId], from, to, now)).map((row) => row.startsAt);
    },

    /**
     * Inserts a pending hold unless another active booking overlaps it or the client is at one of
     * HOLD_LIMITS (migration 0020's trigger judges that under a lock on the client). The insert runs
     * under a lock on the trainer (docs/decisions/0006-booking-holds-queue-per-trainer.md), so that
     * concurrent holds of one trainer queue instead of each finding the other's uncommitted row in
     * the exclusion index (PostgreSQL then resolves that as a deadlock, after a second of waiting).
     * Stale holds of the trainer are let go first, so they do not trip the constraint, which still
     * guarantees that no two active bookings overlap.
     */
    async insertHold(values: NewHold, now: Date): Promise<HoldOutcome> {
      try {
        const id = await insertIfSlotFree(db, { ...values, status: 'pending' }, now);
        return id ? { kind: 'held', id } : { kind: 'slot-taken' };
      } catch (error) {
        if (isExclusionViolation(error)) return { kind: 'slot-taken' };
        const limit = HOLD_LIMIT_RULES[violatedCheck(error) ?? ''];
        if (limit) return { kind: 'limit', limit };
        throw error;
      }
    },

    /** The client's unpaid holds still inside their minutes, the first to lapse first. */
    async liveHolds(clientId: string, now: Date) {
      return db
        .select({
          id: booking.id,
          trainerId: booking.trainerId,
          trainerName: trainer.name,
          sessionDate: booking.sessionDate,
          timeSlot: booking.timeSlot,
          holdExpiresAt: booking.holdExpiresAt,
        })
        .from(booking)
        .innerJoin(trainer, eq(trainer.id, booking.trainerId))
        .where(
          and(
            eq(booking.clientId, clientId),
            eq(booking.status, 'pending'),
            gt(booking.holdExpiresAt, now),
          ),
        )
        .orderBy(booking.holdExpiresAt, booking.id);
    },

    async findView(id: string) {
      const [row] = await viewQuery().where(eq(booking.id, id)).limit(1);
      return row ?? null;
    },

    /** The caller's bookings as client and as trainer, newest first, without expired holds. */
    async listViews(userId: string, now: Date, offset: number, limit: number) {
      const mine = and(
        or(eq(booking.clientId, userId), eq(trainer.userId, userId)),
        ne(booking.status, 'expired'),
        sql`not (${staleHold(now)})`,
      );
      const [rows, [counted]] = await Promise.all([
        viewQuery()
          .where(mine)
          .orderBy(desc(booking.createdAt), desc(booking.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(booking)
          .innerJoin(trainer, eq(trainer.id, booking.trainerId))
          .where(mine),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /**
     * Cancels when the booking is still in one of `from`, writing its notices to the outbox in
     * the same transaction, and its refund when `refundReason` says one is owed
     * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md): the refund exists
     * exactly when the cancellation does. False when someone got there first.
     */
    async cancel(
      id: string,
      from: readonly ('pending' | 'confirmed')[],
      by: 'client' | 'trainer',
      now: Date,
      notices: readonly SideEffect[],
      refundReason: string | null,
      credit: 'return' | 'use' | null = null,
    ): Promise<false | { credit: ReturnedCredit | null }> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(booking)
          .set({ status: 'cancelled', cancelledAt: now, cancelledBy: by, updatedAt: now })
          .where(and(eq(booking.id, id), inArray(booking.status, [...from])))
          .returning({ id: booking.id });
        if (changed.length === 0) return false;
        await enqueueSideEffects(tx, notices, now);
        // A pack credit's session (docs/product/packs.md#cancelling): in time the credit comes
        // back, late it is used and its worth is the trainer's.
        if (credit === 'use') await postPackDelivery(tx, id, now);
        if (credit === 'return') {
          return {
            credit: await returnCredit(tx, {
              bookingId: id,
              now,
              reason: refundReason ?? undefined,
            }),
          };
        }
        if (refundReason !== null) {
          await queueRefund(tx, {
            bookingId: id,
            reason: refundReason,
            now,
            tax,
          });
        }
        return { credit: null };
      });
    },

    /** A session booked with one credit of the client's pack, confirmed at once. */
    async bookWithPack(values: NewHold & { packId: string }, now: Date) {
      return db.transaction((tx) => bookWithCredit(tx, values, now));
    },

    async creditsLeft(packId: string): Promise<number> {
      const [row] = await db
        .select({ creditsLeft: sessionPack.creditsLeft })
        .from(sessionPack)
        .where(eq(sessionPack.id, packId));
      return row?.creditsLeft ?? 0;
    },
    /**
     * Records one side's attendance; the same statement completes the booking when the other
     * side has confirmed already, so two confirmations at once cannot miss each other.
     */
    async confirmAttendance(id: string, side: 'client' | 'trainer', now: Date) {
      const own = side === 'client' ? booking.clientConfirmedAt : booking.trainerConfirmedAt;
      const other = side === 'client' ? booking.trainerConfirmedAt : booking.clientConfirmedAt;
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(booking)
          .set({
            ...(side === 'client' ? { clientConfirmedAt: now } : { trainerConfirmedAt: now }),
            status: sql`case when ${other} is not null then 'completed' else ${booking.status} end`,
            updatedAt: now,
          })
          .where(and(eq(booking.id, id), eq(booking.status, 'confirmed'), isNull(own)))
          .returning({ status: booking.status });
        // Completed: a pack's credit is delivered to the trainer, and the platform earns its
        // commission, in the same transaction.
        if (changed[0]?.status === 'completed') {
          await postPackDelivery(tx, id, now);
          await postCommission(tx, tax, id, now);
        }
        return changed.length === 1;
      });
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
export type BookingView = NonNullable<Awaited<ReturnType<BookingsRepository['findView']>>>;
