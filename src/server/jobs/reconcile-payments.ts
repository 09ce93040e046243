import type { PaymentsService } from '#server/features/payments/payments.service.ts';
import type { Job } from './job-runner';

/** An order younger than this may still be in its checkout; verify or the webhook will come. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/** Razorpay captures within minutes; an order this old and still unpaid was abandoned. */
export const RECONCILE_FOR_MS = 48 * 3_600_000;
/** How often one order is asked about again while it stays unpaid. */
export const RECONCILE_EVERY_MS = 60 * 60_000;

/**
 * Orders left `created` whose payment the provider has captured: the client paid and closed the
 * page before verify, and no webhook came (none configured, or it failed). Each is confirmed as
 * verify would, or refunded through the outbox when its slot is gone
 * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md). It asks the provider, so
 * it claims its rows rather than run inside the job runner's transaction.
 */
export function reconcilePayments(payments: PaymentsService): Job {
  return {
    name: 'reconcile-payments',
    intervalMs: 5 * 60_000,
    claimsOwnRows: true,
    run: (_db, now) =>
      payments.reconcileUnpaidOrders({
        from: new Date(now.getTime() - RECONCILE_FOR_MS),
        to: new Date(now.getTime() - RECONCILE_AFTER_MS),
        askedBefore: new Date(now.getTime() - RECONCILE_EVERY_MS),
      }),
  };
}
