import { LogOutIcon } from '#web/components/ui/icons.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { shellMenuText } from './menu.text';
import type { MenuItem } from './menu-items';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600';

interface MenuListProps {
  items: MenuItem[];
  onNavigate: () => void;
  onSignOut: () => void;
}

export function MenuList({ items, onNavigate, onSignOut }: MenuListProps) {
  const text = useText(shellMenuText);
  return (
    <ul className="space-y-0.5">
      {items.map((item) => (
        <li key={item.label}>
          {item.kind === 'link' ? (
            <Link to={item.to} className={itemClass} onClick={onNavigate}>
              {item.icon}
              {item.label}
            </Link>
          ) : (
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                onNavigate();
                item.onSelect();
              }}
            >
              {item.icon}
              {item.label}
            </button>
          )}
        </li>
      ))}
      <li className="mt-1 border-t border-slate-200 pt-1">
        <button
          type="button"
          className={`${itemClass} text-red-700 hover:bg-red-50`}
          onClick={onSignOut}
        >
          <LogOutIcon className="size-5" />
          {text.signOut}
        </button>
      </li>
    </ul>
  );
}
