import type { FastifyInstance } from 'fastify';
import { expireBookingHolds } from '#server/jobs/expire-booking-holds.ts';
import type { Ports } from '#server/ports.ts';
import { registerBookingMoves } from './booking-moves.feature';
import { createBookingsRepository } from './bookings.repository';
import { bookingsRoutes } from './bookings.routes';
import { createBookingsService } from './bookings.service';
import { registerWeeklyRepeat } from './weekly-repeat.feature';

/** Holds and bookings; payments reads a booking's view through `bookingView`. */
export async function registerBookings(
  app: FastifyInstance,
  ports: Ports,
  options: { zoomUrls?: { oauthUrl: string; apiUrl: string } } = {},
) {
  const { db, config, now, metrics } = ports;
  const repository = createBookingsRepository(db, config.tax);
  const bookings = createBookingsService({
    repository,
    fees: config.payment.fees,
    publicUrl: config.publicUrl,
    now,
    holdCreated: () => metrics.holds.inc({ outcome: 'created' }),
  });
  await app.register(bookingsRoutes(bookings, config.publicUrl, now));
  await registerBookingMoves(app, ports, { bookings: repository, zoomUrls: options.zoomUrls });
  await registerWeeklyRepeat(app, { db, fees: config.payment.fees, now, repository, bookings });
  return {
    bookingView: (id: string) => repository.findView(id),
    expireHolds: expireBookingHolds((expired) =>
      metrics.holds.inc({ outcome: 'expired' }, expired),
    ),
  };
}
