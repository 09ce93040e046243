import { buttonClass } from '#web/components/ui/button-styles.ts';
import { DashboardIcon, DumbbellIcon } from '#web/components/ui/icons.tsx';
import { paths } from '#web/config/paths.ts';
import { profileText } from '#web/features/profile/profile.text.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { preloadTrainerTerms, useOpenBecomeTrainer } from './become-trainer';

/** The profile shell's button: Go to Dashboard for trainers, Become a Trainer for clients. */
export function ProfileRoleAction() {
  const { user } = useUser();
  const openBecomeTrainer = useOpenBecomeTrainer();
  const text = useText(profileText);
  if (user?.isAdmin) return null;
  return user?.isTrainer ? (
    <Link to={paths.trainerDashboard} className={buttonClass('primary', 'md', 'w-full')}>
      <DashboardIcon className="size-5" />
      {text.goToDashboard}
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
      {text.becomeTrainer}
    </button>
  );
}
