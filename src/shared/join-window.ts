import { catalogue, textOf } from './catalogue';
import type { Locale } from './locale';
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

/** What the Join button and the line under it say. */
export const JOIN_WINDOW_TEXT = catalogue('joinWindow', {
  starts: (when: string) => `Starts ${when}`,
  ended: 'Session has ended',
  endingSoon: 'Session is ending soon',
  active: 'Session is active now',
  buttons: { join: 'Join', later: 'Later', soon: 'Soon', ended: 'Ended' },
});

export type JoinState = 'upcoming' | 'starting_soon' | 'active' | 'ending_soon' | 'ended';

export interface JoinWindow {
  state: JoinState;
  canJoin: boolean;
  /** Whole minutes until the start, 0 once started. */
  minutesToStart: number;
  message: string;
  /** The Join button's text. */
  buttonLabel: string;
}

export function joinWindow(startsAt: Date, now: Date, locale: Locale = 'en'): JoinWindow {
  const text = textOf(JOIN_WINDOW_TEXT, locale);
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
      message: text.ended,
      buttonLabel: text.buttons.ended,
    };
  }
  if (at < start - JOIN_OPENS_MINUTES_BEFORE * minute) {
    return {
      state: 'upcoming',
      canJoin: false,
      minutesToStart,
      message: text.starts(formatSessionStart(startsAt, now, locale)),
      buttonLabel: minutesToStart > SOON_MINUTES ? text.buttons.later : text.buttons.soon,
    };
  }
  if (at < start) {
    return {
      state: 'starting_soon',
      canJoin: true,
      minutesToStart,
      message: text.starts(formatSessionStart(startsAt, now, locale)),
      buttonLabel: text.buttons.join,
    };
  }
  if (at >= closes - ENDING_SOON_MINUTES * minute) {
    return {
      state: 'ending_soon',
      canJoin: true,
      minutesToStart,
      message: text.endingSoon,
      buttonLabel: text.buttons.join,
    };
  }
  return {
    state: 'active',
    canJoin: true,
    minutesToStart,
    message: text.active,
    buttonLabel: text.buttons.join,
  };
}
