import type { FastifyInstance } from 'fastify';
import { createKycCipher } from '#server/features/kyc/kyc-cipher.ts';
import type { TaxDocumentsService } from '#server/features/tax-documents/tax-documents.service.ts';
import { createStorage } from '#server/integrations/storage/create-storage.ts';
import { buildDataExports } from '#server/jobs/build-data-exports.ts';
import { expireDataExports } from '#server/jobs/expire-data-exports.ts';
import type { Ports } from '#server/ports.ts';
import { dataExportRoutes } from './data-export.routes';
import { createDataExportService } from './data-export.service';
import { createDataExportLinks } from './data-export-link';

/**
 * "Download my data" (docs/product/privacy.md#download-my-data): the requests, the signed link,
 * and the jobs that build each copy and delete it when its link runs out.
 */
export async function registerDataExport(
  app: FastifyInstance,
  { db, config, now }: Ports,
  taxDocuments: Pick<TaxDocumentsService, 'documentPdf'>,
) {
  const cipher = createKycCipher(config.kycEncryptionKey);
  const service = createDataExportService({
    db,
    storage: await createStorage(config, now),
    links: createDataExportLinks(config.authSecret, config.publicUrl),
    taxDocuments,
    decrypt: cipher.decrypt,
    now,
  });
  await app.register(dataExportRoutes(service));
  return { jobs: [buildDataExports(service), expireDataExports(service)] };
}
