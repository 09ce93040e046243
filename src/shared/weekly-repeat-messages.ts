import { catalogue } from './catalogue';

/** The weekly repeat's messages (docs/product/booking.md#weekly-repeat). */
export const REPEAT_MESSAGES = {
  weekTaken: 'Already booked',
  weekClosed: 'The trainer is not available on this date',
  weekTooSoon: 'Starts too soon',
  weekNotOffered: 'The trainer does not offer this time',
  weekOutsideWindow: 'Too far ahead to book',
  weeksOutOfRange: 'A weekly repeat runs for 2 to 8 weeks',
  choicesInvalid:
    'Choose one time for each week of the repeat, on its day or the day before or after',
  nothingFree: 'None of the chosen times is free any more. Please check the weeks again.',
  packNotUsable: 'This pack cannot be used for these sessions',
  notEnoughCredits: (credits: number, sessions: number) =>
    `This pack has ${credits} credits left, not enough for ${sessions} sessions`,
  repeatBooked: (count: number) =>
    `${count} weekly ${count === 1 ? 'session' : 'sessions'} booked with your pack credits.`,
  repeatHeld: 'Your weekly sessions are held for 15 minutes. Pay once to confirm them all.',
  repeatWeekly: 'Repeat weekly',
  previewFailed: 'Could not check the weeks. Please try again.',
  seriesLabel: (index: number, count: number) => `Weekly · ${index} of ${count}`,
} as const;

export const REPEAT_TEXT = catalogue('repeatMessages', REPEAT_MESSAGES);
