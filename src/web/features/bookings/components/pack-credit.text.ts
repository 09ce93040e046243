import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';

export const packCreditText = catalogue('bookingPackCredit', {
  payWith: 'Pay with',
  packCreditOption: (left: number) => `Use pack credit (${formatNumber(left, 'en')} left)`,
  packExpires: (sessions: number, day: string) =>
    `${formatNumber(sessions, 'en')}-session pack · expires ${day}`,
  bookedFor: (service: string, trainer: string) => `${service} with ${trainer}`,
  when: (date: string, time: string) => `${date} · ${time} IST`,
  close: 'Close',
  viewMySessions: 'View My Sessions',
});
