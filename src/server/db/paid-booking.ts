import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { booking } from './schema';

type Column = AnyPgColumn | SQL;

/**
 * A booking somebody paid for: confirmed, completed, or cancelled after payment. Payment clears
 * a booking's hold deadline, so a cancelled booking that still has one was an unpaid hold given
 * up. The database's `booking_is_session` (migration 0017, inlined by the planner) is the rule
 * the trainer's client list counts by too. Written over columns so a raw statement with its own
 * alias can use it.
 */
export const paidBookingOf = (status: Column, holdExpiresAt: Column) =>
  sql`booking_is_session(${status}, ${holdExpiresAt})`;

export const paidBooking = paidBookingOf(booking.status, booking.holdExpiresAt);

/** The same rule over a row already read (booking_is_session in migration 0017). */
export const isPaidBooking = (row: { status: string; holdExpiresAt: Date | null }): boolean =>
  row.status === 'confirmed' ||
  row.status === 'completed' ||
  (row.status === 'cancelled' && row.holdExpiresAt === null);
