import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { booking } from './schema';

type Column = AnyPgColumn | SQL;

/**
 * A booking somebody paid for: confirmed, completed, or cancelled after payment. Payment clears
 * a booking's hold deadline, so a cancelled booking that still has one was an unpaid hold given
 * up (the trainer's client list counts sessions the same way, migration 0015). Written over
 * columns so a raw statement with its own alias can use it too.
 */
export const paidBookingOf = (status: Column, holdExpiresAt: Column) =>
  sql`(${status} in ('confirmed', 'completed') or (${status} = 'cancelled' and ${holdExpiresAt} is null))`;

export const paidBooking = paidBookingOf(booking.status, booking.holdExpiresAt);

/** The same rule over a row already read. */
export const isPaidBooking = (row: { status: string; holdExpiresAt: Date | null }): boolean =>
  row.status === 'confirmed' ||
  row.status === 'completed' ||
  (row.status === 'cancelled' && row.holdExpiresAt === null);
