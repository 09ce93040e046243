import type { FastifyInstance } from 'fastify';
import type { UploadsService } from '#server/features/uploads/uploads.service.ts';
import { prunePersonalData } from '#server/jobs/prune-personal-data.ts';
import type { Ports } from '#server/ports.ts';
import { personalDataAccessRoutes } from './personal-data-access.routes';
import { createPersonalDataAccessService } from './personal-data-access.service';

/**
 * The record of who reached whose personal data, and the job that erases what has outlived
 * its purpose (docs/product/retention.md), documents from storage included.
 */
export async function registerPersonalDataAccess(
  app: FastifyInstance,
  { db }: Ports,
  uploads: UploadsService,
) {
  await app.register(personalDataAccessRoutes(createPersonalDataAccessService(db)));
  return { prunePersonalData: prunePersonalData(uploads) };
}
