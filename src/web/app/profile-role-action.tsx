import { Link } from 'react-router';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { DashboardIcon, DumbbellIcon } from '#web/components/ui/icons.tsx';
import { paths } from '#web/config/paths.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { preloadTrainerTerms, useOpenBecomeTrainer } from './become-trainer';

/** The profile shell's button: Go to Dashboard for trainers, Become a Trainer for clients. */
export function ProfileRoleAction() {
  const { user } = useUser();
  const openBecomeTrainer = useOpenBecomeTrainer();
  if (user?.isAdmin) return null;
  return user?.isTrainer ? (
    <Link to={paths.trainerDashboard} className={buttonClass('primary', 'md', 'w-full')}>
      <DashboardIcon className="size-5" />
      Go to Dashboard
    </Link>
  ) : (
    <button
      type="button"
      onClick={openBecomeTrainer}
      onPointerEnter={preloadTrainerTerms}
      onFocus={preloadTrainerTerms}
      className={buttonClass('secondary', 'md', 'w-full')}
    >
      <DumbbellIcon className="size-5" />
      Become a Trainer
    </button>
  );
}
