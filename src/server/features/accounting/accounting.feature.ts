import type { FastifyInstance } from 'fastify';
import { createKycCipher } from '#server/features/kyc/kyc-cipher.ts';
import type { Ports } from '#server/ports.ts';
import { createAccountingRepository } from './accounting.repository';
import { accountingRoutes } from './accounting.routes';
import { createAccountingService } from './accounting.service';

/** The admin's reconciliation and returns exports (docs/product/tax.md#reconciliation-and-returns). */
export async function registerAccounting(app: FastifyInstance, { db, config, now }: Ports) {
  const cipher = createKycCipher(config.kycEncryptionKey);
  const accounting = createAccountingService({
    repository: createAccountingRepository(db),
    openSealed: cipher.decrypt,
    now,
    // Operators keep the log: the record of who took every deductee's PAN out, and when.
    recordPanExport: (record) => app.log.info({ event: 'pan-export', ...record }, 'PANs exported'),
  });
  await app.register(accountingRoutes(accounting));
  return { accounting };
}
