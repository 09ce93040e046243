import type { FastifyInstance } from 'fastify';
import type { Ports } from '#server/ports.ts';
import type { DocumentRenderers } from './document-renderers';
import type { AmountInWords } from './document-view';
import { createTaxDocumentsRepository } from './tax-documents.repository';
import { taxDocumentsRoutes } from './tax-documents.routes';
import { createTaxDocumentsService } from './tax-documents.service';

/**
 * Where clients and trainers find their tax documents and statements
 * (docs/product/tax.md#where-people-find-their-documents). The documents themselves are issued
 * with the money changes that cause them (issue-documents.repository.ts); this area reads them.
 */
export async function registerTaxDocuments(
  app: FastifyInstance,
  { db, config, now }: Ports,
  options: { renderers: DocumentRenderers; inWords: AmountInWords },
) {
  const service = createTaxDocumentsService({
    repository: createTaxDocumentsRepository(db),
    tax: config.tax,
    renderers: options.renderers,
    inWords: options.inWords,
    now,
  });
  await app.register(taxDocumentsRoutes(service));
  return { taxDocuments: service };
}
