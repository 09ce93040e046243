import type { FastifyInstance } from 'fastify';
import { createRouteSettlement } from '#server/integrations/settlement/route-settlement.ts';
import type { RouteSettlement } from '#server/integrations/settlement/settlement.ts';
import type { Job } from '#server/jobs/job-runner.ts';
import type { Ports } from '#server/ports.ts';
import { createKycCipher } from '../kyc/kyc-cipher';
import { createSettlementRepository } from './settlement.repository';
import { settlementRoutes } from './settlement.routes';
import { createSettlementService } from './settlement.service';

const SETTLE_EVERY_MS = 10 * 60_000;

/**
 * Settlement through Razorpay Route (docs/product/tax.md#settlement-through-route): linked
 * accounts, transfers on hold, their release and reversal, and Razorpay's webhook. With the
 * weekly payouts instead, only the webhook's route exists, refusing everything.
 */
export async function registerSettlement(
  app: FastifyInstance,
  { db, config, now, sideEffects }: Ports,
  options: { settlement?: RouteSettlement } = {},
): Promise<{ settle: Job | null }> {
  const settlement = config.settlement;
  if (settlement.kind !== 'route') {
    await app.register(settlementRoutes(null));
    return { settle: null };
  }
  const service = createSettlementService({
    repository: createSettlementRepository(db),
    port: options.settlement ?? createRouteSettlement(settlement),
    cipher: createKycCipher(config.kycEncryptionKey),
    tax: config.tax,
    releaseHours: settlement.releaseHours,
    now,
    log: app.log,
  });
  sideEffects.handle('route-account', service.deliverAccount);
  sideEffects.handle('route-transfer', service.deliverTransfer);
  sideEffects.handle('route-reversal', (effect) => service.deliverReversal(effect));
  await app.register(settlementRoutes(service));
  return {
    settle: {
      name: 'settle-route',
      intervalMs: SETTLE_EVERY_MS,
      claimsOwnRows: true,
      run: (_db, at) => service.settleDue(at),
    },
  };
}
