import type { ReactNode } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { usePageTitle } from '#web/lib/seo.ts';
import { useTrainerServices } from '../api/get-trainer-services';
import { ServicesForm } from '../components/services-form';

/**
 * The portfolio's own services (docs/product/trainer-portfolio.md#services-management-screen).
 * `portfolio` is the portfolio's review state, composed in by the route (another feature); it shows
 * once the services loaded, that is for a trainer.
 */
export default function ServicesManagementPage({ portfolio }: { portfolio?: ReactNode }) {
  usePageTitle('Services Management');
  const services = useTrainerServices();

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        Trainer dashboard
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">Services Management</h1>
      <p className="mt-1 text-slate-700">Choose the sessions you offer and what each costs.</p>
      <div className="mt-6 space-y-6">
        {services.isPending ? (
          <PageSpinner label="Loading your services" />
        ) : services.isError ? (
          <LoadError
            error={services.error}
            message={MESSAGES.pageLoadFailed}
            onRetry={() => void services.refetch()}
          />
        ) : (
          <>
            {portfolio}
            <p className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
              Price changes are published on your public profile after an admin approves them.
            </p>
            <ServicesForm initial={services.data} />
          </>
        )}
      </div>
    </div>
  );
}
