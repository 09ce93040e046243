import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounter } from '#server/db/schema.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { runJobOnce } from './job-runner';
import { pruneRateLimitCounters } from './prune-rate-limit-counters';

const NOW = new Date('2026-03-02T04:30:00.000Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());

describe('pruning rate limit counters', () => {
  it('removes the counters whose window has ended and keeps the running ones', async () => {
    await ctx.database.db.insert(rateLimitCounter).values([
      { key: 'sign-in:ended', points: 5, expire: new Date(NOW.getTime() - 60_000) },
      { key: 'sign-in:running', points: 2, expire: new Date(NOW.getTime() + 60_000) },
    ]);
    expect(await runJobOnce(ctx.database.db, pruneRateLimitCounters, NOW)).toBe(true);
    const left = await ctx.database.db.select({ key: rateLimitCounter.key }).from(rateLimitCounter);
    expect(left).toEqual([{ key: 'sign-in:running' }]);
  });
});
