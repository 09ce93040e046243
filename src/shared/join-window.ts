import { SESSION_MINUTES } from './schedule';
import { formatSessionStart } from './session-start';

/**
 * The join window of an online session
 * (docs/product/sessions-and-reviews.md#joining-an-online-session): joinable from 10 minutes before
 * the start until 1 hour 10 minutes after it.
 * Example: start 10:00 → 9:49 upcoming ("Soon"), 9:50 starting_soon, 10:00 active,
 * 10:55 ending_soon, 11:10 ended. Before the start the message names the IST start and the
 * time to go ('Starts Today 10:00 AM · in 1 h 30 min'), never thousands of minutes.
 */
export const JOIN_OPENS_MINUTES_BEFORE = 10;
export const JOIN_CLOSES_MINUTES_AFTER_END = 10;
/** The last minutes of the window, shown as "ending soon". */
const ENDING_SOON_MINUTES = 15;
/** A disabled Join button reads "Later" beyond this, "Soon" within it. */
const SOON_MINUTES = 60;

export type JoinState = 'upcoming' | 'starting_soon' | 'active' | 'ending_soon' | 'ended';

export interface JoinWindow {
  state: JoinState;
  canJoin: boolean;
  /** Whole minutes until the start, 0 once started. */
  minutesToStart: number;
  message: string;
  /** The Join button's text. */
  buttonLabel: 'Join' | 'Later' | 'Soon' | 'Ended';
}

export function joinWindow(startsAt: Date, now: Date): JoinWindow {
  const minute = 60_000;
  const start = startsAt.getTime();
  const closes = start + (SESSION_MINUTES + JOIN_CLOSES_MINUTES_AFTER_END) * minute;
  const at = now.getTime();
  const minutesToStart = Math.max(0, Math.ceil((start - at) / minute));
  if (at >= closes) {
    return {
      state: 'ended',
      canJoin: false,
      minutesToStart,
      message: 'Session has ended',
      buttonLabel: 'Ended',
    };
  }
  if (at < start - JOIN_OPENS_MINUTES_BEFORE * minute) {
    return {
      state: 'upcoming',
      canJoin: false,
      minutesToStart,
      message: `Starts ${formatSessionStart(startsAt, now)}`,
      buttonLabel: minutesToStart > SOON_MINUTES ? 'Later' : 'Soon',
    };
  }
  if (at < start) {
    return {
      state: 'starting_soon',
      canJoin: true,
      minutesToStart,
      message: `Starts ${formatSessionStart(startsAt, now)}`,
      buttonLabel: 'Join',
    };
  }
  if (at >= closes - ENDING_SOON_MINUTES * minute) {
    return {
      state: 'ending_soon',
      canJoin: true,
      minutesToStart,
      message: 'Session is ending soon',
      buttonLabel: 'Join',
    };
  }
  return {
    state: 'active',
    canJoin: true,
    minutesToStart,
    message: 'Session is active now',
    buttonLabel: 'Join',
  };
}
