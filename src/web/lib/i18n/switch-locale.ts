import { type Locale, localeCookie, localisedPath } from '#shared/locale.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** The browser's memory of the choice; the server reads it to open the chosen language. */
function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one constant cookie; the Cookie Store API is not in every browser we serve
  document.cookie = localeCookie(locale);
}

function openIn(locale: Locale, replace: boolean) {
  const { pathname, search, hash } = window.location;
  const target = localisedPath(`${pathname}${search}${hash}`, locale);
  if (replace) window.location.replace(target);
  else window.location.assign(target);
}

/**
 * Opens this page in another language and remembers the choice
 * (docs/product/languages.md#choosing-the-language): in the browser, and on the account when
 * signed in. The page reloads, so the new language's texts load with it.
 */
export async function switchLocale(target: Locale, signedIn: boolean): Promise<void> {
  rememberLocale(target);
  if (signedIn) {
    // The switch still works when the account cannot be told (offline): the cookie remembers.
    await apiRequest('/account/locale', { method: 'PUT', body: { locale: target } }).catch(
      () => undefined,
    );
  }
  openIn(target, false);
}

/** A signed-in person whose account chose another language: the page reopens in it. */
export function followAccountLocale(accountLocale: Locale | null, pageLocale: Locale): void {
  if (accountLocale === null || accountLocale === pageLocale) return;
  rememberLocale(accountLocale);
  openIn(accountLocale, true);
}
