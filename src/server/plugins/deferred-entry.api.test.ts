import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { HEAD_END, HEAD_START } from '../features/seo/html-head';

/** index.html as Vite builds it: the entry module, the chunk it imports, the stylesheet. */
const BUILT_SHELL = `<!doctype html><html lang="en-IN"><head>${HEAD_START}<title>dev</title>${HEAD_END}
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
  </head><body><div id="root"></div></body></html>`;

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-10T04:30:00.000Z' });
  app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    now: ctx.clock.now,
    logger: false,
    pageShell: BUILT_SHELL,
    pageRenderer: async ({ url }) =>
      url.startsWith('/trainers')
        ? { html: '<main>Trainers near you</main>', pageData: { queries: {}, formatted: {} } }
        : null,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script type="module">(.*?)<\/script>/gs)].map((match) => match[1] ?? '');

describe('a server-rendered page loads its code after its content is on screen', () => {
  it('names its modules, entry first, for the one inline script the policy allows', async () => {
    const response = await app.inject({ method: 'GET', url: '/trainers' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<main>Trainers near you</main>');
    // Nothing fetches or runs code before the content: no entry script, no module preloads.
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    const modules = html.match(
      /<script id="kasrat-modules" type="application\/json">(.*?)<\/script>/,
    );
    expect(JSON.parse(modules?.[1] ?? 'null')).toEqual([
      '/assets/index-abc.js',
      '/assets/runtime-def.js',
    ]);
    const scripts = inlineScripts(html);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64');
    expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('leaves a page the browser renders with its entry script', async () => {
    const response = await app.inject({ method: 'GET', url: '/profile' });
    expect(response.body).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js">',
    );
    expect(inlineScripts(response.body)).toEqual([]);
  });
});
