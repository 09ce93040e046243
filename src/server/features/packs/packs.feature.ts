import type { FastifyInstance } from 'fastify';
import { endPacks, lapsePacks, remindPackExpiry } from '#server/jobs/pack-jobs.ts';
import type { Ports } from '#server/ports.ts';
import { createPacksRepository } from './packs.repository';
import { packsRoutes } from './packs.routes';
import { createPacksService } from './packs.service';

/** Session packs (docs/product/packs.md): buying, reading, and the jobs of their lifetime. */
export async function registerPacks(app: FastifyInstance, { db, config, now }: Ports) {
  const packs = createPacksService({
    repository: createPacksRepository(db),
    fees: config.payment.fees,
    now,
  });
  await app.register(packsRoutes(packs));
  return {
    jobs: [lapsePacks, remindPackExpiry(config.publicUrl), endPacks(config.publicUrl)],
  };
}
