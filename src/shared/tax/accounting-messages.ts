/**
 * What the admin's reconciliation and returns exports say (docs/product/tax.md#reconciliation-and-returns):
 * the server's refusals and the page's words, from one place.
 */
export const ACCOUNTING_MESSAGES = {
  dateInvalid: 'Pick a day as YYYY-MM-DD',
  dateInFuture: 'That day has not come yet: pick today or an earlier day',
  dateBeforeGst: 'GST began on 1 July 2017: pick that day or a later one',
  monthInvalid: 'Pick a month as YYYY-MM',
  monthInFuture: 'That month has not begun yet',
  monthBeforeGst: 'GST began in July 2017: pick that month or a later one',
  tableInvalid: 'Table must be one of b2b, b2cl, b2cs, cdnr, cdnur or hsn',
  yearInvalid: 'Financial year must be written like 2026-27',
  yearInFuture: 'That financial year has not begun yet',
  quarterInvalid: 'Quarter must be 1, 2, 3 or 4',
  loadFailed: 'Failed to load the reconciliation',
  downloadFailed: 'Failed to download the file. Please try again.',
  allMatch:
    'Everything matches: every payment and refund of the day has its ledger entry, for the same amount, on the same day.',
  noRefundsOwed: 'No refund is owed to a client.',
  ledgerBalanced: (entries: number) =>
    `Every ledger entry balances (${entries} ${entries === 1 ? 'entry' : 'entries'} checked).`,
  ledgerUnbalanced: (count: number) =>
    `${count} ledger ${count === 1 ? 'entry does' : 'entries do'} not add up to zero`,
  downloaded: (fileName: string) => `Downloaded ${fileName}`,
} as const;
