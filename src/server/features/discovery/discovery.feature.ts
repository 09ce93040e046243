import type { FastifyInstance } from 'fastify';
import type { Ports } from '#server/ports.ts';
import { createDiscoveryRepository } from './discovery.repository';
import { discoveryRoutes } from './discovery.routes';
import { createDiscoveryService } from './discovery.service';
import { createListingRepository } from './listing.repository';

/** The listing and trainer profiles; its service also feeds the public pages (seo). */
export async function registerDiscovery(app: FastifyInstance, { db, now }: Ports) {
  const discovery = createDiscoveryService(
    createDiscoveryRepository(db),
    createListingRepository(db),
    now,
  );
  await app.register(discoveryRoutes(discovery));
  return { discovery };
}
