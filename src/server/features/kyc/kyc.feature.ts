import type { FastifyInstance } from 'fastify';
import {
  PRIVATE_READ_SECONDS,
  type UploadsService,
} from '#server/features/uploads/uploads.service.ts';
import type { Ports } from '#server/ports.ts';
import { createKycRepository } from './kyc.repository';
import { kycRoutes } from './kyc.routes';
import { createKycService } from './kyc.service';
import { createKycCipher } from './kyc-cipher';

/** A trainer's KYC and its review; its service tells payouts where a trainer is paid. */
export async function registerKyc(
  app: FastifyInstance,
  { db, config, now }: Ports,
  uploads: UploadsService,
) {
  const kyc = createKycService({
    repository: createKycRepository(db),
    cipher: createKycCipher(config.kycEncryptionKey),
    takeUploadedImage: uploads.takeUploadedImage,
    privateReadUrl: (reference) => uploads.privateReadUrl(reference),
    privateReadSeconds: PRIVATE_READ_SECONDS,
    publicUrl: config.publicUrl,
    now,
    ...(config.settlement.kind === 'route' && {
      completionEffects: (trainerId: string) => [{ kind: 'route-account' as const, trainerId }],
    }),
  });
  await app.register(kycRoutes(kyc));
  return { kyc };
}
