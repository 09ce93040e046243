import { useEffect } from 'react';
import { PORTFOLIO_TEXT } from '#shared/portfolio-messages.ts';
import { useText } from './i18n/locale-context';

/**
 * Warns before unsaved changes are lost: closing or reloading the tab (the browser's own
 * beforeunload prompt) and following an in-app link (a confirm dialog). The router
 * (docs/decisions/0049-router.md) cannot hold a navigation back, so links are caught here: a
 * capture listener on the document runs before the link's own click handler and, when the user
 * stays, stops it.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  const { unsavedChanges: question } = useText(PORTFOLIO_TEXT);
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.download) return;
      const to = new URL(link.href, window.location.href);
      if (to.origin !== window.location.origin) return;
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, question]);
}
