import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';

const n = (value: number) => formatNumber(value, 'en');

export const repeatText = catalogue('bookingRepeat', {
  weeksOfRepeat: 'Weeks of the repeat',
  free: 'Free ✓',
  insteadOf: (when: string) => `Instead of ${when}`,
  skipWeek: 'Skip this week',
  seeMySessions: 'See My Sessions',
  for: 'For',
  weeks: (count: number) => `${n(count)} weeks`,
  chooseFirst: 'Choose a service, date, time and place first: the repeat starts from them.',
  checking: 'Checking the weeks...',
  sessionsFor: (count: number, amount: string) =>
    `${n(count)} ${count === 1 ? 'session' : 'sessions'} · ${amount}`,
  packCreditsButton: (count: number, left: number) =>
    `Use pack credits (${n(count)} of ${n(left)})`,
  booking: 'Booking...',
  payOnce: (amount: string) => `Pay ${amount} once`,
});
