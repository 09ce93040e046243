import type { FastifyInstance } from 'fastify';
import { paysOutSandbox } from '#server/config.ts';
import type { KycService } from '#server/features/kyc/kyc.service.ts';
import { manualPayouts } from '#server/integrations/payouts/payout-provider.ts';
import { createRazorpayXPayouts } from '#server/integrations/payouts/razorpayx-payouts.ts';
import { createWeeklyPayouts } from '#server/jobs/create-weekly-payouts.ts';
import type { Ports } from '#server/ports.ts';
import { beneficiaries } from './beneficiaries';
import { createPayoutsRepository } from './payouts.repository';
import { payoutsRoutes } from './payouts.routes';
import { createPayoutsService } from './payouts.service';
import { sendPayouts } from './send-payouts';

/** Trainers' weekly payouts: their routes, the weekly run, and the sending of each payout. */
export async function registerPayouts(
  app: FastifyInstance,
  { db, config, now }: Ports,
  options: {
    kyc: KycService;
    /** Tests stand a local server in for RazorpayX's API. */
    razorpayxHostUrl?: string;
  },
) {
  const repository = createPayoutsRepository(db);
  const payouts = createPayoutsService({
    repository,
    provider:
      config.payouts.kind === 'razorpayx'
        ? createRazorpayXPayouts({ ...config.payouts, hostUrl: options.razorpayxHostUrl })
        : manualPayouts,
    beneficiaryOf: beneficiaries(repository.payeeContact, options.kyc.payoutBeneficiary),
    publicUrl: config.publicUrl,
    now,
    log: app.log,
  });
  await app.register(payoutsRoutes(payouts));
  return {
    // With Route each payment settles itself: a weekly payout would pay the trainer twice.
    createWeekly:
      config.settlement.kind === 'route'
        ? null
        : createWeeklyPayouts(config.payouts.kind, {
            sandboxPayments: paysOutSandbox(config),
            tax: config.tax,
          }),
    send: sendPayouts(payouts),
  };
}
