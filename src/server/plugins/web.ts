import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALE_TAG, LOCALES, type Locale, localeOfPath } from '#shared/locale.ts';
import { MESSAGES } from '#shared/messages.ts';
import { PAGE_DATA_ELEMENT_ID, type PageRenderer, type RenderedPage } from '#shared/page-render.ts';
import {
  HEAD_END,
  HEAD_START,
  hasHeadBlock,
  jsonForScript,
  type PageHead,
  withHead,
} from '../features/seo/html-head';
import { appHead } from '../features/seo/page-heads';
import { PUBLIC_DIR, WEB_DIST_DIR } from '../paths';
import { publicFiles } from './access';
import { type DeferredShell, deferEntry, deferredStarter } from './deferred-entry';
import { body } from './errors';
import { routeChunks } from './route-chunks';
import { staticCacheControl } from './static-cache';

export interface PageOptions {
  /** 200 unless the page is missing (404) or its head could not be made (503). */
  status?: number;
  /** The page's language; English unless given. */
  locale?: Locale;
  /**
   * A public page the server renders (docs/decisions/0048-server-rendering.md): its HTML comes
   * with its content when a renderer is loaded; otherwise, and for every other page, the
   * browser renders it from the shell.
   */
  render?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends a page route: the app shell with the head that page deserves, and its content. */
    sendPage: (reply: FastifyReply, head: PageHead, options?: PageOptions) => Promise<FastifyReply>;
  }
}

export interface WebOptions {
  /** index.html of the built app; tests pass a small shell of their own. */
  shell: string;
  /** Serve the built assets and the demo images (off in API tests, which have no build). */
  assets: boolean;
  /** Renders the public pages' content; without it every page is rendered by the browser. */
  renderer?: Promise<PageRenderer | null> | PageRenderer | null;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** 54 KB of listing to 8 KB in under a millisecond; higher qualities cost more than they save. */
const BROTLI_QUALITY = 5;

/** A page with its content is some 50 KB; compressed, a slow phone has it in a round trip or two. */
async function compressed(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    });
    return { body, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) return { body: await gzipAsync(html), encoding: 'gzip' };
  return { body: html };
}

const EMPTY_ROOT = '<div id="root"></div>';
const SHELL_LANG = `lang="${LOCALE_TAG.en}"`;

/**
 * The shell with the page's content, the answers it was rendered with and what follows them (the
 * starter of its code).
 */
export function withContent(shell: string, page: RenderedPage, after = ''): string {
  const at = shell.indexOf(EMPTY_ROOT);
  if (at === -1) throw new Error(`The page shell has no ${EMPTY_ROOT}`);
  const data = `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(page.pageData)}</script>`;
  return `${shell.slice(0, at)}<div id="root">${page.html}</div>${data}${after}${shell.slice(at + EMPTY_ROOT.length)}`;
}

export function readBuiltShell(): string {
  const indexFile = path.join(WEB_DIST_DIR, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} missing): run npm run build`);
  }
  return readFileSync(indexFile, 'utf8');
}

/** Serves the React app: hashed assets cached for a year, every page route gets the shell. */
export const webPlugin = fp<WebOptions>(async (app: FastifyInstance, options) => {
  const { shell, assets } = options;
  if (!hasHeadBlock(shell)) {
    throw new Error(`The page shell has no ${HEAD_START} … ${HEAD_END} block for the page head`);
  }
  // The document's language, for screen readers, fonts and search engines.
  const shells = Object.fromEntries(
    LOCALES.map((locale) => [locale, shell.replace(SHELL_LANG, `lang="${LOCALE_TAG[locale]}"`)]),
  ) as Record<Locale, string>;
  const deferredShells = Object.fromEntries(
    LOCALES.map((locale) => [locale, deferEntry(shells[locale])]),
  ) as Record<Locale, DeferredShell | null>;
  const rendererLoad = Promise.resolve(options.renderer ?? null);
  if (assets) {
    await app.register(publicFiles, {
      root: WEB_DIST_DIR,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('cache-control', staticCacheControl(filePath));
      },
    });
    if (existsSync(path.join(PUBLIC_DIR, 'demo'))) {
      await app.register(publicFiles, {
        root: path.join(PUBLIC_DIR, 'demo'),
        prefix: '/demo/',
        decorateReply: false,
        maxAge: '7d',
      });
    }
  }

  const chunksOf = assets ? routeChunks(WEB_DIST_DIR) : () => [];
  const renderContent = async (url: string, locale: Locale) => {
    const renderer = await rendererLoad;
    if (!renderer) return null;
    try {
      return await renderer({ url, locale });
    } catch (error) {
      // The shell still loads the app, which renders the page itself.
      app.log.error({ err: error, url }, 'page render failed');
      return null;
    }
  };

  app.decorate(
    'sendPage',
    async (reply: FastifyReply, head: PageHead, pageOptions: PageOptions = {}) => {
      const { status = 200, locale = 'en', render = false } = pageOptions;
      const { url } = reply.request;
      const modules = status === 200 ? chunksOf(url) : [];
      const page = status === 200 && render ? await renderContent(url, locale) : null;
      const deferred = page ? deferredShells[locale] : null;
      const shell = withHead(
        deferred?.shell ?? shells[locale],
        modules.length > 0 && !deferred ? { ...head, preloadModules: modules } : head,
      );
      const html = page
        ? withContent(
            shell,
            page,
            deferred ? deferredStarter([...deferred.modules, ...modules]) : '',
          )
        : shell;
      const { body, encoding } = await compressed(html, reply.request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return (
        reply
          .status(status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('vary', 'accept-encoding')
          // the head carries live data (ratings, approvals), so the browser revalidates each time
          .header('cache-control', 'no-cache')
          .send(body)
      );
    },
  );

  // Paths the client alone knows: it renders them (or its not-found view) from the shell.
  const clientPage = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get('/*', clientPage, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) {
      return reply.status(404).send(body(MESSAGES.routeNotFound(request.method, request.url)));
    }
    return app.sendPage(reply, appHead(), {
      locale: localeOfPath(request.url.split('?')[0] ?? '/'),
    });
  });
});
