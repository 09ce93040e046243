import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALE_COOKIE, localeOfPath, localisedPath } from '#shared/locale.ts';

/** Addresses that are files or the API, never a page in a language. */
const NOT_PAGES = /^\/(api|uploads|demo|assets|icons)(\/|$)|\.[a-z0-9]+$/i;
const COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(en|hi)(?:;|$)`);

/**
 * docs/product/languages.md#choosing-the-language: a page opened without `/hi` by someone who
 * chose Hindi opens at its Hindi address. An address with `/hi` is always Hindi, so a shared
 * Hindi link and a crawler (which sends no cookie) see what the address says.
 */
export const localeRedirectPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split(/[?#]/, 1)[0] ?? '/';
    if (NOT_PAGES.test(pathname) || localeOfPath(pathname) === 'hi') return;
    if (COOKIE.exec(request.headers.cookie ?? '')?.[1] !== 'hi') return;
    return reply
      .header('cache-control', 'no-store')
      .header('vary', 'cookie')
      .redirect(localisedPath(request.url, 'hi'), 302);
  });
});
