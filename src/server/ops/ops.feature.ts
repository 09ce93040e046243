import type { FastifyInstance } from 'fastify';
import { type DatabaseHandle, isPglite } from '#server/db/client.ts';
import { healthRoutes } from '#server/features/health/health.routes.ts';
import type { Ports } from '#server/ports.ts';
import { backupRoutes } from './backup.routes';

/** The operator's routes: health, and the running server's backup of its embedded database. */
export async function registerOps(
  app: FastifyInstance,
  { config, now }: Ports,
  database: DatabaseHandle,
) {
  await app.register(healthRoutes(database));
  if (isPglite(database)) {
    await app.register(
      backupRoutes({ database, dataDir: config.dataDir, token: config.backupToken, now }),
    );
  }
}
