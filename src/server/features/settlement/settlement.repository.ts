import { and, asc, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/executor.ts';
import {
  booking,
  payment,
  refund,
  routeAccount,
  routeTransfer,
  trainer,
  trainerKyc,
  user,
} from '#server/db/schema.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { trainerTaxParty } from '../ledger/tax-parties.repository';
import {
  CANCELLED_BEFORE_TRANSFER,
  postRouteRelease,
  postRouteReversal,
  postRouteTransfer,
  type RouteTransferRow,
} from './route-postings.repository';

/** Razorpay's word for a linked account that takes transfers. */
export const ACTIVATED = 'activated';

/** A trainer's pending transfers, sent now that their account takes them. */
async function sendPendingOf(tx: Executor, trainerId: string, now: Date) {
  const pending = await tx
    .select({ id: routeTransfer.id })
    .from(routeTransfer)
    .where(and(eq(routeTransfer.trainerId, trainerId), eq(routeTransfer.status, 'pending')));
  await enqueueSideEffects(
    tx,
    pending.map((row) => ({ kind: 'route-transfer' as const, transferId: row.id })),
    now,
  );
}

export function createSettlementRepository(db: Database) {
  const lockTransfer = async (tx: Executor, where: ReturnType<typeof eq>) => {
    const [row] = await tx.select().from(routeTransfer).where(where).for('update');
    return row ?? null;
  };

  return {
    /**
     * What Razorpay needs of a trainer for a linked account, still sealed; the state is their
     * business's, as tax documents have it (docs/product/tax.md#place-of-supply).
     */
    async holderFacts(trainerId: string, tax: TaxSettings) {
      const [row] = await db
        .select({
          trainerId: trainer.id,
          city: trainer.city,
          gymAddress: trainer.gymAddress,
          trainerPhone: trainer.phone,
          email: user.email,
          accountPhone: user.phone,
          kyc: {
            status: trainerKyc.status,
            panName: trainerKyc.panName,
            panNumberEncrypted: trainerKyc.panNumberEncrypted,
            bankAccountName: trainerKyc.bankAccountName,
            bankAccountNumberEncrypted: trainerKyc.bankAccountNumberEncrypted,
            bankIfsc: trainerKyc.bankIfsc,
          },
        })
        .from(trainer)
        .innerJoin(user, eq(user.id, trainer.userId))
        .innerJoin(trainerKyc, eq(trainerKyc.trainerId, trainer.id))
        .where(eq(trainer.id, trainerId));
      if (!row) return null;
      return { ...row, state: (await trainerTaxParty(db, trainerId, tax)).state };
    },

    /** Trainers whose KYC is completed and who have no linked account yet. */
    async trainersAwaitingAccount(limit: number) {
      const rows = await db
        .select({ trainerId: trainerKyc.trainerId })
        .from(trainerKyc)
        .leftJoin(routeAccount, eq(routeAccount.trainerId, trainerKyc.trainerId))
        .where(and(eq(trainerKyc.status, 'completed'), isNull(routeAccount.trainerId)))
        .orderBy(asc(trainerKyc.reviewedAt))
        .limit(limit);
      return rows.map((row) => row.trainerId);
    },

    /** The account as Razorpay answered; once activated, the transfers waiting for it go. */
    async saveAccount(trainerId: string, accountId: string, status: string, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .insert(routeAccount)
          .values({ trainerId, accountId, status, createdAt: now })
          .onConflictDoUpdate({ target: routeAccount.trainerId, set: { accountId, status } });
        if (status === ACTIVATED) await sendPendingOf(tx, trainerId, now);
      });
    },

    /** Razorpay's webhook on an account's review. */
    async accountStatus(accountId: string, status: string, now: Date) {
      await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(routeAccount)
          .set({ status })
          .where(
            and(eq(routeAccount.accountId, accountId), sql`${routeAccount.status} <> ${status}`),
          )
          .returning({ trainerId: routeAccount.trainerId });
        if (changed && status === ACTIVATED) await sendPendingOf(tx, changed.trainerId, now);
      });
    },

    /** A transfer with the captured payment's id at Razorpay and the trainer's account. */
    async transferToSend(id: string) {
      const [row] = await db
        .select({
          transfer: routeTransfer,
          providerPaymentId: payment.paymentId,
          accountId: routeAccount.accountId,
          accountStatus: routeAccount.status,
        })
        .from(routeTransfer)
        .innerJoin(payment, eq(payment.id, routeTransfer.paymentId))
        .leftJoin(routeAccount, eq(routeAccount.trainerId, routeTransfer.trainerId))
        .where(eq(routeTransfer.id, id));
      return row ?? null;
    },

    async find(id: string): Promise<RouteTransferRow | null> {
      const [row] = await db.select().from(routeTransfer).where(eq(routeTransfer.id, id));
      return row ?? null;
    },

    /** Why a transfer is still waiting, for the next look and the admin. */
    async recordAttempt(id: string, error: string, now: Date, counted: boolean) {
      await db
        .update(routeTransfer)
        .set({
          lastError: error,
          updatedAt: now,
          ...(counted && { attempts: sql`${routeTransfer.attempts} + 1` }),
        })
        .where(eq(routeTransfer.id, id));
    },

    /**
     * Razorpay holds the share: on_hold, and its ledger entry. A transfer closed by a refund
     * while its request was under way is held all the same (the money did move) and reversed.
     */
    async markOnHold(id: string, providerTransferId: string, now: Date) {
      await db.transaction(async (tx) => {
        const row = await lockTransfer(tx, eq(routeTransfer.id, id));
        if (!row || row.providerTransferId) return;
        const cancelled = row.status === 'failed' && row.lastError === CANCELLED_BEFORE_TRANSFER;
        if (row.status !== 'pending' && !cancelled) return;
        const [held] = await tx
          .update(routeTransfer)
          .set({
            status: 'on_hold',
            providerTransferId,
            attempts: row.attempts + 1,
            lastError: null,
            updatedAt: now,
          })
          .where(eq(routeTransfer.id, id))
          .returning();
        if (!held) return;
        await postRouteTransfer(tx, held, now);
        if (!cancelled) return;
        const [owed] = await tx
          .select({ id: refund.id })
          .from(refund)
          .where(eq(refund.paymentId, row.paymentId))
          .orderBy(desc(refund.createdAt))
          .limit(1);
        if (owed) {
          await enqueueSideEffects(
            tx,
            [{ kind: 'route-reversal', transferId: id, refundId: owed.id }],
            now,
          );
        }
      });
    },

    /** Razorpay refused the transfer for good. */
    async markFailed(id: string, reason: string, now: Date) {
      await db
        .update(routeTransfer)
        .set({
          status: 'failed',
          lastError: reason,
          attempts: sql`${routeTransfer.attempts} + 1`,
          updatedAt: now,
        })
        .where(and(eq(routeTransfer.id, id), eq(routeTransfer.status, 'pending')));
    },

    /**
     * Sets when each held transfer of a completed session may be released: the later of the two
     * attendance confirmations (the completion) plus the dispute window.
     */
    async scheduleReleases(releaseHours: number) {
      await db
        .update(routeTransfer)
        .set({
          releaseAfter: sql`greatest(${booking.clientConfirmedAt}, ${booking.trainerConfirmedAt}) + make_interval(hours => ${releaseHours}::int)`,
        })
        .from(booking)
        .where(
          and(
            eq(booking.id, routeTransfer.bookingId),
            eq(booking.status, 'completed'),
            eq(routeTransfer.status, 'on_hold'),
            isNull(routeTransfer.releaseAfter),
          ),
        );
    },

    async dueForRelease(now: Date, limit: number) {
      return db
        .select()
        .from(routeTransfer)
        .where(and(eq(routeTransfer.status, 'on_hold'), lte(routeTransfer.releaseAfter, now)))
        .orderBy(asc(routeTransfer.releaseAfter))
        .limit(limit);
    },

    /** Pending transfers the outbox has left (given up, or waiting on an account since). */
    async stalePending(before: Date, limit: number) {
      const rows = await db
        .select({ id: routeTransfer.id })
        .from(routeTransfer)
        .innerJoin(routeAccount, eq(routeAccount.trainerId, routeTransfer.trainerId))
        .where(
          and(
            eq(routeTransfer.status, 'pending'),
            eq(routeAccount.status, ACTIVATED),
            lt(routeTransfer.updatedAt, before),
          ),
        )
        .orderBy(asc(routeTransfer.createdAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async markReleased(id: string, now: Date) {
      await db.transaction(async (tx) => {
        const [released] = await tx
          .update(routeTransfer)
          .set({ status: 'released', lastError: null, updatedAt: now })
          .where(and(eq(routeTransfer.id, id), eq(routeTransfer.status, 'on_hold')))
          .returning();
        if (released) await postRouteRelease(tx, released, now);
      });
    },

    async markReversed(id: string, refundId: string, now: Date) {
      await db.transaction(async (tx) => {
        const [reversed] = await tx
          .update(routeTransfer)
          .set({ status: 'reversed', lastError: null, updatedAt: now })
          .where(and(eq(routeTransfer.id, id), eq(routeTransfer.status, 'on_hold')))
          .returning();
        if (reversed) {
          await postRouteReversal(tx, reversed, now, {
            source: `route-reversal:${id}`,
            refundId,
          });
        }
      });
    },

    /**
     * Razorpay's webhook says a transfer failed: it is marked so, and a held one's entry undone
     * (the money is back at the gateway, owed to the trainer again). False when nothing changed.
     */
    async failFromProvider(providerTransferId: string, reason: string, now: Date) {
      return db.transaction(async (tx) => {
        const row = await lockTransfer(
          tx,
          eq(routeTransfer.providerTransferId, providerTransferId),
        );
        if (!row || (row.status !== 'on_hold' && row.status !== 'pending')) return null;
        const [failed] = await tx
          .update(routeTransfer)
          .set({ status: 'failed', lastError: reason, updatedAt: now })
          .where(eq(routeTransfer.id, row.id))
          .returning();
        if (failed && row.status === 'on_hold') {
          await postRouteReversal(tx, failed, now, { source: `route-failed:${row.id}` });
        }
        return failed ?? null;
      });
    },
  };
}
export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
