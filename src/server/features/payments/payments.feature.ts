import type { FastifyInstance } from 'fastify';
import { createJitsiMeetings } from '#server/integrations/meetings/jitsi-meetings.ts';
import { createZoomMeetings } from '#server/integrations/meetings/zoom-meetings.ts';
import {
  createSandboxGateway,
  type SandboxGateway,
} from '#server/integrations/payments/sandbox-gateway.ts';
import { reconcilePayments } from '#server/jobs/reconcile-payments.ts';
import type { Ports } from '#server/ports.ts';
import type { BookingView } from '../bookings/bookings.service';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { createRefundsRepository } from './refunds.repository';
import { refundsRoutes } from './refunds.routes';

export interface PaymentsOptions {
  bookingView: (bookingId: string) => Promise<BookingView | null>;
  /** Tests stand a local server in for api.razorpay.com. */
  razorpayHostUrl?: string;
  /** Tests stand a local server in for Zoom's OAuth and API addresses. */
  zoomUrls?: { oauthUrl: string; apiUrl: string };
}

/**
 * Payments and refunds: their routes, the outbox's confirmation of a paid booking and its
 * refunds, and the reconciliation of payments the gateway took but never told us of.
 */
export async function registerPayments(
  app: FastifyInstance,
  { db, config, now, metrics, sideEffects }: Ports,
  options: PaymentsOptions,
) {
  const gateway =
    config.payment.provider.kind === 'razorpay'
      ? (await import('#server/integrations/payments/razorpay-gateway.ts')).createRazorpayGateway({
          ...config.payment.provider,
          hostUrl: options.razorpayHostUrl,
        })
      : createSandboxGateway(config.payment.provider);
  const payments = createPaymentsService({
    repository: createPaymentsRepository(
      db,
      config.tax,
      config.settlement.kind === 'route',
      config.publicUrl,
    ),
    refundsRepository: createRefundsRepository(db, config.tax),
    gateway,
    meetings:
      config.meetings.kind === 'zoom'
        ? createZoomMeetings({ ...config.meetings, ...options.zoomUrls })
        : createJitsiMeetings(),
    fees: config.payment.fees,
    publicUrl: config.publicUrl,
    bookingView: options.bookingView,
    now,
    log: app.log,
    paymentOutcome: (outcome) => metrics.payments.inc({ outcome }),
  });
  sideEffects.handle('booking-confirmed', (effect) => payments.deliverConfirmation(effect));
  sideEffects.handle('refund', (effect) => payments.refunds.deliver(effect));
  await app.register(
    paymentsRoutes(payments, gateway.kind === 'sandbox' ? (gateway as SandboxGateway) : null),
  );
  await app.register(refundsRoutes(payments.refunds));
  return { reconcile: reconcilePayments(payments) };
}
