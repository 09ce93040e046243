import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the built app', () => {
  it('reports itself healthy with a reachable database', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: { kind: 'pglite', reachable: true },
    });
  });

  it('serves the app shell at / and renders it without console errors', async () => {
    const shell = await fetch(`${baseUrl}/`);
    expect(shell.status).toBe(200);
    expect(shell.headers.get('content-type')).toContain('text/html');
    expect(await shell.text()).toContain('<div id="root">');

    const { page, context, consoleErrors } = await newPage(browser);
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // The server-rendered page may lead with React's hint for the first card's image.
    await page.locator('#root main').waitFor();
    expect(await page.title()).toContain('Kasrat');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends the built JavaScript precompressed and cacheable for a year', async () => {
    // A page the browser renders names its entry script (a server-rendered one lists it as data).
    const shell = await (await fetch(`${baseUrl}/auth`)).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
    expect(script).toBeDefined();
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${baseUrl}${script}`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect(response.headers.get('cache-control')).toContain('immutable');
    }
  });

  it('serves the OpenAPI docs at /api/docs', async () => {
    const spec = await fetch(`${baseUrl}/api/docs/json`);
    expect(spec.status).toBe(200);
    expect(await spec.json()).toMatchObject({
      openapi: expect.stringMatching(/^3\./),
      paths: expect.objectContaining({ '/api/health': expect.any(Object) }),
    });

    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/api/docs`);
    await page.locator('.swagger-ui .opblock').first().waitFor();
    expect(await page.locator('.swagger-ui .info .title').textContent()).toContain('Kasrat API');
    await context.close();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${baseUrl}/api/x`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({
      success: false,
      message: expect.any(String),
    });
  });
});
