import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { DashboardIcon, DumbbellIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { useUser } from '../../lib/auth/user-context';
import { preloadTrainerTerms, useOpenBecomeTrainer } from '../become-trainer';

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
