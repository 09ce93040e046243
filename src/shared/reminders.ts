import { formatIstTime, istHour } from './ist';

/**
 * When session reminders go (docs/product/reminders.md): a day ahead and an hour ahead, the day
 * one never in the quiet hours. Pure functions of the instant; nothing here reads the clock.
 */
export type ReminderKind = 'day' | 'hour';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The reminders' leads: a session is reminded once it starts within these of `now`. */
export const REMINDER_LEAD_MS: Record<ReminderKind, number> = { day: 24 * HOUR_MS, hour: HOUR_MS };

/**
 * A day reminder held back by the quiet hours is only worth sending while the session is further
 * away than this; nearer, the hour reminder is the one that tells.
 */
export const DAY_REMINDER_MIN_LEAD_MS = 2 * HOUR_MS;

/** 22:00 to 07:00 IST: no reminder but the hour one. */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 7;

/**
 * Whether an instant falls in the quiet hours.
 * Example: 2026-03-02T16:29:59Z (21:59:59 IST) → false; 2026-03-02T16:30:00Z (22:00 IST) → true;
 * 2026-03-03T01:29:59Z (06:59:59 IST) → true; 2026-03-03T01:30:00Z (07:00 IST) → false.
 */
export function inQuietHours(instant: Date): boolean {
  const hour = istHour(instant);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/**
 * The reminders a session starting at `startsAt` is due at `now`, whether or not they were sent
 * (the caller's `session_reminder` rows say that). The hour reminder: the session starts within
 * the hour. The day reminder: within 24 hours, further than 2 hours away, outside the quiet hours.
 * Example: a session at 07:30 IST on 3 March — at 21:00 IST on 2 March (10 h 30 before) → ['day'];
 * from 22:00 to 06:59 IST → []; at 07:00 IST (30 min before) → ['hour'] (the day one is dropped).
 * A session at 18:00 IST on 3 March — at 22:30 IST on 2 March (19 h 30 before) → [] (quiet);
 * at 07:00 IST on 3 March → ['day'].
 */
export function dueReminders(startsAt: Date, now: Date): ReminderKind[] {
  const lead = startsAt.getTime() - now.getTime();
  if (lead <= 0) return [];
  if (lead <= REMINDER_LEAD_MS.hour) return ['hour'];
  if (lead <= REMINDER_LEAD_MS.day && lead > DAY_REMINDER_MIN_LEAD_MS && !inQuietHours(now)) {
    return ['day'];
  }
  return [];
}

const WEEKDAY = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'Asia/Kolkata' });
const DAY_MONTH = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

/**
 * A session's start as reminders write it, in IST whatever the machine's zone.
 * Example: 2026-11-24T12:30:00Z → 'Tue 24 Nov, 6:00 PM'.
 */
export function formatReminderInstant(instant: Date): string {
  return `${WEEKDAY.format(instant)} ${DAY_MONTH.format(instant)}, ${formatIstTime(instant)}`;
}
