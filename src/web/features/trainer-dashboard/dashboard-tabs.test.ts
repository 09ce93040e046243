import { describe, expect, it } from 'vitest';
import { resolveDashboardAddress } from './dashboard-tabs';

const resolve = (segment: string | undefined, search = '') =>
  resolveDashboardAddress(segment, search);

describe('the dashboard tab in the address', () => {
  it('shows the overview at the dashboard’s own address', () => {
    expect(resolve(undefined)).toEqual({ tab: 'overview', redirect: null });
  });

  it('shows a tab named in the path', () => {
    expect(resolve('sessions')).toEqual({ tab: 'sessions', redirect: null });
    expect(resolve('terms', '?x=1')).toEqual({ tab: 'terms', redirect: null });
  });

  it('moves ?tab= to the path form, keeping other parameters', () => {
    expect(resolve(undefined, '?tab=clients')).toEqual({
      tab: 'clients',
      redirect: '/trainer-dashboard/clients',
    });
    expect(resolve(undefined, '?tab=earnings&period=lastMonth')).toEqual({
      tab: 'earnings',
      redirect: '/trainer-dashboard/earnings?period=lastMonth',
    });
  });

  it('sends an unknown tab, and /overview, to the overview', () => {
    expect(resolve('payments')).toEqual({ tab: 'overview', redirect: '/trainer-dashboard' });
    expect(resolve(undefined, '?tab=nope')).toEqual({
      tab: 'overview',
      redirect: '/trainer-dashboard',
    });
    expect(resolve('overview')).toEqual({ tab: 'overview', redirect: '/trainer-dashboard' });
  });
});
