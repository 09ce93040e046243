import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFERRED_ENTRY_SCRIPT_SOURCE } from '#server/plugins/deferred-entry.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('health', () => {
  it.each(['/health', '/api/health'])('%s reports the database', async (url) => {
    const response = await ctx.request({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
  });

  it('serves the OpenAPI document', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/profile', '/api/profile', '/api/health']),
    );
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Route GET /api/nothing-here not found',
    });
  });

  it('sends the security headers on every answer, the same each time', async () => {
    const first = await ctx.request({ method: 'GET', url: '/api/health' });
    const second = await ctx.request({ method: 'GET', url: '/api/nothing-here' });
    for (const response of [first, second]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(response.headers['content-security-policy']).toContain(
        `script-src 'self' ${DEFERRED_ENTRY_SCRIPT_SOURCE} https://www.googletagmanager.com https://checkout.razorpay.com`,
      );
      expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure');
    }
    expect(second.headers['content-security-policy']).toBe(
      first.headers['content-security-policy'],
    );
  });
});
