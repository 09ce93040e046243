import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';

/** What every checkout says: a booking's and a pack's. */
export const checkoutText = catalogue('bookingCheckout', {
  title: 'Complete Payment',
  heading: 'Complete your payment',
  processing: 'Processing...',
  pay: (amount: string) => `Pay ${amount}`,
  /** What the provider's checkout says is paid for: "Online Training with Arjun Mehta". */
  bookingDescription: (service: string, trainer: string) => `${service} with ${trainer}`,
  packDescription: (sessions: number, service: string, trainer: string) =>
    `${formatNumber(sessions, 'en')} × ${service} with ${trainer}`,
  trainer: 'Trainer',
  service: 'Service',
  viewMySessions: 'View My Sessions',
});
