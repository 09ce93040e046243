import type { FastifyInstance } from 'fastify';
import type { Ports } from '#server/ports.ts';
import { createAvailabilityRepository } from './availability.repository';
import { availabilityRoutes } from './availability.routes';
import { createAvailabilityService } from './availability.service';

export async function registerAvailability(app: FastifyInstance, { db, now }: Ports) {
  await app.register(
    availabilityRoutes(createAvailabilityService(createAvailabilityRepository(db), now)),
  );
}
