/** The query keys of tax documents and statements, in one place so each has one owner. */
export const documentKeys = {
  all: ['tax-documents'] as const,
  mine: (page: number, limit: number) => [...documentKeys.all, 'mine', page, limit] as const,
  trainer: (page: number, limit: number) => [...documentKeys.all, 'trainer', page, limit] as const,
  payoutStatement: (payoutId: string) =>
    [...documentKeys.all, 'payout-statement', payoutId] as const,
  tdsStatement: (year: string) => [...documentKeys.all, 'tds-statement', year] as const,
};
