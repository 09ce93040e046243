import { DASHBOARD_TABS, type DashboardTab } from '#shared/trainer-dashboard-api.ts';
import { paths } from '#web/config/paths.ts';

export type { DashboardTab };

/**
 * A tab's address (docs/product/trainer-dashboard.md#tabs-in-the-address); the overview is the
 * dashboard's own address. Kept here, not in config/paths, so the listing's first JavaScript does
 * not carry it.
 */
export function dashboardTabPath(tab: DashboardTab): string {
  return tab === 'overview' ? paths.trainerDashboard : `${paths.trainerDashboard}/${tab}`;
}

export function isDashboardTab(value: string | null | undefined): value is DashboardTab {
  return (DASHBOARD_TABS as readonly (string | null | undefined)[]).includes(value);
}

/**
 * Where a dashboard address should be, given its `:tab` segment and `?tab=`:
 * the path form is canonical, so `?tab=sessions` moves to `/trainer-dashboard/sessions` and
 * an unknown tab to the overview. Returns the tab to show and, when the address is not
 * canonical, the address to replace it with.
 * Example: (undefined, '?tab=clients') → { tab: 'clients', redirect: '/trainer-dashboard/clients' }.
 */
export function resolveDashboardAddress(
  segment: string | undefined,
  search: string,
): { tab: DashboardTab; redirect: string | null } {
  const pathFor = dashboardTabPath;
  const params = new URLSearchParams(search);
  const queried = params.get('tab');
  if (segment === undefined && queried !== null) {
    params.delete('tab');
    const tab = isDashboardTab(queried) ? queried : 'overview';
    const rest = params.toString();
    return { tab, redirect: `${pathFor(tab)}${rest ? `?${rest}` : ''}` };
  }
  if (segment === undefined) return { tab: 'overview', redirect: null };
  if (!isDashboardTab(segment)) return { tab: 'overview', redirect: pathFor('overview') };
  if (segment === 'overview') return { tab: 'overview', redirect: pathFor('overview') };
  return { tab: segment, redirect: null };
}
