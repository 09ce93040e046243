import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { dashboardMenuText } from './dashboard-menu.text';

interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** False when a tab was chosen: focus then goes to the new tab, not back to the button. */
  returnFocus: () => boolean;
  children: ReactNode;
}

/**
 * The side menu as a slide-in drawer on small screens. Radix keeps focus inside, closes on
 * Escape and on a press of the backdrop, and returns focus to the button that opened it.
 */
export function MenuDrawer({ open, onOpenChange, returnFocus, children }: MenuDrawerProps) {
  const text = useText(dashboardMenuText);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocus()) event.preventDefault();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(18rem,85vw)] flex-col overflow-y-auto bg-white p-3 shadow-2xl focus:outline-none transition-transform duration-200 ease-out motion-safe:starting:-translate-x-full lg:hidden"
        >
          <div className="flex items-center justify-between gap-2 px-3 py-1">
            <Dialog.Title className="text-sm font-semibold uppercase tracking-wide text-slate-600">
              {text.drawerTitle}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              aria-label={text.closeMenu}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
