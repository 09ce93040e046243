import { useCallback, useId, useRef, useState } from 'react';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { ChevronDownIcon } from '#web/components/ui/icons.tsx';
import { type CurrentUser, displayName } from '#web/lib/auth/current-user.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { shellMenuText } from './menu.text';
import type { MenuItem } from './menu-items';
import { MenuList } from './menu-list';
import { useDismiss } from './use-dismiss';

interface ProfileMenuProps {
  user: CurrentUser;
  items: MenuItem[];
  onSignOut: () => void;
}

/**
 * The desktop profile menu as a disclosure (button + panel of links), the pattern WAI
 * recommends for site navigation; it keeps Radix out of the first page's JavaScript.
 */
export function ProfileMenu({ user, items, onSignOut }: ProfileMenuProps) {
  const text = useText(shellMenuText);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, panel, trigger);

  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        <Avatar src={user.profileImageUrl} size={32} />
        <span className="max-w-32 truncate">{displayName(user)}</span>
        <span className="sr-only">{text.openAccountMenu}</span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <div className="mb-1 flex items-center gap-3 border-b border-slate-200 px-3 pt-2 pb-3">
          <Avatar src={user.profileImageUrl} size={40} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900">
              {user.fullName || displayName(user)}
            </p>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
          </div>
        </div>
        <MenuList
          items={items}
          onNavigate={close}
          onSignOut={() => {
            close();
            onSignOut();
          }}
        />
      </div>
    </div>
  );
}
