import { z } from 'zod';
import { WEEKDAYS } from './catalog';
import { catalogue } from './catalogue';
import { istDate, istWeekday } from './ist';

/** The Availability Settings messages (docs/product/trainer-dashboard.md#availability-settings). */
export const AVAILABILITY_MESSAGES = {
  loadFailed: 'Failed to load availability settings',
  updated: 'Availability settings updated successfully',
  updateFailed: 'Failed to update availability settings',
  selectDate: 'Please select a date',
  pastDate: 'Cannot block dates in the past',
  alreadyBlocked: 'This date is already blocked',
  invalidWeekday: 'Working and blocked days must be weekday names, such as monday',
  blockOnlyWorkingDays: 'Only a working day can be blocked',
} as const;

export const AVAILABILITY_TEXT = catalogue('availabilityMessages', AVAILABILITY_MESSAGES);

/** A year of blocked dates is more than any trainer needs; the list stays bounded. */
export const MAX_BLOCKED_DATES = 366;

/**
 * Why a date cannot be added to the blocked dates, or null when it can: chosen, not before
 * today in IST, not already blocked (docs/product/trainer-dashboard.md#blocked-dates).
 * Example: today 2026-03-02, blocked ['2026-03-05'] → '2026-03-05' 'This date is already
 * blocked'; '2026-03-01' 'Cannot block dates in the past'; '2026-03-02' null.
 */
export function blockedDateProblem(
  date: string,
  alreadyBlocked: readonly string[],
  now: Date,
): string | null {
  if (!isCalendarDate(date)) return AVAILABILITY_MESSAGES.selectDate;
  if (date < istDate(now)) return AVAILABILITY_MESSAGES.pastDate;
  if (alreadyBlocked.includes(date)) return AVAILABILITY_MESSAGES.alreadyBlocked;
  return null;
}

function isCalendarDate(date: string): boolean {
  try {
    istWeekday(date);
    return true;
  } catch {
    return false;
  }
}

/** Blocked dates from today (IST) on, in order: what the settings show and keep. */
export function upcomingBlockedDates(dates: readonly string[], now: Date): string[] {
  const today = istDate(now);
  return [...new Set(dates)].filter((date) => date >= today).sort();
}

const weekdays = z
  .array(z.enum(WEEKDAYS, { error: AVAILABILITY_MESSAGES.invalidWeekday }))
  .max(WEEKDAYS.length)
  .transform((days) => WEEKDAYS.filter((day) => days.includes(day)));

/** The body of PUT /api/trainer/availability-settings; dates are checked against today apart. */
export const availabilitySettingsSchema = z
  .object({
    workingDays: weekdays,
    blockedDays: weekdays.default([]),
    blockedDates: z
      .array(z.string({ error: AVAILABILITY_MESSAGES.selectDate }).max(10))
      .max(MAX_BLOCKED_DATES)
      .default([]),
  })
  // 'Block this day' is offered on working days only
  // (docs/product/trainer-dashboard.md#availability-settings)
  .refine((settings) => settings.blockedDays.every((day) => settings.workingDays.includes(day)), {
    path: ['blockedDays'],
    message: AVAILABILITY_MESSAGES.blockOnlyWorkingDays,
  });
export type AvailabilitySettings = z.output<typeof availabilitySettingsSchema>;

/** Checks each blocked date in turn, as the screen adds them: the first problem, or null. */
export function blockedDatesProblem(dates: readonly string[], now: Date): string | null {
  const accepted: string[] = [];
  for (const date of dates) {
    const problem = blockedDateProblem(date, accepted, now);
    if (problem) return problem;
    accepted.push(date);
  }
  return null;
}
