import { and, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES } from '#shared/booking-status.ts';
import type { Database } from './client';
import { booking } from './schema';

/**
 * Start times of the bookings that hold the trainers' slots in [from, to): paid or completed
 * sessions, and unpaid holds still inside their 15 minutes (a stale hold holds nothing, even
 * before the expiry job marks it).
 */
export async function heldStarts(
  db: Database,
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
        inArray(booking.status, [...ACTIVE_BOOKING_STATUSES]),
        gte(booking.startsAt, from),
        lt(booking.startsAt, to),
        or(ne(booking.status, 'pending'), sql`${booking.holdExpiresAt} > ${now}`),
      ),
    );
}
