import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';

const n = (value: number) => formatNumber(value, 'en');

export const packPaymentText = catalogue('bookingPackPayment', {
  myPacks: 'My Packs',
  backToTrainer: 'Back to the trainer',
  viewPack: 'View the pack',
  weeklySessions: 'Weekly sessions',
  sessionPack: 'Session pack',
  sessions: 'Sessions',
  sessionsValue: (sessions: number, price: string) => `${n(sessions)} · ${price} a session`,
  valid: 'Valid',
  validUntil: (day: string) => `Until ${day}`,
  validDays: (days: number) => `${n(days)} days from payment`,
  howCreditsWork:
    'Book each session from the pack with a credit, no payment each time. Unused credits are refunded when the pack expires.',
  total: 'Total',
  onePaymentFor: (sessions: number) => `One payment for ${n(sessions)} sessions`,
});
