import { catalogue } from '#shared/catalogue.ts';

export const termsTabText = catalogue('dashTermsTab', {
  lastUpdated: (date: string, version: string) => `Last updated ${date} · Version ${version}`,
  important: 'IMPORTANT',
  payment: 'Payment & Earnings',
  feeStructure: 'Current Fee Structure',
  inPerson: 'In-person sessions (personal and group)',
  online: 'Online sessions',
  feeNote:
    'The platform fee is a share of each completed session’s price, deducted from your earning. Payouts are processed every Friday.',
  support: 'Questions and support',
  /** Around the support address. */
  writeToStart: 'Write to ',
  writeToEnd: ' about these terms, a payout or a dispute with a client.',
  agree: (brand: string) =>
    `By using the trainer dashboard and accepting bookings on ${brand}, you agree to these terms.`,
});
