import { buttonClass } from '#web/components/ui/button-styles.ts';
import { DashboardIcon } from '#web/components/ui/icons.tsx';
import { paths } from '#web/config/paths.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { usePageTitle } from '#web/lib/seo.ts';
import { trainerInvitationText } from './trainer-invitation.text';

interface TrainerInvitationProps {
  /** Opens the become-trainer terms; absent for an admin, who cannot become a trainer. */
  onBecomeTrainer?: () => void;
  /** The trainer page the visitor opened, as its title names it; the dashboard when absent. */
  page?: string;
  /** What that page is for, so the visitor knows what becoming a trainer gives them. */
  purpose?: string;
}

/**
 * What a signed-in non-trainer finds at a trainer's page (the dashboard, Services Management):
 * what the page is for and an invitation, not an empty screen or a permission error.
 */
export function TrainerInvitation({ onBecomeTrainer, page, purpose }: TrainerInvitationProps) {
  const text = useText(trainerInvitationText);
  usePageTitle(page ?? text.dashboardPage);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <DashboardIcon className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
        {text.forTrainers(page ?? text.dashboardName)}
      </h1>
      {onBecomeTrainer ? (
        <>
          <p className="mt-3 text-slate-700">{purpose ?? text.dashboardPurpose}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <button
              type="button"
              onClick={onBecomeTrainer}
              className={buttonClass('primary', 'md')}
            >
              {text.becomeTrainer}
            </button>
            <Link to={paths.trainers} className={buttonClass('secondary', 'md')}>
              {text.browseTrainers}
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="mt-3 text-slate-700">{text.adminNote}</p>
          <Link to={paths.admin} className={buttonClass('primary', 'md', 'mt-8')}>
            {text.adminConsole}
          </Link>
        </>
      )}
    </div>
  );
}
