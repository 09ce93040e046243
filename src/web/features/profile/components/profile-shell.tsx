import type { ReactNode } from 'react';
import {
  CalendarIcon,
  DumbbellIcon,
  Icon,
  type IconProps,
  ShieldIcon,
  UserIcon,
} from '#web/components/ui/icons.tsx';
import { paths } from '#web/config/paths.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { NavLink } from '#web/lib/router/router.tsx';
import { profileText } from '../profile.text';

// Here rather than in icons.tsx, whose icons the listing's first JavaScript carries.
const BellIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </Icon>
);

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 min-w-0 items-center justify-center gap-2 rounded-lg px-2 py-1 text-center text-sm font-semibold lg:justify-start lg:gap-3 lg:px-3 lg:text-left ${
    isActive
      ? 'bg-brand-50 text-brand-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

interface ProfileShellProps {
  /** Go to Dashboard for trainers, Become a Trainer for clients, nothing for admins. */
  roleAction: ReactNode;
  children: ReactNode;
}

/**
 * The profile area (docs/product/accounts.md#roles): side navigation beside the current section.
 */
export function ProfileShell({ roleAction, children }: ProfileShellProps) {
  const { nav } = useText(profileText);
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8 lg:py-12">
      <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <nav
          aria-label={nav.label}
          className="grid grid-cols-2 gap-1 rounded-2xl border border-slate-200 bg-white p-2 shadow-sm lg:grid-cols-1"
        >
          <NavLink to={paths.profile} end className={linkClass}>
            <UserIcon className="size-5 shrink-0" />
            {nav.information}
          </NavLink>
          <NavLink to={paths.profileSessions} className={linkClass}>
            <CalendarIcon className="size-5 shrink-0" />
            {nav.sessions}
          </NavLink>
          <NavLink to={paths.profilePacks} className={linkClass}>
            <DumbbellIcon className="size-5 shrink-0" />
            {nav.packs}
          </NavLink>
          <NavLink to={paths.profileReminders} className={linkClass}>
            <BellIcon className="size-5 shrink-0" />
            {nav.reminders}
          </NavLink>
          <NavLink to={paths.profilePrivacy} className={linkClass}>
            <ShieldIcon className="size-5 shrink-0" />
            {nav.privacy}
          </NavLink>
        </nav>
        {roleAction && <div className="mt-4">{roleAction}</div>}
      </aside>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}
