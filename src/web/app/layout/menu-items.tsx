import type { ReactNode } from 'react';
import {
  CalendarIcon,
  DashboardIcon,
  DumbbellIcon,
  EditIcon,
  SearchIcon,
  ShieldIcon,
  UserIcon,
} from '#web/components/ui/icons.tsx';
import { paths } from '#web/config/paths.ts';
import type { CurrentUser } from '#web/lib/auth/current-user.ts';
import { shellMenuText } from './menu.text';

export type MenuItem =
  | { kind: 'link'; label: string; to: string; icon: ReactNode }
  | { kind: 'action'; label: string; onSelect: () => void; icon: ReactNode };

const iconClass = 'size-5 text-slate-500';

/**
 * The profile menu of docs/product/accounts.md#roles: the same items on the desktop dropdown and
 * the mobile panel.
 */
export function profileMenuItems(
  user: CurrentUser,
  onBecomeTrainer: () => void,
  text: typeof shellMenuText.english = shellMenuText.english,
): MenuItem[] {
  const items: MenuItem[] = [
    {
      kind: 'link',
      label: text.viewProfile,
      to: paths.profile,
      icon: <UserIcon className={iconClass} />,
    },
    {
      kind: 'link',
      label: text.mySessions,
      to: paths.profileSessions,
      icon: <CalendarIcon className={iconClass} />,
    },
  ];
  if (user.isTrainer) {
    items.push(
      {
        kind: 'link',
        label: text.dashboard,
        to: paths.trainerDashboard,
        icon: <DashboardIcon className={iconClass} />,
      },
      {
        kind: 'link',
        label: text.updatePortfolio,
        to: paths.updatePortfolio,
        icon: <EditIcon className={iconClass} />,
      },
      {
        kind: 'link',
        label: text.services,
        to: paths.servicesManagement,
        icon: <DumbbellIcon className={iconClass} />,
      },
    );
  } else if (!user.isAdmin) {
    // Admins run the platform and cannot become trainers (the server refuses it).
    items.push({
      kind: 'action',
      label: text.becomeTrainer,
      onSelect: onBecomeTrainer,
      icon: <DumbbellIcon className={iconClass} />,
    });
  }
  if (user.isAdmin) {
    items.push({
      kind: 'link',
      label: text.adminConsole,
      to: paths.admin,
      icon: <ShieldIcon className={iconClass} />,
    });
  }
  items.push({
    kind: 'link',
    label: text.browseTrainers,
    to: paths.trainers,
    icon: <SearchIcon className={iconClass} />,
  });
  return items;
}
