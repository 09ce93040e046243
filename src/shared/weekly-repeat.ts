import { addIstDays, istDate, istInstant, slotHour, slotLabel } from './ist';
import {
  BOOKING_WINDOW_DAYS,
  isOpenDate,
  MIN_NOTICE_MINUTES,
  offeredHours,
  type TrainerSchedule,
} from './schedule';
import { REPEAT_MESSAGES } from './weekly-repeat-messages';

/** docs/product/booking.md#weekly-repeat */
export const REPEAT_WEEKS_MIN = 2;
export const REPEAT_WEEKS_MAX = 8;
/** Up to three other times are offered for a week that is taken or closed. */
export const REPEAT_ALTERNATIVES_MAX = 3;
/**
 * The first week is picked inside the usual 14-day window; the last week may then lie up to
 * seven weeks later, and its day-after alternative one day more: today + 14 + 49 + 1 = 64 days.
 */
export const REPEAT_WINDOW_DAYS = BOOKING_WINDOW_DAYS + 7 * (REPEAT_WEEKS_MAX - 1) + 1;

export interface RepeatSlot {
  date: string;
  timeSlot: string;
}

export interface RepeatWeek extends RepeatSlot {
  startsAt: Date;
  free: boolean;
  /** Why the week cannot be booked at its own time, from REPEAT_MESSAGES. */
  reason?: string;
  alternatives: RepeatSlot[];
}

/**
 * The same IST weekday, `weeks` times from `firstDate`.
 * Example: ('2026-03-30', 3) → ['2026-03-30', '2026-04-06', '2026-04-13'] (Mondays).
 */
export function weeklyDates(firstDate: string, weeks: number): string[] {
  return Array.from({ length: weeks }, (_, week) => addIstDays(firstDate, week * 7));
}

/** The last IST date a repeat may reach from `now`. */
export function lastRepeatDate(now: Date): string {
  return addIstDays(istDate(now), REPEAT_WINDOW_DAYS);
}

/**
 * What keeps a slot from being booked in a repeat, or null when it is free: a closed date, an
 * hour the trainer does not offer, less than 60 minutes away, past the repeat window, or
 * held by an active booking (`held` holds start instants in ms).
 */
export function repeatSlotProblem(
  schedule: TrainerSchedule,
  slot: RepeatSlot,
  now: Date,
  held: ReadonlySet<number>,
): string | null {
  const hour = slotHour(slot.timeSlot);
  if (hour === undefined || !offeredHours(schedule.availableTimes).includes(hour)) {
    return REPEAT_MESSAGES.weekNotOffered;
  }
  if (slot.date < istDate(now) || slot.date > lastRepeatDate(now)) {
    return REPEAT_MESSAGES.weekOutsideWindow;
  }
  if (!isOpenDate(schedule, slot.date)) return REPEAT_MESSAGES.weekClosed;
  const start = istInstant(slot.date, hour).getTime();
  if (start < now.getTime() + MIN_NOTICE_MINUTES * 60_000) return REPEAT_MESSAGES.weekTooSoon;
  if (held.has(start)) return REPEAT_MESSAGES.weekTaken;
  return null;
}

/**
 * Other slots for a week that cannot be booked at its own time: the same day's free times,
 * nearest first (the earlier on a tie), then the day before and the day after at the same time.
 * Example: a Monday 7:00 AM taken, times 6, 7, 8 AM and 6 PM, all else free →
 * Mon 6:00 AM, Mon 8:00 AM, Mon 6:00 PM (three already; Sunday and Tuesday are not needed).
 */
export function repeatAlternatives(
  schedule: TrainerSchedule,
  week: RepeatSlot,
  now: Date,
  held: ReadonlySet<number>,
): RepeatSlot[] {
  const hour = slotHour(week.timeSlot);
  if (hour === undefined) return [];
  const sameDay = offeredHours(schedule.availableTimes)
    .filter((other) => other !== hour)
    .sort((a, b) => Math.abs(a - hour) - Math.abs(b - hour) || a - b)
    .map((other) => ({ date: week.date, timeSlot: slotLabel(other) }));
  const nextDays = [-1, 1].map((days) => ({
    date: addIstDays(week.date, days),
    timeSlot: week.timeSlot,
  }));
  return [...sameDay, ...nextDays]
    .filter((slot) => repeatSlotProblem(schedule, slot, now, held) === null)
    .slice(0, REPEAT_ALTERNATIVES_MAX);
}

/**
 * Each week of a repeat from `firstDate` at `timeSlot` (an hourly IST label), free or not, with
 * alternatives for those that are not. `heldStarts` are the trainer's active bookings' starts.
 * Example: first date Mon 2026-03-30, 7:00 AM, 2 weeks → 2026-03-30T01:30Z and 2026-04-06T01:30Z
 * (7:00 AM IST is 01:30 UTC the same day; a 5:00 AM IST start would be 23:30 UTC the day before).
 */
export function weeklyRepeat(
  schedule: TrainerSchedule,
  firstDate: string,
  timeSlot: string,
  weeks: number,
  now: Date,
  heldStarts: readonly Date[],
): RepeatWeek[] {
  const hour = slotHour(timeSlot);
  if (hour === undefined) throw new RangeError(`Not an hourly slot label: ${timeSlot}`);
  const held = new Set(heldStarts.map((start) => start.getTime()));
  return weeklyDates(firstDate, weeks).map((date) => {
    const week = { date, timeSlot: slotLabel(hour) };
    const startsAt = istInstant(date, hour);
    const reason = repeatSlotProblem(schedule, week, now, held);
    if (reason === null) return { ...week, startsAt, free: true, alternatives: [] };
    return {
      ...week,
      startsAt,
      free: false,
      reason,
      alternatives: repeatAlternatives(schedule, week, now, held),
    };
  });
}

/**
 * The week of a repeat a chosen slot stands for: its own date or the day before or after.
 * Example: weeks ['2026-03-30', '2026-04-06'], '2026-04-05' → 1; '2026-04-02' → -1.
 */
export function weekOfChoice(weekDates: readonly string[], date: string): number {
  return weekDates.findIndex(
    (week) => date === week || date === addIstDays(week, -1) || date === addIstDays(week, 1),
  );
}

/**
 * Whether the chosen slots fit the repeat: at least one, each standing for a week of its own.
 * Example: weeks Mon 30 Mar and Mon 6 Apr; Sun 29 Mar + Mon 6 Apr fit; Mon 30 Mar + Tue 31 Mar
 * do not (both stand for the first week).
 */
export function choicesFitWeeks(weekDates: readonly string[], chosen: readonly RepeatSlot[]) {
  if (chosen.length === 0 || chosen.length > weekDates.length) return false;
  const weeks = chosen.map((slot) => weekOfChoice(weekDates, slot.date));
  return weeks.every((week) => week >= 0) && new Set(weeks).size === weeks.length;
}
