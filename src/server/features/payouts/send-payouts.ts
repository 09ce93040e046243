import type { Job } from '#server/jobs/job-runner.ts';
import type { PayoutsService } from './payouts.service';

/**
 * Hands pending payouts to the sending provider (RazorpayX). Each payout is claimed on its own
 * row, so processes may run this at once, outside a transaction: the provider's answer must not
 * hold a connection.
 */
export function sendPayouts(service: PayoutsService): Job {
  return {
    name: 'send-payouts',
    intervalMs: 30_000,
    claimsOwnRows: true,
    run: () => service.dispatchDue(),
  };
}
