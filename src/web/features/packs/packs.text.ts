import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';

const n = (value: number) => formatNumber(value, 'en');

/** My Packs and the pack page (docs/product/packs-screens.md#my-packs-and-the-pack-page). */
export const packsText = catalogue('packs', {
  status: {
    pending: 'Awaiting payment',
    active: 'Active',
    ended: 'Ended',
    lapsed: 'Not paid',
  },
  bookingStatus: {
    pending: 'Awaiting payment',
    confirmed: 'Booked',
    completed: 'Done',
    cancelled: 'Cancelled',
    expired: 'Expired',
  },
  expiresOn: (day: string) => `Expires on ${day} · unused credits are refunded`,
  validUntil: (day: string) => `Valid until ${day}`,
  creditsLeftOf: (left: number, sessions: number) => `${n(left)} of ${n(sessions)} credits left`,
  listTitle: (sessions: number, service: string, trainer: string) =>
    `${n(sessions)} ${service} · ${trainer}`,
  heading: (sessions: number, service: string) => `${n(sessions)} × ${service}`,
  with: 'with',
  paidOn: (day: string) => ` · paid on ${day}`,
  waitingForPayment: 'This pack is waiting for its payment.',
  completePayment: 'Complete payment',
  creditsLeftLabel: (left: number, sessions: number) =>
    `${left === 1 ? 'credit left' : 'credits left'} of ${n(sessions)}`,
  bookSession: 'Book a session',
  sessionsBooked: 'Sessions booked',
  sessionsUsed: 'Sessions used',
  refunded: (amount: string) => `${amount} refunded to you`,
  sessionsHeading: 'Sessions from this pack',
  noSessions: 'No sessions booked from this pack yet.',
  sessionWhen: (date: string, time: string) => `${date} · ${time} IST`,
});
