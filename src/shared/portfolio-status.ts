/** Decision 18's review states with spec 02's names; no zod here, so a page can show a status cheaply. */
export const PORTFOLIO_STATUSES = ['pending', 'pending_review', 'approved', 'rejected'] as const;
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number];

export const PORTFOLIO_STATUS_LABELS: Record<PortfolioStatus, string> = {
  pending: 'Pending',
  pending_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
};
