import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../shared/messages';
import { PUBLIC_DIR, WEB_DIST_DIR } from '../paths';
import { body } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the app shell for a page route; features may replace the head it carries. */
    sendPage: (reply: FastifyReply, html?: string, status?: number) => FastifyReply;
    pageShell: () => string;
  }
}

/** Serves the built React app: hashed assets cached for a year, every page route gets the shell. */
export const webPlugin = fp(async (app: FastifyInstance) => {
  const indexFile = path.join(WEB_DIST_DIR, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} missing): run npm run build`);
  }
  const shell = readFileSync(indexFile, 'utf8');

  await app.register(fastifyStatic, {
    root: WEB_DIST_DIR,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  if (existsSync(path.join(PUBLIC_DIR, 'demo'))) {
    await app.register(fastifyStatic, {
      root: path.join(PUBLIC_DIR, 'demo'),
      prefix: '/demo/',
      decorateReply: false,
      maxAge: '7d',
    });
  }

  app.decorate('pageShell', () => shell);
  app.decorate('sendPage', (reply: FastifyReply, html = shell, status = 200) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html),
  );

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) {
      return reply.status(404).send(body(MESSAGES.routeNotFound(request.method, request.url)));
    }
    return app.sendPage(reply);
  });
});
