import type { ReactNode } from 'react';
import { usePageTitle } from '#web/lib/seo.ts';
import { AvailabilitySettings } from '../components/availability-settings';

/**
 * The trainer dashboard. Its Availability tab is built (issue 5); the other tabs of spec 02
 * (overview, sessions, clients, earnings, KYC, terms) join it with the issue that builds them.
 * `portfolio` is the portfolio's review state, composed in by the route (another feature).
 */
export default function TrainerDashboardPage({ portfolio }: { portfolio?: ReactNode }) {
  usePageTitle('Availability Settings');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        Trainer dashboard
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
        Availability Settings
      </h1>
      {portfolio && <div className="mt-6">{portfolio}</div>}
      <div className="mt-6">
        <AvailabilitySettings />
      </div>
    </div>
  );
}
