import type { PortfolioStatus } from '#shared/portfolio-status.ts';

/** Every admin query key starts here, so a decision can invalidate each queue at once. */
export const adminKeys = {
  portfolios: ['admin', 'portfolios'] as const,
  queue: (status: PortfolioStatus, page: number) =>
    [...adminKeys.portfolios, status, page] as const,
};
