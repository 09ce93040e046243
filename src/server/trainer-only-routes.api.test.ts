import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { createTestContext, type TestContext } from './test/test-app';

let ctx: TestContext;
let clientToken: string;
/** Every route under /api/trainer/ the app serves, as "METHOD /path" with sample ids. */
let routes: { method: string; url: string }[];

beforeAll(async () => {
  ctx = await createTestContext({ now: new Date('2026-03-02T04:30:00.000Z') });
  clientToken = (await ctx.signUp()).token;
  const spec = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/trainer/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map((method) => ({
          method: method.toUpperCase(),
          url: path.replace(/\{[^}]+\}/g, 'sample-id'),
        })),
    );
});
afterAll(() => ctx.close());

describe('routes of the trainer side', () => {
  it('are many: the dashboard, KYC, payouts, portfolio and availability', () => {
    const paths = routes.map((route) => `${route.method} ${route.url}`);
    for (const expected of [
      'GET /api/trainer/dashboard',
      'GET /api/trainer/sessions/upcoming',
      'GET /api/trainer/sessions/history',
      'PUT /api/trainer/feedback-selection',
      'GET /api/trainer/clients',
      'GET /api/trainer/earnings',
      'GET /api/trainer/kyc',
      'PUT /api/trainer/kyc',
      'GET /api/trainer/payouts',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('answer a signed-in client 403 on every one, whatever the body', async () => {
    for (const route of routes) {
      const response = await ctx.request({
        method: route.method as 'GET',
        url: route.url,
        token: clientToken,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect({ route, status: response.statusCode }).toEqual({ route, status: 403 });
      expect(response.json().message).toBe(MESSAGES.forbidden);
    }
  });
});
