import { and, gt, gte, inArray, lt, ne, or, type SQLWrapper } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '#shared/booking-status.ts';
import type { Executor } from './executor';
import { booking } from './schema';

/**
 * A booking that holds its slot: paid or completed, or an unpaid hold still inside its 15
 * minutes (a stale hold holds nothing, even before the expiry job marks it).
 */
export const holdsSlot = (now: Date | SQLWrapper) =>
  and(
    inArray(booking.status, [...ACTIVE_BOOKING_STATUSES]),
    or(ne(booking.status, 'pending'), gt(booking.holdExpiresAt, now)),
  );

/**
 * Start times of the bookings that hold the trainers' slots in [from, to).
 */
export async function heldStarts(
  db: Executor,
  trainerIds: readonly string[],
  from: Date,
  to: Date,
  now: Date,
): Promise<{ trainerId: string; startsAt: Date }[]> {
  if (trainerIds.length === 0) return [];
  return db
    .select({ trainerId: booking.trainerId, startsAt: booking.startsAt })
    .from(booking)
    .where(
      and(
        inArray(booking.trainerId, [...trainerIds]),
        holdsSlot(now),
        gte(booking.startsAt, from),
        lt(booking.startsAt, to),
      ),
    );
}
