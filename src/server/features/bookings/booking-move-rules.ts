import { badRequest } from '#server/http-error.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { type BookingMoves, MAX_CLIENT_MOVES } from '#shared/booking-moves.ts';
import { cancellationRefunds } from '#shared/booking-status.ts';
import { addIstDays, istDate, istInstant, istWeekday, slotHour } from '#shared/ist.ts';
import {
  BOOKING_WINDOW_DAYS,
  isOpenDate,
  MIN_NOTICE_MINUTES,
  type ScheduleColumns,
  SESSION_MINUTES,
  scheduleOf,
  slotsForDate,
} from '#shared/schedule.ts';
import type { MoveTarget } from './booking-moves.repository';
import type { BookingView } from './bookings.repository';

/**
 * A client moves a session as long as they could cancel it for free: 24 hours or more before it
 * starts (docs/product/booking.md#reschedule).
 * Example: start 2026-03-05T04:30Z → movable until 2026-03-04T04:30Z, not a minute later.
 */
export const clientMayMove = (startsAt: Date, now: Date) =>
  cancellationRefunds('client', startsAt, now);

/** A date a client may pick: today (IST) to 14 days ahead, as for a new booking. */
export function assertMoveDate(date: string, now: Date) {
  try {
    istWeekday(date);
  } catch {
    throw badRequest(BOOKING_MESSAGES.invalidBookingDate);
  }
  const today = istDate(now);
  if (date < today || date > addIstDays(today, BOOKING_WINDOW_DAYS)) {
    throw badRequest(BOOKING_MESSAGES.dateOutsideWindow);
  }
}

/**
 * The new time of a session, by the rules a new booking follows: an open date of the trainer in
 * the window, a slot they offer, at least 60 minutes ahead. Whether it is free is the move's
 * transaction's to say.
 */
export function moveTarget(
  trainer: ScheduleColumns,
  date: string,
  timeSlot: string,
  now: Date,
): MoveTarget {
  assertMoveDate(date, now);
  const schedule = scheduleOf(trainer);
  if (!isOpenDate(schedule, date)) throw badRequest(BOOKING_MESSAGES.dateNotAvailable);
  const label = timeSlot.trim();
  const hour = slotHour(label);
  if (hour === undefined || !slotsForDate(schedule, date, now, []).allTimeSlots.includes(label)) {
    throw badRequest(BOOKING_MESSAGES.slotNotOffered);
  }
  const startsAt = istInstant(date, hour);
  if (startsAt.getTime() < now.getTime() + MIN_NOTICE_MINUTES * 60_000) {
    throw badRequest(BOOKING_MESSAGES.slotTooSoon);
  }
  return {
    sessionDate: date,
    timeSlot: label,
    startsAt,
    endsAt: new Date(startsAt.getTime() + SESSION_MINUTES * 60_000),
  };
}

/** What `role` may do about the session's time at `now`, and the proposal awaiting an answer. */
export function bookingMoves(
  view: BookingView,
  role: 'client' | 'trainer',
  now: Date,
): BookingMoves {
  const row = view.booking;
  const live = row.status === 'confirmed' && now < row.startsAt;
  const movesLeft = Math.max(0, MAX_CLIENT_MOVES - view.moves.clientMoves);
  const open = view.moves.openProposal;
  const startsAt = open ? new Date(open.startsAt) : null;
  const proposal =
    open && startsAt && live && startsAt > now
      ? { ...open, startsAt: startsAt.toISOString(), note: open.note ?? null }
      : null;
  return {
    movesLeft,
    canMove: role === 'client' && live && movesLeft > 0 && clientMayMove(row.startsAt, now),
    canPropose: role === 'trainer' && live && proposal === null,
    proposal,
  };
}
