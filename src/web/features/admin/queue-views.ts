import type { PortfolioStatus } from '#shared/portfolio-status.ts';

export interface QueueView {
  status: PortfolioStatus;
  label: string;
  empty: string;
}

/** The admin's filters; the first is where an admin lands. */
export const QUEUE_VIEWS: readonly [QueueView, ...QueueView[]] = [
  { status: 'pending_review', label: 'Awaiting review', empty: 'No portfolios awaiting review' },
  { status: 'approved', label: 'Approved', empty: 'No approved portfolios' },
  { status: 'rejected', label: 'Rejected', empty: 'No rejected portfolios' },
];

/** The view named in the address (`?status=approved`), else the default one. */
export function queueViewOf(status: string | null): QueueView {
  return QUEUE_VIEWS.find((view) => view.status === status) ?? QUEUE_VIEWS[0];
}

/** The page named in the address (`?page=2`): a whole number from 1, else 1. */
export function queuePageOf(page: string | null): number {
  const value = Number(page);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
