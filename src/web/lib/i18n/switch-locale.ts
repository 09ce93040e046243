import { LOCALE_COOKIE, type Locale, localisedPath } from '#shared/locale.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Opens this page in another language and remembers the choice
 * (docs/product/languages.md#choosing-the-language): in the browser, and on the account when
 * signed in. The page reloads, so the new language's texts load with it.
 */
export async function switchLocale(target: Locale, signedIn: boolean): Promise<void> {
  document.cookie = `${LOCALE_COOKIE}=${target}; path=/; max-age=${A_YEAR_IN_SECONDS}; samesite=lax`;
  if (signedIn) {
    // The switch still works when the account cannot be told (offline): the cookie remembers.
    await apiRequest('/account/locale', { method: 'PUT', body: { locale: target } }).catch(
      () => undefined,
    );
  }
  const { pathname, search, hash } = window.location;
  window.location.assign(localisedPath(`${pathname}${search}${hash}`, target));
}
