import type { EarningsPeriod } from '#shared/trainer-dashboard-api.ts';

/** Every dashboard query key starts here, so a change to a session can refresh them all. */
export const dashboardKeys = {
  all: ['trainer', 'dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
  upcoming: () => [...dashboardKeys.all, 'sessions', 'upcoming'] as const,
  history: () => [...dashboardKeys.all, 'sessions', 'history'] as const,
  clients: (search: string) => [...dashboardKeys.all, 'clients', search] as const,
  earnings: (period: EarningsPeriod) => [...dashboardKeys.all, 'earnings', period] as const,
};
