import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '#shared/messages.ts';
import {
  HEAD_END,
  HEAD_START,
  hasHeadBlock,
  type PageHead,
  withHead,
} from '../features/seo/html-head';
import { appHead } from '../features/seo/page-heads';
import { PUBLIC_DIR, WEB_DIST_DIR } from '../paths';
import { publicFiles } from './access';
import { body } from './errors';
import { routeChunks } from './route-chunks';
import { staticCacheControl } from './static-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the app shell for a page route with the head that page deserves. */
    sendPage: (reply: FastifyReply, head: PageHead, status?: number) => FastifyReply;
  }
}

export interface WebOptions {
  /** index.html of the built app; tests pass a small shell of their own. */
  shell: string;
  /** Serve the built assets and the demo images (off in API tests, which have no build). */
  assets: boolean;
}

export function readBuiltShell(): string {
  const indexFile = path.join(WEB_DIST_DIR, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} missing): run npm run build`);
  }
  return readFileSync(indexFile, 'utf8');
}

/** Serves the React app: hashed assets cached for a year, every page route gets the shell. */
export const webPlugin = fp<WebOptions>(async (app: FastifyInstance, { shell, assets }) => {
  if (!hasHeadBlock(shell)) {
    throw new Error(`The page shell has no ${HEAD_START} … ${HEAD_END} block for the page head`);
  }
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
  app.decorate('sendPage', (reply: FastifyReply, head: PageHead, status = 200) => {
    const modules = status === 200 ? chunksOf(reply.request.url) : [];
    return (
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        // the head carries live data (ratings, approvals), so the browser revalidates each time
        .header('cache-control', 'no-cache')
        .send(withHead(shell, modules.length > 0 ? { ...head, preloadModules: modules } : head))
    );
  });

  // Paths the client alone knows: it renders them (or its not-found view) from the shell.
  const clientPage = { config: { access: 'public' as const }, schema: { hide: true } };
  app.get('/*', clientPage, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) {
      return reply.status(404).send(body(MESSAGES.routeNotFound(request.method, request.url)));
    }
    return app.sendPage(reply, appHead());
  });
});
