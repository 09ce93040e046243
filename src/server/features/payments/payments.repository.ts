import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { isExclusionViolation } from '#server/db/pg-errors.ts';
import { booking, payment, sessionPack, trainer, user } from '#server/db/schema.ts';
import { lockTrainerBookings } from '#server/db/trainer-lock.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import { present } from '#shared/present.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { postCapture } from '../ledger/money-postings.repository';
import { confirmPackPayment } from '../packs/pack-payments.repository';
import { queueRouteTransfer } from '../settlement/route-postings.repository';
import { queueRefund } from './refunds.repository';

export const SLOT_LOST_REASON = 'The held slot was no longer available';

export type PaymentRow = typeof payment.$inferSelect;

export type ConfirmOutcome =
  | { kind: 'confirmed'; bookingId: string }
  /** Someone (verify or webhook) confirmed this order before. */
  | { kind: 'already'; bookingId: string }
  /** Paid, but the booking was cancelled or its expired slot was taken: its refund is queued. */
  | { kind: 'slot_lost'; bookingId: string }
  /** A pack's payment: the pack is active (docs/product/packs.md#buying). */
  | { kind: 'pack_paid'; packId: string }
  | { kind: 'pack_already'; packId: string }
  | { kind: 'unknown_order' };

/**
 * `routeSettlement`: each confirmed payment also owes the trainer a Route transfer
 * (docs/product/tax.md#settlement-through-route).
 */
/** What the checkout fills in for the paying client, for a booking and a pack alike. */
const checkoutClient = {
  firstName: user.firstName,
  lastName: user.lastName,
  name: user.name,
  email: user.email,
  phone: user.phone,
};

export function createPaymentsRepository(
  db: Database,
  tax: TaxSettings,
  routeSettlement = false,
  publicUrl = 'http://localhost:3000',
) {
  return {
    async findBooking(bookingId: string) {
      const [row] = await db
        .select({
          booking,
          trainerName: trainer.name,
          trainerUserId: trainer.userId,
          client: checkoutClient,
        })
        .from(booking)
        .innerJoin(trainer, eq(trainer.id, booking.trainerId))
        .innerJoin(user, eq(user.id, booking.clientId))
        .where(eq(booking.id, bookingId))
        .limit(1);
      return row ?? null;
    },

    async paymentForBooking(bookingId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payment).where(eq(payment.bookingId, bookingId));
      return row ?? null;
    },

    async findPack(packId: string) {
      const [row] = await db
        .select({
          pack: sessionPack,
          trainerName: trainer.name,
          client: checkoutClient,
        })
        .from(sessionPack)
        .innerJoin(trainer, eq(trainer.id, sessionPack.trainerId))
        .innerJoin(user, eq(user.id, sessionPack.clientId))
        .where(eq(sessionPack.id, packId))
        .limit(1);
      return row ?? null;
    },

    async paymentForPack(packId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payment).where(eq(payment.packId, packId));
      return row ?? null;
    },

    async paymentForOrder(orderId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payment).where(eq(payment.orderId, orderId));
      return row ?? null;
    },

    /**
     * One order per booking or pack (`paid`): when two requests race, the first row wins and both
     * read it.
     */
    async saveOrder(values: {
      paid: { bookingId: string } | { packId: string };
      provider: 'sandbox' | 'razorpay';
      orderId: string;
      amountPaise: number;
      now: Date;
    }): Promise<PaymentRow> {
      const forPack = 'packId' in values.paid;
      await db
        .insert(payment)
        .values({
          id: randomUUID(),
          ...values.paid,
          provider: values.provider,
          orderId: values.orderId,
          amountPaise: values.amountPaise,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .onConflictDoNothing({ target: forPack ? payment.packId : payment.bookingId });
      const written =
        'packId' in values.paid
          ? await this.paymentForPack(values.paid.packId)
          : await this.paymentForBooking(values.paid.bookingId);
      return present(written, 'the payment of an order just written');
    },

    /**
     * created → paid, and the booking pending (or an expired hold whose time is still free) →
     * confirmed, in one transaction with its side effects (meeting, mails) in the outbox. The
     * conditional UPDATE on the payment decides which of verify and webhook confirms; the other
     * finds nothing to change.
     */
    async markPaid(
      orderId: string,
      paymentId: string,
      method: string | null,
      now: Date,
    ): Promise<ConfirmOutcome> {
      return db.transaction(async (tx) => {
        const [paid] = await tx
          .update(payment)
          .set({ status: 'paid', paymentId, method, paidAt: now, lastError: null, updatedAt: now })
          .where(and(eq(payment.orderId, orderId), eq(payment.status, 'created')))
          .returning({
            id: payment.id,
            bookingId: payment.bookingId,
            packId: payment.packId,
            amountPaise: payment.amountPaise,
          });
        if (paid?.packId) {
          await confirmPackPayment(tx, tax, { ...paid, packId: paid.packId }, now, publicUrl);
          return { kind: 'pack_paid' as const, packId: paid.packId };
        }
        if (!paid?.bookingId) {
          const [existing] = await tx
            .select({ bookingId: payment.bookingId, packId: payment.packId })
            .from(payment)
            .where(eq(payment.orderId, orderId));
          if (existing?.packId) return { kind: 'pack_already' as const, packId: existing.packId };
          return existing?.bookingId
            ? { kind: 'already' as const, bookingId: existing.bookingId }
            : { kind: 'unknown_order' as const };
        }
        const bookingId = paid.bookingId;
        const [held] = await tx
          .select({ trainerId: booking.trainerId })
          .from(booking)
          .where(eq(booking.id, bookingId));
        if (held) await lockTrainerBookings(tx, held.trainerId);
        // Paid for a slot it no longer holds: the refund is owed in this same transaction, so
        // no crash can leave the money captured without it
        // (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md).
        const slotLost = async () => {
          await postCapture(tx, tax, paid.id, now, { documents: false });
          await queueRefund(tx, {
            bookingId: bookingId,
            reason: SLOT_LOST_REASON,
            now,
            tax,
          });
          return { kind: 'slot_lost' as const, bookingId: bookingId };
        };
        try {
          const confirmed = await tx.transaction(async (savepoint) =>
            savepoint
              .update(booking)
              .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: now })
              .where(
                and(eq(booking.id, bookingId), inArray(booking.status, ['pending', 'expired'])),
              )
              .returning({ id: booking.id }),
          );
          if (confirmed.length === 0) return await slotLost();
          // The money and the booking's documents, in the transaction that sells the session.
          await postCapture(tx, tax, paid.id, now, { documents: true });
          if (routeSettlement) await queueRouteTransfer(tx, tax, paid.id, now);
          await enqueueSideEffects(tx, [{ kind: 'booking-confirmed', bookingId: bookingId }], now);
          return { kind: 'confirmed' as const, bookingId: bookingId };
        } catch (error) {
          if (isExclusionViolation(error)) return await slotLost();
          throw error;
        }
      });
    },

    async recordFailure(orderId: string, message: string, now: Date) {
      await db
        .update(payment)
        .set({ lastError: message, updatedAt: now })
        .where(and(eq(payment.orderId, orderId), eq(payment.status, 'created')));
    },

    async saveMeeting(
      bookingId: string,
      meeting: {
        provider: string;
        meetingId: string;
        meetingPassword: string | null;
        joinUrl: string;
      },
      now: Date,
    ) {
      await db
        .update(booking)
        .set({
          meetingProvider: meeting.provider,
          meetingId: meeting.meetingId,
          meetingPassword: meeting.meetingPassword,
          meetingUrl: meeting.joinUrl,
          updatedAt: now,
        })
        .where(eq(booking.id, bookingId));
    },

    /**
     * Claims up to `limit` unpaid orders for the reconcile job: made between `from` and `to`
     * and not asked about since `askedBefore`. The claim is the `checked_at` it sets, so two
     * processes ask the provider about different orders.
     */
    async claimUnpaidOrders(
      window: { from: Date; to: Date; askedBefore: Date },
      limit: number,
      now: Date,
    ): Promise<string[]> {
      const due = db
        .select({ id: payment.id })
        .from(payment)
        .where(
          and(
            eq(payment.status, 'created'),
            gte(payment.createdAt, window.from),
            lte(payment.createdAt, window.to),
            or(isNull(payment.checkedAt), lt(payment.checkedAt, window.askedBefore)),
          ),
        )
        .orderBy(asc(payment.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(payment)
        .set({ checkedAt: now })
        .where(inArray(payment.id, due))
        .returning({ orderId: payment.orderId });
      return claimed.map((row) => row.orderId);
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
