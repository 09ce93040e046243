import { catalogue } from '#shared/catalogue.ts';

export const payoutHistoryText = catalogue('dashPayouts', {
  title: 'Payouts',
  intro:
    'Every Friday, the sessions completed up to the Sunday before are paid to your bank account or UPI id, once your KYC is completed and you have 5 completed sessions.',
  loading: 'Loading payouts',
  none: 'No payouts yet. Your first payout comes on the Friday after your fifth completed session, once your KYC is completed.',
  newestFirst: 'Your weekly payouts, newest first',
  week: 'Week',
  platformFee: 'Platform fee',
  statement: 'Statement',
  sessions: (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`,
  youReceive: 'you receive',
  gross: 'Gross',
  status: 'Status',
  reference: 'Reference',
});
