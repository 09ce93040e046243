import type { FastifyInstance } from 'fastify';
import { createStorage } from '#server/integrations/storage/create-storage.ts';
import type { Ports } from '#server/ports.ts';
import { createUploadsRepository } from './uploads.repository';
import { uploadsRoutes } from './uploads.routes';
import { createUploadsService } from './uploads.service';

/** Image uploads; its service hands the portfolio and KYC the images they keep. */
export async function registerUploads(app: FastifyInstance, { db, config, now }: Ports) {
  const storage = await createStorage(config, now);
  const uploads = createUploadsService({
    repository: createUploadsRepository(db),
    storage,
    secret: config.authSecret,
    now,
  });
  await app.register(uploadsRoutes(uploads, storage));
  return { uploads };
}
