import type { ReactNode } from 'react';
import {
  BadgeCheckIcon,
  CalendarIcon,
  ClockIcon,
  DashboardIcon,
  UsersIcon,
} from '#web/components/ui/icons.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { initialsOf } from '#web/lib/initials.ts';
import { NavLink } from '#web/lib/router/router.tsx';
import { type DashboardTab, dashboardTabPath } from '../dashboard-tabs';
import { dashboardTabsText } from '../dashboard-tabs.text';
import { DocumentIcon, RupeeIcon } from './dashboard-icons';
import { dashboardMenuText } from './dashboard-menu.text';

const iconClass = 'size-5 shrink-0';

const TAB_ICONS: Record<DashboardTab, ReactNode> = {
  overview: <DashboardIcon className={iconClass} />,
  sessions: <CalendarIcon className={iconClass} />,
  clients: <UsersIcon className={iconClass} />,
  earnings: <RupeeIcon className={iconClass} />,
  availability: <ClockIcon className={iconClass} />,
  kyc: <BadgeCheckIcon className={iconClass} />,
  terms: <DocumentIcon className={iconClass} />,
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold ${
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

interface DashboardMenuProps {
  tabs: readonly DashboardTab[];
  firstName: string;
  /** Called when a tab is chosen, so the phone drawer can close. */
  onNavigate?: () => void;
}

/**
 * The side menu (docs/product/trainer-dashboard.md#side-menu): the trainer's first name and one
 * link per tab.
 */
export function DashboardMenu({ tabs, firstName, onNavigate }: DashboardMenuProps) {
  const text = useText(dashboardMenuText);
  const labels = useText(dashboardTabsText).labels;
  return (
    <div>
      <div className="flex items-center gap-3 px-3 py-2">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
        >
          {initialsOf(firstName)}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{firstName}</p>
          <p className="text-xs text-slate-600">{text.trainerDashboard}</p>
        </div>
      </div>
      <nav aria-label={text.trainerDashboard} className="mt-3">
        <ul className="space-y-1">
          {tabs.map((tab) => (
            <li key={tab}>
              <NavLink to={dashboardTabPath(tab)} end className={linkClass} onClick={onNavigate}>
                {TAB_ICONS[tab]}
                {labels[tab]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
