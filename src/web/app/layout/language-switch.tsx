import type { MouseEvent } from 'react';
import { LOCALE_NAME, LOCALE_TAG, localeChoicePath } from '#shared/locale.ts';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useLocale } from '#web/lib/i18n/locale-context.ts';
import { useLocation } from '#web/lib/router/router.tsx';

/**
 * docs/product/languages.md#choosing-the-language: the other language, named in itself, opening
 * this page in it and remembering the choice. Without JavaScript the plain link's query asks the
 * server to remember it; with JavaScript the page does, on the account too when signed in.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const target = useLocale() === 'en' ? 'hi' : 'en';
  const { pathname, search, hash } = useLocation();
  const { user } = useUser();
  const follow = (event: MouseEvent) => {
    // A new tab or window opens the address as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    // Loaded on the click: most visitors never switch, and the listing's first load is tight.
    void import('#web/lib/i18n/switch-locale.ts').then((module) =>
      module.switchLocale(target, user !== null),
    );
  };
  return (
    <a
      href={localeChoicePath(`${pathname}${search}${hash}`, target)}
      hrefLang={LOCALE_TAG[target]}
      lang={LOCALE_TAG[target]}
      onClick={follow}
      className={className}
    >
      {LOCALE_NAME[target]}
    </a>
  );
}
