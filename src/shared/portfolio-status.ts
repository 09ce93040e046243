import { catalogue } from './catalogue';

/**
 * The review states of docs/product/trainer-portfolio.md#portfolio-status; no zod here, so a page
 * can show one cheaply.
 */
export const PORTFOLIO_STATUSES = ['pending', 'pending_review', 'approved', 'rejected'] as const;
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number];

export const PORTFOLIO_STATUS_LABELS: Record<PortfolioStatus, string> = {
  pending: 'Pending',
  pending_review: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const PORTFOLIO_STATUS_TEXT = catalogue('portfolioStatus', PORTFOLIO_STATUS_LABELS);
