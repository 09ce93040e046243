import { Avatar } from '#web/components/ui/avatar.tsx';
import { type CurrentUser, displayName } from '#web/lib/auth/current-user.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { shellMenuText } from './menu.text';
import { profileMenuItems } from './menu-items';
import { MenuList } from './menu-list';
import { ProfileMenu } from './profile-menu';

interface AccountMenuProps {
  user: CurrentUser;
  onBecomeTrainer: () => void;
  onSignOut: () => void;
}

export function DesktopAccountMenu({ user, onBecomeTrainer, onSignOut }: AccountMenuProps) {
  const text = useText(shellMenuText);
  return (
    <ProfileMenu
      user={user}
      items={profileMenuItems(user, onBecomeTrainer, text)}
      onSignOut={onSignOut}
    />
  );
}

/** The signed-in part of the mobile menu panel. */
export function MobileAccountMenu({
  user,
  onBecomeTrainer,
  onSignOut,
  onNavigate,
}: AccountMenuProps & { onNavigate: () => void }) {
  const text = useText(shellMenuText);
  return (
    <>
      <div className="mb-2 flex items-center gap-3 px-3 pb-3">
        <Avatar src={user.profileImageUrl} size={44} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
          {user.fullName && user.fullName !== displayName(user) && (
            <p className="truncate text-sm text-slate-600">{user.fullName}</p>
          )}
        </div>
      </div>
      <MenuList
        items={profileMenuItems(user, onBecomeTrainer, text)}
        onNavigate={onNavigate}
        onSignOut={onSignOut}
      />
    </>
  );
}
