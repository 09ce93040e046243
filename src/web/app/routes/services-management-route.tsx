import { SHELL_TEXT } from '#shared/shell-messages.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { TrainerInvitation } from '#web/features/trainer-dashboard/components/trainer-invitation.tsx';
import { PortfolioStatusCard } from '#web/features/trainer-portfolio/components/portfolio-status-card.tsx';
import { useTrainerServices } from '#web/features/trainer-services/api/get-trainer-services.ts';
import { ServicesForm } from '#web/features/trainer-services/components/services-form.tsx';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { usePageTitle } from '#web/lib/seo.ts';
import { useOpenBecomeTrainer } from '../become-trainer';
import { servicesManagementText } from './services-management-route.text';

/**
 * The portfolio's own services (docs/product/trainer-portfolio.md#services-management-screen).
 * The portfolio's review state shows once the services loaded, that is for a trainer.
 */
function ServicesManagement() {
  const text = useText(servicesManagementText);
  const { pageLoadFailed } = useText(SHELL_TEXT);
  usePageTitle(text.title);
  const services = useTrainerServices();

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{text.eyebrow}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{text.title}</h1>
      <p className="mt-1 text-slate-700">{text.intro}</p>
      <div className="mt-6 space-y-6">
        {services.isPending ? (
          <PageSpinner label={text.loading} />
        ) : services.isError ? (
          <LoadError
            error={services.error}
            message={pageLoadFailed}
            onRetry={() => void services.refetch()}
          />
        ) : (
          <>
            <PortfolioStatusCard />
            <p className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
              {text.approvalNote}
            </p>
            <ServicesForm initial={services.data} />
          </>
        )}
      </div>
    </div>
  );
}

/**
 * A trainer's services; a signed-in non-trainer learns what the page is for and is invited to
 * become a trainer, rather than reading "You do not have permission to do this".
 */
export default function ServicesManagementRoute() {
  const text = useText(servicesManagementText);
  const { user } = useUser();
  const openBecomeTrainer = useOpenBecomeTrainer();
  if (!user?.isTrainer) {
    return (
      <TrainerInvitation
        page={text.title}
        purpose={text.invitationPurpose}
        onBecomeTrainer={user?.isAdmin ? undefined : openBecomeTrainer}
      />
    );
  }
  return <ServicesManagement />;
}
