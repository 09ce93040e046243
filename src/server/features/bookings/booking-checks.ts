import { badRequest } from '#server/http-error.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import type { CreateBookingInput } from '#shared/booking-schemas.ts';
import { addIstDays, istDate, istInstant, istWeekday, slotHour } from '#shared/ist.ts';
import {
  BOOKING_WINDOW_DAYS,
  isOpenDate,
  MIN_NOTICE_MINUTES,
  scheduleOf,
  slotsForDate,
} from '#shared/schedule.ts';
import type { BookingsRepository } from './bookings.repository';

/**
 * The checks every new booking passes, a single hold or a weekly repeat
 * (docs/product/booking.md#the-booking-modal), each a step of its own.
 */

export type TrainerForBooking = NonNullable<Awaited<ReturnType<BookingsRepository['findTrainer']>>>;

/** Dates a client may pick: today (IST) to 14 days ahead. */
export function inBookingWindow(date: string, now: Date): boolean {
  const today = istDate(now);
  return date >= today && date <= addIstDays(today, BOOKING_WINDOW_DAYS);
}

export function assertCalendarDate(date: string) {
  try {
    istWeekday(date);
  } catch {
    throw badRequest(BOOKING_MESSAGES.invalidBookingDate);
  }
}

/** A trainer a visitor may book: approved and public, or the trainer looking at their own. */
export function bookable(
  row: TrainerForBooking | null,
  viewerId: string | null,
): row is TrainerForBooking {
  return row !== null && (row.published || row.userId === viewerId);
}

/** Step: the place rules of docs/product/booking.md#the-booking-modal for the chosen service. */
export function checkLocation(trainerRow: TrainerForBooking, input: CreateBookingInput) {
  if (input.service === 'online') {
    if (input.location !== 'online') throw badRequest(BOOKING_MESSAGES.onlineLocationMismatch);
    return;
  }
  if (input.location === 'online') throw badRequest(BOOKING_MESSAGES.onlineLocationMismatch);
  const neither = !trainerRow.trainsAtGym && !trainerRow.trainsAtClientHome;
  const offered = input.location === 'gym' ? trainerRow.trainsAtGym : trainerRow.trainsAtClientHome;
  if (!neither && !offered) throw badRequest(BOOKING_MESSAGES.locationNotOffered);
  if (input.location === 'home' && !input.address)
    throw badRequest(BOOKING_MESSAGES.addressRequired);
}

/**
 * Step: someone else's trainer, offering the chosen service at the chosen place; the offer (its
 * price) when so.
 */
export function checkBookableService(
  trainerRow: TrainerForBooking,
  clientId: string,
  input: CreateBookingInput,
) {
  if (trainerRow.userId === clientId) throw badRequest(BOOKING_MESSAGES.cannotBookYourself);
  const offer = trainerRow.services[input.service];
  if (!offer?.enabled) throw badRequest(BOOKING_MESSAGES.serviceNotOffered);
  checkLocation(trainerRow, input);
  return offer;
}

/** Step: the slot exists for this trainer, on an open date in the window, far enough ahead. */
export async function checkSlot(
  trainerRow: TrainerForBooking,
  input: CreateBookingInput,
  current: Date,
) {
  assertCalendarDate(input.date);
  if (!inBookingWindow(input.date, current)) throw badRequest(BOOKING_MESSAGES.dateOutsideWindow);
  const schedule = scheduleOf(trainerRow);
  if (!isOpenDate(schedule, input.date)) throw badRequest(BOOKING_MESSAGES.dateNotAvailable);
  const hour = slotHour(input.timeSlot);
  const day = slotsForDate(schedule, input.date, current, []);
  if (hour === undefined || !day.allTimeSlots.includes(input.timeSlot.trim())) {
    throw badRequest(BOOKING_MESSAGES.slotNotOffered);
  }
  const startsAt = istInstant(input.date, hour);
  if (startsAt.getTime() < current.getTime() + MIN_NOTICE_MINUTES * 60_000) {
    throw badRequest(BOOKING_MESSAGES.slotTooSoon);
  }
  return startsAt;
}
