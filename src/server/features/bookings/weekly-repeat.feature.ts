import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { FeeRates } from '#shared/fees.ts';
import type { BookingsRepository } from './bookings.repository';
import type { BookingsService } from './bookings.service';
import { createWeeklyRepeatRepository } from './weekly-repeat.repository';
import { weeklyRepeatRoutes } from './weekly-repeat.routes';
import { createWeeklyRepeatService } from './weekly-repeat.service';

/** The weekly repeat, on top of the bookings' repository and service. */
export async function registerWeeklyRepeat(
  app: FastifyInstance,
  deps: {
    db: Database;
    fees: FeeRates;
    now: () => Date;
    repository: BookingsRepository;
    bookings: BookingsService;
  },
) {
  const service = createWeeklyRepeatService({
    bookings: deps.repository,
    bookingsService: deps.bookings,
    repository: createWeeklyRepeatRepository(deps.db, deps.fees),
    fees: deps.fees,
    now: deps.now,
  });
  await app.register(weeklyRepeatRoutes(service));
}
