import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  isLocale,
  LOCALE_CHOICE_PARAM,
  LOCALE_COOKIE,
  type Locale,
  localeCookie,
  localeOfPath,
  localisedPath,
} from '#shared/locale.ts';

/** Addresses that are files or the API, never a page in a language. */
const NOT_PAGES = /^\/(api|uploads|demo|assets|icons)(\/|$)|\.[a-z0-9]+$/i;
const COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(en|hi)(?:;|$)`);
/** Only the path and query of a request line are read; its host never is. */
const SITE = 'http://kasrat.invalid';

/**
 * A language switch's plain link (`?lang=en`, localeChoicePath), or null when the address has
 * none: the language it names (null when it names none or two: a forged or repeated query
 * chooses nothing) and the address without it. The address stays on this site: only the request
 * line's path and query are read, and a path a browser would take for another host
 * ('//evil.example', '/\evil.example') is folded to begin with a single '/'.
 */
function languageChoice(url: string): { locale: Locale | null; rest: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, SITE);
  } catch {
    return null;
  }
  const named = parsed.searchParams.getAll(LOCALE_CHOICE_PARAM);
  if (named.length === 0) return null;
  parsed.searchParams.delete(LOCALE_CHOICE_PARAM);
  const [only] = named;
  const query = parsed.searchParams.toString();
  const path = parsed.pathname.replace(/^\/+/, '/');
  return {
    locale: named.length === 1 && isLocale(only) ? only : null,
    rest: `${path}${query ? `?${query}` : ''}`,
  };
}

/**
 * docs/product/languages.md#choosing-the-language: a page opened without `/hi` by someone who
 * chose Hindi opens at its Hindi address. An address with `/hi` is always Hindi, so a shared
 * Hindi link and a crawler (which sends no cookie) see what the address says. The switch's plain
 * link, followed without JavaScript, sets that browser's cookie and opens the address without
 * the query in the chosen language; nothing else changes (the account's choice is the page's to
 * send).
 */
export const localeRedirectPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
    if (NOT_PAGES.test(pathname)) return;
    const choice = languageChoice(request.url);
    if (choice) {
      const { locale, rest } = choice;
      if (locale) reply.header('set-cookie', localeCookie(locale));
      return reply
        .header('cache-control', 'no-store')
        .redirect(locale ? localisedPath(rest, locale) : rest, 303);
    }
    if (localeOfPath(pathname) === 'hi') return;
    if (COOKIE.exec(request.headers.cookie ?? '')?.[1] !== 'hi') return;
    return reply
      .header('cache-control', 'no-store')
      .header('vary', 'cookie')
      .redirect(localisedPath(request.url, 'hi'), 302);
  });
});
