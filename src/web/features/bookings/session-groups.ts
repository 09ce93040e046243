import type { UserBooking } from '#shared/booking-schemas.ts';
import { istDate } from '#shared/ist.ts';

/**
 * docs/product/sessions-and-reviews.md#my-sessions: upcoming = session date today or later (IST)
 * and pending or confirmed; everything else is past. Upcoming soonest first, past latest first.
 * Example: at 11 PM IST on 2 March a confirmed 7 AM session of 2 March is still upcoming.
 */
export function splitSessions(bookings: readonly UserBooking[], now: Date) {
  const today = istDate(now);
  const isUpcoming = (booking: UserBooking) =>
    booking.sessionDate >= today &&
    (booking.status === 'pending' || booking.status === 'confirmed');
  const byStart = (a: UserBooking, b: UserBooking) => a.startsAt.localeCompare(b.startsAt);
  return {
    upcoming: bookings.filter(isUpcoming).sort(byStart),
    past: bookings.filter((booking) => !isUpcoming(booking)).sort((a, b) => byStart(b, a)),
  };
}
