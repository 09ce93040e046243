import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';

/** My Sessions (`/profile/sessions`). */
export const sessionsText = catalogue('sessionsRoute', {
  title: 'My Sessions',
  myPacks: 'My Packs',
  retry: 'Retry',
  browseTrainers: 'Browse Trainers',
  tabs: 'Sessions',
  upcoming: (count: number) => `Upcoming (${formatNumber(count, 'en')})`,
  past: (count: number) => `Past (${formatNumber(count, 'en')})`,
  noUpcoming: 'No upcoming sessions. Find a trainer and book your first one.',
  noPast: 'No past sessions yet.',
  documentsIntro: 'Invoices for the sessions you paid for, and credit notes for those refunded.',
  noDocuments: 'No tax documents yet. Each session you pay for gets an invoice here.',
});
