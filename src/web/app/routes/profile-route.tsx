import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles';
import { DashboardIcon, DumbbellIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { ProfileShell } from '../../features/profile/components/profile-shell';
import ProfileInformationPage from '../../features/profile/pages/profile-information-page';
import { useUser } from '../../lib/auth/user-context';
import { preloadTrainerTerms, useOpenBecomeTrainer } from '../become-trainer';

export default function ProfileRoute() {
  const { user, refresh } = useUser();
  const openBecomeTrainer = useOpenBecomeTrainer();

  const roleAction = user?.isAdmin ? null : user?.isTrainer ? (
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

  return (
    <ProfileShell roleAction={roleAction}>
      <ProfileInformationPage onSaved={refresh} />
    </ProfileShell>
  );
}
