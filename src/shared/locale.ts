/**
 * The languages Kasrat speaks (docs/product/languages.md). English pages keep their addresses;
 * a Hindi page is the same address under `/hi` (`/trainers` → `/hi/trainers`, `/` → `/hi`).
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The tag for `Intl`, `lang` and `hreflang`: Indian English groups ₹1,50,000 as Hindi does. */
export const LOCALE_TAG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name written in itself, as a language switch shows it. */
export const LOCALE_NAME: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

/** Remembers a visitor's choice between visits (a signed-in person's is also on the account). */
export const LOCALE_COOKIE = 'kasrat_locale';

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie that remembers a choice for a year, as the page writes it (`document.cookie`) and the
 * server sends it (`Set-Cookie`). Not HttpOnly: the page's own switch rewrites it.
 */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax`;
}

/**
 * The query a language switch's plain link carries, for a page opened without JavaScript: the
 * server remembers the choice and opens the address without it (src/server/plugins/locale-redirect.ts).
 */
export const LOCALE_CHOICE_PARAM = 'lang';

const PREFIX: Record<Locale, string> = { en: '', hi: '/hi' };

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The router's basename for a language: '' for English, '/hi' for Hindi. */
export function localePrefix(locale: Locale): string {
  return PREFIX[locale];
}

/** '/hi', '/hi/trainers' → 'hi'; '/trainers', '/hindi' → 'en'. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** The address without its language: '/hi/trainers' → '/trainers', '/hi' → '/'. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(PREFIX.hi.length);
  return rest === '' ? '/' : rest;
}

/**
 * The same page in a language, query and hash kept: ('/trainers?page=2', 'hi') →
 * '/hi/trainers?page=2'; ('/hi', 'en') → '/'.
 */
export function localisedPath(path: string, locale: Locale): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = pathWithoutLocale(match?.[1] || '/');
  const rest = match?.[2] ?? '';
  const prefix = PREFIX[locale];
  return `${prefix === '' ? pathname : pathname === '/' ? prefix : `${prefix}${pathname}`}${rest}`;
}

/**
 * The same page in a language, with the choice for the server to remember:
 * ('/hi/trainers?page=2#top', 'en') → '/trainers?page=2&lang=en#top'.
 */
export function localeChoicePath(path: string, locale: Locale): string {
  const localised = localisedPath(path, locale);
  const hashAt = localised.includes('#') ? localised.indexOf('#') : localised.length;
  const [address, hash] = [localised.slice(0, hashAt), localised.slice(hashAt)];
  const joiner = address.includes('?') ? '&' : '?';
  return `${address}${joiner}${LOCALE_CHOICE_PARAM}=${locale}${hash}`;
}
