import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('analytics events', () => {
  it('stores an event with its user and path', async () => {
    const { token, userId } = await ctx.signUp({ analyticsConsent: true });
    const response = await ctx.request({
      method: 'POST',
      url: '/api/events',
      token,
      payload: { name: 'trainer_view', path: '/trainer/abc', params: { source: 'listing' } },
    });
    expect(response.statusCode).toBe(202);
    const rows = await ctx.database.db.query.analyticsEvent.findMany();
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'trainer_view',
        userId,
        path: '/trainer/abc',
        params: { source: 'listing' },
      }),
    ]);
  });

  it('accepts anonymous page views and refuses malformed events', async () => {
    const ok = await ctx.request({
      method: 'POST',
      url: '/api/events',
      payload: { name: 'page_view', path: '/' },
    });
    expect(ok.statusCode).toBe(202);
    const bad = await ctx.request({
      method: 'POST',
      url: '/api/events',
      payload: { name: 'DROP TABLE' },
    });
    expect(bad.statusCode).toBe(400);
    const nested = await ctx.request({
      method: 'POST',
      url: '/api/events',
      payload: { name: 'search', params: { deep: { a: 1 } } },
    });
    expect(nested.statusCode).toBe(400);
  });
});
