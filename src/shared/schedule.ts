import { DEFAULT_AVAILABLE_HOURS, type Weekday } from './catalog';
import {
  addIstDays,
  IST_DAY_MS,
  istDate,
  istInstant,
  istWeekday,
  istWeekdayAt,
  slotHour,
  slotLabel,
} from './ist';

/** Hourly, 6:00 AM to 9:00 PM IST, sixteen starts: docs/product/booking.md#slots-and-schedule */
export const FIRST_SLOT_HOUR = 6;
export const LAST_SLOT_HOUR = 21;
export const SESSION_MINUTES = 60;
export const MIN_NOTICE_MINUTES = 60;
/** Dates offered: today plus the next 14 days. */
export const BOOKING_WINDOW_DAYS = 14;
/**
 * `bookingfull` looks this many days ahead, today included (docs/product/booking.md#booking-full).
 */
export const BOOKING_FULL_DAYS = 10;

export const ALL_SLOT_LABELS: readonly string[] = Array.from(
  { length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 },
  (_, index) => slotLabel(FIRST_SLOT_HOUR + index),
);
export const DEFAULT_AVAILABLE_TIMES: readonly string[] = DEFAULT_AVAILABLE_HOURS.map(slotLabel);

/** A trainer's stored schedule columns: weekday names as text. */
export interface ScheduleColumns {
  availableTimes: readonly string[];
  workingDays: readonly string[];
  blockedDays: readonly string[];
  blockedDates: readonly string[];
}

export interface TrainerSchedule {
  /** Slot labels such as '7:00 AM'. */
  availableTimes: readonly string[];
  workingDays: readonly Weekday[];
  blockedDays: readonly Weekday[];
  /** IST dates, 'YYYY-MM-DD'. */
  blockedDates: readonly string[];
}

/** The schedule of a trainer row (its weekday columns hold weekday names). */
export function scheduleOf(row: ScheduleColumns): TrainerSchedule {
  return {
    availableTimes: row.availableTimes,
    workingDays: row.workingDays as Weekday[],
    blockedDays: row.blockedDays as Weekday[],
    blockedDates: row.blockedDates,
  };
}

/** The trainer's offered slot hours (IST), valid and in the day's order; the defaults when none. */
export function offeredHours(availableTimes: readonly string[]): number[] {
  const hours = new Set<number>();
  for (const label of availableTimes) {
    const hour = slotHour(label);
    if (hour !== undefined && hour >= FIRST_SLOT_HOUR && hour <= LAST_SLOT_HOUR) hours.add(hour);
  }
  if (hours.size === 0) return [...DEFAULT_AVAILABLE_HOURS];
  return [...hours].sort((a, b) => a - b);
}

/** The trainer's offered slot labels, valid and in the day's order; the defaults when none. */
export function offeredTimes(availableTimes: readonly string[]): string[] {
  return offeredHours(availableTimes).map(slotLabel);
}

/** A working day that is neither a blocked weekday nor a blocked date. */
export function isOpenDate(schedule: TrainerSchedule, date: string): boolean {
  return isOpenDay(schedule, istWeekday(date), () => date);
}

/** isOpenDate with the weekday known; the date is only formatted when dates are blocked. */
function isOpenDay(schedule: TrainerSchedule, weekday: Weekday, date: () => string): boolean {
  return (
    schedule.workingDays.includes(weekday) &&
    !schedule.blockedDays.includes(weekday) &&
    (schedule.blockedDates.length === 0 || !schedule.blockedDates.includes(date()))
  );
}

/** Today (IST) and the following `days` dates. Example: 14 → 15 dates. */
export function upcomingDates(now: Date, days: number): string[] {
  const today = istDate(now);
  return Array.from({ length: days + 1 }, (_, index) => addIstDays(today, index));
}

export interface DaySlots {
  allTimeSlots: string[];
  availableSlots: string[];
  bookedSlots: string[];
}

/**
 * The slots of one IST date. A slot is available when the date is open, nobody holds it,
 * and it starts at least 60 minutes after `now`.
 * Example: now 2026-03-02T01:00Z (6:30 AM IST), times 7, 8 AM, 8 AM booked →
 * all [7:00 AM, 8:00 AM], booked [8:00 AM], available [] (7:00 AM is 30 minutes away).
 */
export function slotsForDate(
  schedule: TrainerSchedule,
  date: string,
  now: Date,
  bookedStarts: readonly Date[],
): DaySlots {
  const hours = offeredHours(schedule.availableTimes);
  const allTimeSlots = hours.map(slotLabel);
  const taken = new Set(bookedStarts.map((start) => start.getTime()));
  const bookedSlots = hours
    .filter((hour) => taken.has(istInstant(date, hour).getTime()))
    .map(slotLabel);
  if (!isOpenDate(schedule, date)) return { allTimeSlots, availableSlots: [], bookedSlots };
  const earliest = now.getTime() + MIN_NOTICE_MINUTES * 60_000;
  const availableSlots = hours
    .filter((hour) => {
      const start = istInstant(date, hour).getTime();
      return start >= earliest && !taken.has(start);
    })
    .map(slotLabel);
  return { allTimeSlots, availableSlots, bookedSlots };
}

/**
 * True when no slot can be booked in the next 10 days (docs/product/booking.md#booking-full): the
 * dates and slots of slotsForDate, walked until the first bookable one (listings ask this of every
 * card).
 */
export function isBookingFull(
  schedule: TrainerSchedule,
  now: Date,
  bookedStarts: readonly Date[],
): boolean {
  return firstBookableStart(schedule, now, bookedStarts) === null;
}

/**
 * The start (ms) of the first bookable slot in the next 10 days, or null when booking is full.
 * Example: now 2026-03-02T01:00Z (6:30 AM IST), times 7, 8 AM, 8 AM booked, open every day →
 * 7:00 AM is 30 minutes away and 8 AM is taken, so the answer is 3 March 7:00 AM IST.
 */
export function firstBookableStart(
  schedule: TrainerSchedule,
  now: Date,
  bookedStarts: readonly Date[],
): number | null {
  const hours = offeredHours(schedule.availableTimes);
  const taken = new Set(bookedStarts.map((start) => start.getTime()));
  const earliest = now.getTime() + MIN_NOTICE_MINUTES * 60_000;
  const today = istInstant(istDate(now), 0).getTime();
  for (let day = 0; day < BOOKING_FULL_DAYS; day++) {
    const midnight = new Date(today + day * IST_DAY_MS);
    if (!isOpenDay(schedule, istWeekdayAt(midnight), () => istDate(midnight))) continue;
    for (const hour of hours) {
      const start = midnight.getTime() + hour * 3_600_000;
      if (start >= earliest && !taken.has(start)) return start;
    }
  }
  return null;
}
