import { catalogue } from '#shared/catalogue.ts';

export const earningsTabText = catalogue('dashEarnings', {
  period: 'Period',
  periods: { thisMonth: 'This Month', lastMonth: 'Last Month' },
  figures: 'Earnings figures',
  totalEarnings: 'Total Earnings',
  youKeep: (amount: string) => `You keep ${amount} after the fee`,
  sessionsCompleted: 'Sessions Completed',
  bothConfirmed: 'Both confirmed',
  avgPerSession: 'Avg per Completed Session',
  whatClientsPaid: 'What clients paid',
  pendingPayments: 'Pending Payments',
  pendingPaymentsHint: 'Booked, not completed yet',
  loading: 'Loading earnings',
  recentTransactions: 'Recent Transactions',
  noSessions: {
    thisMonth: 'No sessions in this month yet.',
    lastMonth: 'No sessions in last month yet.',
  },
});

export const paymentBreakdownText = catalogue('dashPaymentBreakdown', {
  title: 'Payment Breakdown',
  paidAmount: 'Paid Amount',
  pendingAmount: 'Pending Amount',
  shareOfTotal: (label: string, share: number) => `${label}: ${share}% of the total`,
  yourEarnings: 'Your earnings after the fee',
  clientsPaid: 'Clients paid',
  platformFee: (personal: number, online: number) =>
    `Platform fee (${personal}% in person, ${online}% online)`,
  youEarn: 'You earn',
  paidToYou: 'Paid to you',
  payoutProcessing: 'Payout processing',
  awaitingPayout: 'Awaiting payout',
});

export const transactionsText = catalogue('dashTransactions', {
  recentTransactions: 'Recent Transactions',
  client: 'Client',
  service: 'Service',
  totalAmount: 'Total Amount',
  yourEarning: 'Your Earning',
  platformFee: 'Platform Fee',
  date: 'Date',
  paymentStatus: 'Payment Status',
  yourPayment: 'Your Payment',
  /** Under the amount on a phone's card. */
  yourEarningNote: 'your earning',
  statuses: { paid: 'Paid', pending: 'Pending', processing: 'Processing' },
});

export const packSalesText = catalogue('dashPackSales', {
  title: 'Session packs',
  packsSold: 'Packs sold',
  paidByClients: (amount: string) => `${amount} paid by clients`,
  creditsOutstanding: 'Credits outstanding',
  toEarn: (amount: string) => `${amount} to earn as sessions happen`,
  noPacks: 'No packs sold yet.',
  offerPacks: 'Offer packs in Services Management',
  pack: (sessions: number, service: string, amount: string) =>
    `${sessions} × ${service} · ${amount}`,
  creditsLeft: (left: number, sessions: number) => `${left} of ${sessions} credits left`,
  until: (day: string) => `until ${day}`,
});
