import { authPath, paths } from '#web/config/paths.ts';

export interface BookingTarget {
  to: string;
  state: { openBooking: true } | { afterSignIn: { openBooking: true } };
}

/**
 * Book Session and Book Now: a signed-in visitor lands on the trainer page with the booking
 * form open; a visitor signs in first and comes back to the trainer page with it open.
 */
export function bookingTarget(trainerId: string, signedIn: boolean): BookingTarget {
  const trainerPage = paths.trainer(trainerId);
  return signedIn
    ? { to: trainerPage, state: { openBooking: true } }
    : { to: authPath(trainerPage), state: { afterSignIn: { openBooking: true } } };
}
