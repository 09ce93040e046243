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

describe('the language switch followed without JavaScript', () => {
  const cookieOf = (response: { headers: Record<string, unknown> }) =>
    response.headers['set-cookie'] as string | undefined;

  it('remembers English chosen on a Hindi page over a Hindi cookie, and opens the clean address', async () => {
    const chosen = await open('/trainers?sort=rating&lang=en', 'kasrat_locale=hi');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/trainers?sort=rating');
    expect(cookieOf(chosen)).toBe('kasrat_locale=en; Path=/; Max-Age=31536000; SameSite=Lax');
    // The browser sends the new cookie: the English page opens, not its Hindi address.
    expect((await open('/trainers?sort=rating', 'kasrat_locale=en')).statusCode).toBe(200);
  });

  it('remembers Hindi from an English page, and from the home page', async () => {
    const chosen = await open('/hi/city/pune?lang=hi', 'kasrat_locale=en');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/hi/city/pune');
    expect(cookieOf(chosen)).toContain('kasrat_locale=hi;');
    const home = await open('/?lang=en', 'kasrat_locale=hi');
    expect(home.headers.location).toBe('/');
    expect(cookieOf(home)).toContain('kasrat_locale=en;');
  });

  it('opens the address in the language chosen, whichever address carried it', async () => {
    const chosen = await open('/hi/trainers?page=2&lang=en');
    expect(chosen.headers.location).toBe('/trainers?page=2');
    expect(cookieOf(chosen)).toContain('kasrat_locale=en;');
  });
});
