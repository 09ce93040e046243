import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAD_END, HEAD_START } from '#server/features/seo/html-head.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';

/**
 * docs/product/languages.md#choosing-the-language: the switch's plain link (`?lang=`) sets the
 * language cookie of the browser that follows it and opens an address of this site; a forged or
 * repeated query does no more.
 */
const SHELL = `<!doctype html><html lang="en-IN"><head>${HEAD_START}<title>dev</title>${HEAD_END}</head><body><div id="root"></div></body></html>`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ app: { pageShell: SHELL } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

const open = (url: string, token?: string) => ctx.request({ method: 'GET', url, token });
const site = () => new URL(ctx.config.publicUrl).origin;

/** A request line exactly as given: `inject` would tidy a path like '//evil.example' first. */
function sendRaw(path: string) {
  const { port } = ctx.app.server.address() as AddressInfo;
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('the language switch link under attack', () => {
  it.each([
    ['//evil.example/?lang=en', '/'],
    ['//evil.example/trainers?lang=hi', '/hi/trainers'],
    ['/\\evil.example/?lang=en', '/'],
    ['/\\/evil.example/?lang=en', '/'],
    ['/.//evil.example/?lang=en', '/evil.example/'],
    ['///evil.example/trainers?lang=en', '/trainers'],
    ['http://evil.example/trainers?lang=en', '/trainers'],
  ])('never sends the browser to another site: %s', async (path, expected) => {
    const { status, location } = await sendRaw(path);
    expect(status).toBe(303);
    expect(location).toBe(expected);
    expect(new URL(String(location), site()).origin).toBe(site());
  });

  it.each([
    '/trainers?lang=en%3B%20Domain%3Devil.example',
    '/trainers?lang=hi%0D%0ASet-Cookie%3A%20session%3Dstolen',
    '/trainers?lang=HI',
    '/trainers?lang=',
    '/trainers?lang=fr',
    '/trainers?lang=en&lang=hi',
    '/trainers?lang=hi&lang=hi',
  ])('sets no cookie for a query that names no one language: %s', async (url) => {
    const response = await open(url);
    expect(response.statusCode).toBe(303);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers.location).toBe('/trainers');
  });

  it('sets only the language cookie, never the account’s choice', async () => {
    const { token } = await ctx.signUp();
    const response = await open('/trainers?lang=hi', token);
    expect(response.headers['set-cookie']).toBe(
      'kasrat_locale=hi; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    const profile = await ctx.request({ method: 'GET', url: '/api/auth/profile', token });
    expect(profile.json().data.locale).toBeNull();
  });

  it('leaves the API and files alone', async () => {
    for (const url of ['/api/health?lang=hi', '/robots.txt?lang=hi']) {
      const response = await open(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });
});
