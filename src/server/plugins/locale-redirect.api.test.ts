import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { HEAD_END, HEAD_START } from '#server/features/seo/html-head.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';

/** docs/product/languages.md#choosing-the-language */
const SHELL = `<!doctype html><html lang="en-IN"><head>${HEAD_START}<title>dev</title>${HEAD_END}</head><body><div id="root"></div></body></html>`;

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    now: ctx.clock.now,
    logger: false,
    pageShell: SHELL,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const open = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the remembered language', () => {
  it('opens an English address at its Hindi one for someone who chose Hindi', async () => {
    const listing = await open('/trainers?service=online&page=2', 'a=1; kasrat_locale=hi');
    expect(listing.statusCode).toBe(302);
    expect(listing.headers.location).toBe('/hi/trainers?service=online&page=2');
    expect((await open('/', 'kasrat_locale=hi')).headers.location).toBe('/hi');
    expect((await open('/profile/sessions', 'kasrat_locale=hi')).headers.location).toBe(
      '/hi/profile/sessions',
    );
  });

  it('leaves Hindi addresses, English choosers, crawlers and the API alone', async () => {
    expect((await open('/hi/trainers', 'kasrat_locale=en')).statusCode).toBe(200);
    expect((await open('/trainers', 'kasrat_locale=en')).statusCode).toBe(200);
    expect((await open('/trainers')).statusCode).toBe(200);
    expect((await open('/trainers', 'kasrat_locale=hindi')).statusCode).toBe(200);
    expect((await open('/api/health', 'kasrat_locale=hi')).statusCode).toBe(200);
    expect((await open('/robots.txt', 'kasrat_locale=hi')).statusCode).toBe(200);
  });
});
