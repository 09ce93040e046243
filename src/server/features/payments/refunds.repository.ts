import { randomUUID } from 'node:crypto';
import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import type { Transaction } from '#server/db/executor.ts';
import { booking, payment, refund, sessionPack, trainer, user } from '#server/db/schema.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { postRefundOwed, postRefundPaid } from '../ledger/money-postings.repository';
import { queueRouteReversal } from '../settlement/route-postings.repository';

export type RefundRow = typeof refund.$inferSelect;

const live = sql`${refund.status} <> 'failed'`;

/**
 * A refund of part or all of a paid payment, for one `scope` ('full', 'booking:<id>', 'unused'):
 * the refund row and its outbox event, in the caller's transaction. Nothing when a live refund
 * of that payment and scope exists (the unique index decides a race); returns the new id. The
 * caller posts what it owes in the ledger.
 */
export async function queueScopedRefund(
  tx: Transaction,
  owed: {
    paymentId: string;
    amountPaise: number;
    scope: string;
    reason: string;
    now: Date;
    requestedBy?: string;
  },
): Promise<string | null> {
  const [queued] = await tx
    .insert(refund)
    .values({
      id: randomUUID(),
      paymentId: owed.paymentId,
      amountPaise: owed.amountPaise,
      scope: owed.scope,
      reason: owed.reason,
      requestedBy: owed.requestedBy ?? null,
      createdAt: owed.now,
      updatedAt: owed.now,
    })
    .onConflictDoNothing({ target: [refund.paymentId, refund.scope], where: live })
    .returning({ id: refund.id });
  if (!queued) return null;
  await enqueueSideEffects(tx, [{ kind: 'refund', refundId: queued.id }], owed.now);
  return queued.id;
}

/**
 * Owes the booking's paid payment a full refund: a refund row and its outbox event, written in
 * the caller's transaction (the cancellation's, or the payment's that found its slot lost), so
 * the refund exists exactly when the change that owes it does. Nothing when the booking was not
 * paid or a refund of it is already under way or done; returns the new refund's id.
 */
export async function queueRefund(
  tx: Transaction,
  owed: { bookingId: string; reason: string; now: Date; requestedBy?: string; tax: TaxSettings },
): Promise<string | null> {
  const [paid] = await tx
    .select({ id: payment.id, amountPaise: payment.amountPaise })
    .from(payment)
    .where(and(eq(payment.bookingId, owed.bookingId), eq(payment.status, 'paid')));
  if (!paid) return null;
  const queued = await queueScopedRefund(tx, {
    paymentId: paid.id,
    amountPaise: paid.amountPaise,
    scope: 'full',
    reason: owed.reason,
    now: owed.now,
    requestedBy: owed.requestedBy,
  });
  if (!queued) return null;
  // Owed in the ledger once per payment; a retry's new row finds it posted.
  await postRefundOwed(tx, owed.tax, queued, owed.now);
  await queueRouteReversal(tx, { bookingId: owed.bookingId, refundId: queued, now: owed.now });
  return queued;
}

const clientUser = alias(user, 'refund_client');

export function createRefundsRepository(db: Database, tax: TaxSettings) {
  return {
    /** The refund with what the provider needs to find its payment. */
    async find(id: string) {
      const [row] = await db
        .select({
          refund,
          bookingId: payment.bookingId,
          providerPaymentId: payment.paymentId,
        })
        .from(refund)
        .innerJoin(payment, eq(payment.id, refund.paymentId))
        .where(eq(refund.id, id));
      return row ?? null;
    },

    /** The booking's latest refund: the live one, or the failed one an admin has not retried. */
    async latestForBooking(bookingId: string): Promise<RefundRow | null> {
      const [row] = await db
        .select({ refund })
        .from(refund)
        .innerJoin(payment, eq(payment.id, refund.paymentId))
        .where(eq(payment.bookingId, bookingId))
        .orderBy(desc(refund.createdAt), desc(refund.id))
        .limit(1);
      return row?.refund ?? null;
    },

    /** Counts a delivery of a pending refund; null when it is no longer pending. */
    async countAttempt(id: string, now: Date): Promise<number | null> {
      const [row] = await db
        .update(refund)
        .set({ attempts: sql`${refund.attempts} + 1`, updatedAt: now })
        .where(and(eq(refund.id, id), eq(refund.status, 'pending')))
        .returning({ attempts: refund.attempts });
      return row?.attempts ?? null;
    },

    /** The provider took the refund: done, or pending until its webhook says processed. */
    async markAccepted(
      id: string,
      accepted: { refundId: string; status: 'processed' | 'pending' },
      now: Date,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(refund)
          .set({
            providerRefundId: accepted.refundId,
            status: accepted.status,
            lastError: null,
            processedAt: accepted.status === 'processed' ? now : null,
            updatedAt: now,
          })
          .where(and(eq(refund.id, id), eq(refund.status, 'pending')));
        await postRefundPaid(tx, id, now);
      });
    },

    /** An attempt failed and another will follow: the client sees "we are retrying". */
    async markRetrying(id: string, error: string, now: Date) {
      await db
        .update(refund)
        .set({ lastError: error, updatedAt: now })
        .where(and(eq(refund.id, id), eq(refund.status, 'pending')));
    },

    /** Failed for good: its attempts are spent. It waits in /admin for a person. */
    async markFailed(id: string, error: string, now: Date) {
      await db
        .update(refund)
        .set({ status: 'failed', lastError: error, failedAt: now, updatedAt: now })
        .where(and(eq(refund.id, id), eq(refund.status, 'pending')));
    },

    /** The provider's webhook: a refund it accepted as pending has gone through, or failed. */
    async settleFromProvider(
      providerRefundId: string,
      outcome: 'processed' | 'failed',
      error: string | null,
      now: Date,
    ) {
      await db.transaction(async (tx) => {
        const settled = await tx
          .update(refund)
          .set(
            outcome === 'processed'
              ? { status: 'processed', processedAt: now, updatedAt: now }
              : { status: 'failed', lastError: error, failedAt: now, updatedAt: now },
          )
          .where(and(eq(refund.providerRefundId, providerRefundId), eq(refund.status, 'pending')))
          .returning({ id: refund.id });
        for (const row of settled) await postRefundPaid(tx, row.id, now);
      });
    },

    /**
     * Payments whose refund failed for good and has no retry under way or done, one row each
     * (its latest failure), oldest failure first.
     */
    async failedForGood(offset: number, limit: number) {
      const other = alias(refund, 'other_refund');
      const unretried = and(
        eq(refund.status, 'failed'),
        notExists(
          db
            .select({ id: other.id })
            .from(other)
            .where(and(eq(other.paymentId, refund.paymentId), sql`${other.status} <> 'failed'`)),
        ),
      );
      const latest = db
        .selectDistinctOn([refund.paymentId], {
          id: refund.id,
          paymentId: refund.paymentId,
          amountPaise: refund.amountPaise,
          reason: refund.reason,
          attempts: refund.attempts,
          lastError: refund.lastError,
          failedAt: refund.failedAt,
        })
        .from(refund)
        .where(unretried)
        .orderBy(refund.paymentId, desc(refund.createdAt), desc(refund.id))
        .as('latest');
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: latest.id,
            amountPaise: latest.amountPaise,
            reason: latest.reason,
            attempts: latest.attempts,
            lastError: latest.lastError,
            failedAt: latest.failedAt,
            bookingId: booking.id,
            sessionDate: booking.sessionDate,
            timeSlot: booking.timeSlot,
            packSessions: sessionPack.sessions,
            trainerName: trainer.name,
            clientName: clientUser.name,
            clientEmail: clientUser.email,
            provider: payment.provider,
            providerPaymentId: payment.paymentId,
          })
          .from(latest)
          .innerJoin(payment, eq(payment.id, latest.paymentId))
          // A payment is for a booking or for a pack, never both.
          .leftJoin(booking, eq(booking.id, payment.bookingId))
          .leftJoin(sessionPack, eq(sessionPack.id, payment.packId))
          .innerJoin(
            trainer,
            eq(trainer.id, sql`coalesce(${booking.trainerId}, ${sessionPack.trainerId})`),
          )
          .innerJoin(
            clientUser,
            eq(clientUser.id, sql`coalesce(${booking.clientId}, ${sessionPack.clientId})`),
          )
          .orderBy(latest.failedAt, latest.id)
          .limit(limit)
          .offset(offset),
        db
          .select({ total: sql<number>`count(distinct ${refund.paymentId})::int` })
          .from(refund)
          .where(unretried),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /**
     * An admin's Retry of a refund that failed for good: a new refund row (who asked is its
     * `requestedBy`) and its outbox event. Null when the refund is not failed or was retried.
     */
    async retry(failedId: string, adminId: string, now: Date): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [failed] = await tx
          .select({
            bookingId: payment.bookingId,
            paymentId: refund.paymentId,
            amountPaise: refund.amountPaise,
            scope: refund.scope,
            reason: refund.reason,
          })
          .from(refund)
          .innerJoin(payment, eq(payment.id, refund.paymentId))
          .where(and(eq(refund.id, failedId), eq(refund.status, 'failed')));
        if (!failed) return null;
        // A part of a payment (a pack's credits): the same amount again; its ledger entry
        // was posted with the first attempt.
        if (failed.scope !== 'full' || !failed.bookingId) {
          return queueScopedRefund(tx, { ...failed, now, requestedBy: adminId });
        }
        return queueRefund(tx, {
          bookingId: failed.bookingId,
          reason: failed.reason,
          now,
          requestedBy: adminId,
          tax,
        });
      });
    },
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
