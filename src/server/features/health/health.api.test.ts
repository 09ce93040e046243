import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

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
});
