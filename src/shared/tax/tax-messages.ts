/**
 * What people are told about their tax documents and statements (docs/product/tax.md), on the
 * server's refusals and on the screens that show them.
 */
export const TAX_MESSAGES = {
  documentNotFound: 'Document not found',
  statementNotFound: 'Payout statement not found',
  noTrainerProfile: 'Set up your trainer profile first',
  invalidFinancialYear: 'Financial year must be written like 2026-27',
  documentsLoadFailed: 'Failed to load your tax documents',
  statementLoadFailed: 'Failed to load the payout statement',
  tdsStatementLoadFailed: 'Failed to load the TDS statement',
  downloadFailed: 'Could not download the document. Please try again.',
} as const;
