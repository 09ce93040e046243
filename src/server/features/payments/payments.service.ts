import { badRequest, conflict, notFound } from '#server/http-error.ts';
import type { Meetings } from '#server/integrations/meetings/meetings.ts';
import type { PaymentGateway } from '#server/integrations/payments/payment-gateway.ts';
import type { SandboxGateway } from '#server/integrations/payments/sandbox-gateway.ts';
import { mailEffect, type SideEffect } from '#server/outbox/side-effect.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import type {
  PackPaymentOrder,
  PaymentConfig,
  PaymentDetails,
  PaymentOrder,
  ProviderPayment,
  VerifyPaymentInput,
} from '#shared/booking-schemas.ts';
import { SERVICE_NAMES } from '#shared/catalog.ts';
import type { FeeRates } from '#shared/fees.ts';
import { MESSAGES } from '#shared/messages.ts';
import { PACK_MESSAGES } from '#shared/pack-messages.ts';
import { SESSION_MINUTES } from '#shared/schedule.ts';
import { bookingConfirmedEmails } from '../bookings/booking-emails';
import type { BookingView } from '../bookings/bookings.service';
import type { PaymentsRepository } from './payments.repository';
import type { RefundsRepository } from './refunds.repository';
import { createRefundsService, describeFailure } from './refunds.service';

export interface PaymentsDependencies {
  repository: PaymentsRepository;
  refundsRepository: RefundsRepository;
  gateway: PaymentGateway;
  meetings: Meetings;
  fees: FeeRates;
  publicUrl: string;
  /** The booking as the e-mails describe it (from the bookings feature). */
  bookingView: (bookingId: string) => Promise<BookingView | null>;
  now: () => Date;
  log: {
    info: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
  /** Hears each order's first confirmation and each failure the provider reports. */
  paymentOutcome: (outcome: 'confirmed' | 'failed') => void;
}

/** Razorpay's webhook body, the parts we read. */
interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: {
      entity?: { id?: string; order_id?: string; method?: string; error_description?: string };
    };
    refund?: { entity?: { id?: string; payment_id?: string; status?: string } };
  };
}

/** Orders the reconcile job asks the provider about per run. */
const RECONCILE_BATCH = 50;

export function createPaymentsService(deps: PaymentsDependencies) {
  const { repository, gateway, now } = deps;

  async function clientBooking(bookingId: string, userId: string) {
    const found = await repository.findBooking(bookingId);
    if (!found || found.booking.clientId !== userId)
      throw notFound(BOOKING_MESSAGES.bookingNotFound);
    return found;
  }

  /**
   * Shared by verify, the webhook and the reconcile job; only the first caller for an order
   * does anything. A payment whose slot was lost has its refund queued in the same transaction.
   */
  async function confirmPayment(orderId: string, paymentId: string, method: string | null) {
    const outcome = await repository.markPaid(orderId, paymentId, method, now());
    if (outcome.kind === 'confirmed' || outcome.kind === 'pack_paid') {
      deps.paymentOutcome('confirmed');
    }
    return outcome;
  }

  async function clientPack(packId: string, userId: string) {
    const found = await repository.findPack(packId);
    if (!found || found.pack.clientId !== userId) throw notFound(PACK_MESSAGES.packNotFound);
    return found;
  }

  /** The provider's order for a booking or a pack, at the server's amount, saved once. */
  async function newOrder(
    paid: { bookingId: string } | { packId: string },
    trainerId: string,
    amountPaise: number,
    current: Date,
  ) {
    const created = await gateway.createOrder({
      amountPaise,
      receipt: 'packId' in paid ? paid.packId : paid.bookingId,
      notes: { ...paid, trainerId },
    });
    return repository.saveOrder({
      paid,
      provider: gateway.kind,
      orderId: created.orderId,
      amountPaise,
      now: current,
    });
  }

  /** What the checkout fills in for the client. */
  const prefillOf = (client: {
    firstName: string;
    lastName: string;
    name: string;
    email: string;
    phone: string | null;
  }) => ({
    name: [client.firstName, client.lastName].filter(Boolean).join(' ') || client.name,
    email: client.email,
    contact: client.phone ?? '',
  });

  async function methodOf(paymentId: string) {
    try {
      return await gateway.paymentMethod(paymentId);
    } catch (error) {
      deps.log.error({ err: error, paymentId }, 'payment method lookup failed');
      return null;
    }
  }

  const refunds = createRefundsService({
    repository: deps.refundsRepository,
    gateway,
    now,
    log: deps.log,
  });

  return {
    refunds,

    /**
     * The reconcile job's look at orders left `created` (a checkout whose page closed before
     * verify): one the provider reports captured is confirmed as verify would, or refunded
     * through the outbox when its slot is gone. Returns how many it found paid.
     */
    async reconcileUnpaidOrders(window: { from: Date; to: Date; askedBefore: Date }) {
      const orders = await repository.claimUnpaidOrders(window, RECONCILE_BATCH, now());
      let found = 0;
      for (const orderId of orders) {
        try {
          const captured = await gateway.capturedPayment(orderId);
          if (!captured) continue;
          const outcome = await confirmPayment(orderId, captured.paymentId, captured.method);
          if (['confirmed', 'slot_lost', 'pack_paid'].includes(outcome.kind)) found += 1;
          deps.log.info({ orderId, outcome: outcome.kind }, 'reconciled a captured payment');
        } catch (error) {
          deps.log.error({ orderId, reason: describeFailure(error) }, 'order lookup failed');
        }
      }
      return found;
    },

    /**
     * The outbox's delivery of a confirmation: the meeting link of an online session first, so
     * that both mails carry it. A meeting that cannot be created fails this delivery, which
     * the outbox retries; the mails wait for the link rather than go without it.
     */
    async deliverConfirmation({ bookingId }: { bookingId: string }): Promise<SideEffect[]> {
      const view = await deps.bookingView(bookingId);
      if (!view) return [];
      const { booking } = view;
      if (booking.location === 'online' && !booking.meetingUrl && booking.status === 'confirmed') {
        const meeting = await deps.meetings.create({
          topic: `${SERVICE_NAMES[booking.service]} with ${view.trainer.name}`,
          startsAt: booking.startsAt,
          durationMinutes: SESSION_MINUTES,
        });
        await repository.saveMeeting(bookingId, meeting, now());
        booking.meetingUrl = meeting.joinUrl;
      }
      return bookingConfirmedEmails(view, deps.publicUrl).map(mailEffect);
    },

    config(): PaymentConfig {
      return {
        platformFeePercent: deps.fees.platformFeePercent,
        gstPercent: deps.fees.gstPercent,
        provider: gateway.kind,
        key: gateway.keyId,
        currency: 'INR',
      };
    },

    /**
     * docs/product/booking.md#server-computed-prices: the amount is the booking's, computed by the
     * server when it was held. A client may send what it expects to pay, in paise only; one that
     * differs is refused.
     */
    async createOrder(
      userId: string,
      bookingId: string,
      amountPaise?: number,
    ): Promise<PaymentOrder> {
      const found = await clientBooking(bookingId, userId);
      const row = found.booking;
      if (row.status === 'confirmed' || row.status === 'completed') {
        throw conflict(BOOKING_MESSAGES.bookingAlreadyPaid);
      }
      const current = now();
      if (row.status !== 'pending' || !row.holdExpiresAt || row.holdExpiresAt <= current) {
        throw conflict(BOOKING_MESSAGES.holdExpired);
      }
      if (amountPaise !== undefined && amountPaise !== row.totalPaise) {
        throw badRequest(BOOKING_MESSAGES.amountMismatch);
      }
      const order =
        (await repository.paymentForBooking(bookingId)) ??
        (await newOrder({ bookingId }, row.trainerId, row.totalPaise, current));
      if (order.status === 'paid') throw conflict(BOOKING_MESSAGES.bookingAlreadyPaid);
      const client = found.client;
      return {
        orderId: order.orderId,
        amount: order.amountPaise,
        currency: 'INR',
        key: gateway.keyId,
        provider: gateway.kind,
        bookingData: {
          bookingId,
          trainerName: found.trainerName,
          serviceName: SERVICE_NAMES[row.service],
          sessionDate: row.sessionDate,
          timeSlot: row.timeSlot,
          sessionFeePaise: row.pricePaise,
          platformFeePaise: row.platformFeePaise,
          gstPaise: row.gstPaise,
          totalPaise: row.totalPaise,
          expiresAt: row.holdExpiresAt.toISOString(),
        },
        prefill: prefillOf(client),
      };
    },

    /**
     * A session pack's order (docs/product/packs.md#buying), at the pack's server-computed total,
     * while it awaits payment (15 minutes from its purchase).
     */
    async createPackOrder(
      userId: string,
      packId: string,
      amountPaise?: number,
    ): Promise<PackPaymentOrder> {
      const found = await clientPack(packId, userId);
      const pack = found.pack;
      if (pack.status === 'active' || pack.status === 'ended') {
        throw conflict(PACK_MESSAGES.packAlreadyPaid);
      }
      const current = now();
      if (pack.status !== 'pending' || !pack.holdExpiresAt || pack.holdExpiresAt <= current) {
        throw conflict(PACK_MESSAGES.packNotPayable);
      }
      if (amountPaise !== undefined && amountPaise !== pack.totalPaise) {
        throw badRequest(BOOKING_MESSAGES.amountMismatch);
      }
      const order =
        (await repository.paymentForPack(packId)) ??
        (await newOrder({ packId }, pack.trainerId, pack.totalPaise, current));
      if (order.status === 'paid') throw conflict(PACK_MESSAGES.packAlreadyPaid);
      const client = found.client;
      return {
        orderId: order.orderId,
        amount: order.amountPaise,
        currency: 'INR',
        key: gateway.keyId,
        provider: gateway.kind,
        packData: {
          packId,
          kind: pack.kind,
          trainerName: found.trainerName,
          serviceName: SERVICE_NAMES[pack.service],
          sessions: pack.sessions,
          sessionPricePaise: pack.sessionPricePaise,
          pricePaise: pack.pricePaise,
          platformFeePaise: pack.platformFeePaise,
          gstPaise: pack.gstPaise,
          totalPaise: pack.totalPaise,
          expiresAt: pack.holdExpiresAt.toISOString(),
        },
        prefill: prefillOf(client),
      };
    },

    /** A pack's payment, confirmed as a booking's is: the signature, and the order the pack's. */
    async verifyPack(userId: string, input: VerifyPaymentInput & { packId: string }) {
      await clientPack(input.packId, userId);
      const order = await repository.paymentForPack(input.packId);
      if (!order || order.orderId !== input.razorpay_order_id) {
        throw badRequest(BOOKING_MESSAGES.orderMismatch);
      }
      const genuine = gateway.verifyPaymentSignature(
        input.razorpay_order_id,
        input.razorpay_payment_id,
        input.razorpay_signature,
      );
      if (!genuine) throw badRequest(BOOKING_MESSAGES.invalidSignature);
      await confirmPayment(
        input.razorpay_order_id,
        input.razorpay_payment_id,
        await methodOf(input.razorpay_payment_id),
      );
      return { packId: input.packId, status: 'active' as const };
    },

    /** Confirms only when the signature is the provider's and the order is this booking's. */
    async verify(userId: string, input: VerifyPaymentInput & { bookingId: string }) {
      await clientBooking(input.bookingId, userId);
      const order = await repository.paymentForBooking(input.bookingId);
      if (!order || order.orderId !== input.razorpay_order_id) {
        throw badRequest(BOOKING_MESSAGES.orderMismatch);
      }
      const genuine = gateway.verifyPaymentSignature(
        input.razorpay_order_id,
        input.razorpay_payment_id,
        input.razorpay_signature,
      );
      if (!genuine) throw badRequest(BOOKING_MESSAGES.invalidSignature);
      const outcome = await confirmPayment(
        input.razorpay_order_id,
        input.razorpay_payment_id,
        await methodOf(input.razorpay_payment_id),
      );
      if (outcome.kind === 'slot_lost') throw conflict(BOOKING_MESSAGES.holdExpired);
      return { bookingId: input.bookingId, status: 'confirmed' as const };
    },

    /** Razorpay's webhook; false when the signature is wrong (nothing is read then). */
    async webhook(rawBody: string, signature: string | undefined): Promise<boolean> {
      if (!signature || gateway.verifyWebhookSignature(rawBody, signature) !== true) return false;
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody) as WebhookEvent;
      } catch {
        throw badRequest(MESSAGES.malformedJson);
      }
      const entity = event.payload?.payment?.entity;
      if ((event.event === 'payment.captured' || event.event === 'order.paid') && entity?.id) {
        if (entity.order_id)
          await confirmPayment(entity.order_id, entity.id, entity.method ?? null);
      } else if (event.event === 'payment.failed' && entity?.order_id) {
        await repository.recordFailure(
          entity.order_id,
          entity.error_description ?? 'failed',
          now(),
        );
        deps.paymentOutcome('failed');
      } else if (event.event === 'refund.processed' || event.event === 'refund.failed') {
        const refund = event.payload?.refund?.entity;
        if (refund?.id) {
          await refunds.settleFromProvider(
            refund.id,
            event.event === 'refund.processed' ? 'processed' : 'failed',
            event.event === 'refund.failed' ? 'The provider reported the refund failed' : null,
          );
        }
      }
      return true;
    },

    /** The sandbox's checkout: what Razorpay Checkout would hand the page. */
    async sandboxComplete(
      sandbox: SandboxGateway,
      userId: string,
      orderId: string,
      outcome: 'success' | 'failure',
      method: string,
    ): Promise<ProviderPayment | { error: { code: string; description: string; reason: string } }> {
      const order = await repository.paymentForOrder(orderId);
      if (order?.packId) await clientPack(order.packId, userId);
      else if (order?.bookingId) await clientBooking(order.bookingId, userId);
      else throw notFound(BOOKING_MESSAGES.orderNotFound);
      if (order.status === 'paid') throw conflict(BOOKING_MESSAGES.bookingAlreadyPaid);
      if (outcome === 'failure') {
        const description = 'Your payment was declined by the bank. Please try another method.';
        await repository.recordFailure(orderId, description, now());
        deps.paymentOutcome('failed');
        return { error: { code: 'BAD_REQUEST_ERROR', description, reason: 'payment_failed' } };
      }
      return sandbox.completePayment(orderId, method);
    },

    async details(userId: string, bookingId: string): Promise<PaymentDetails> {
      const found = await repository.findBooking(bookingId);
      const party = found && (found.booking.clientId === userId || found.trainerUserId === userId);
      const order = party ? await repository.paymentForBooking(bookingId) : null;
      if (!order) throw notFound(BOOKING_MESSAGES.paymentNotFound);
      const refund = await deps.refundsRepository.latestForBooking(bookingId);
      return {
        bookingId,
        orderId: order.orderId,
        provider: order.provider,
        status: order.status,
        amountPaise: order.amountPaise,
        currency: 'INR',
        paymentId: order.paymentId,
        method: order.method,
        paidAt: order.paidAt?.toISOString() ?? null,
        refund: refund
          ? {
              status:
                refund.status === 'pending' && refund.lastError !== null
                  ? 'retrying'
                  : refund.status,
              amountPaise: refund.amountPaise,
              refundId: refund.providerRefundId,
            }
          : null,
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
