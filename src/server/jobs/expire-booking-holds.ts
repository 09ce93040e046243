import { and, eq, lte } from 'drizzle-orm';
import { booking } from '../db/schema';
import type { Job } from './job-runner';

/**
 * Unpaid holds past their 15 minutes free their slots (docs/product/booking.md#holds); `counted`
 * hears how many.
 */
export const expireBookingHolds = (counted: (expired: number) => void = () => {}): Job => ({
  name: 'expire-booking-holds',
  intervalMs: 60_000,
  async run(db, now) {
    const expired = await db
      .update(booking)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(booking.status, 'pending'), lte(booking.holdExpiresAt, now)))
      .returning({ id: booking.id });
    counted(expired.length);
    return expired.length;
  },
});
