import { createWeekPayouts } from '#server/features/payouts/payout-run.repository.ts';
import { type PayoutProviderKind, payoutWeekOn } from '#shared/payouts.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import type { Job } from './job-runner';

/**
 * The weekly payout run (docs/product/earnings-and-payouts.md#weekly-payouts): on Fridays (IST) it
 * pays the Monday to Sunday before. It ticks every 10 minutes and does nothing on other days
 * without asking the database; on a Friday a tick finds only trainers who became payable since the
 * last one (a KYC approved in the afternoon), because the payout of a trainer and week is unique.
 * Sessions paid in the sandbox are left out unless `sandboxPayments`
 * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md).
 */
export function createWeeklyPayouts(
  provider: PayoutProviderKind,
  options: { sandboxPayments: boolean; tax: TaxSettings },
): Job {
  return {
    name: 'create-weekly-payouts',
    intervalMs: 10 * 60_000,
    async run(db, now) {
      const week = payoutWeekOn(now);
      return week ? createWeekPayouts(db, week, provider, now, options) : 0;
    },
  };
}
