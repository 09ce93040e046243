import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisEnv } from '#server/test/redis-env.ts';
import { MESSAGES } from '#shared/messages.ts';
import { EVENTS_PER_MINUTE_PER_ADDRESS } from './features/analytics/analytics.routes';
import { buildSiblingApp, createTestContext, type TestContext } from './test/test-app';

const redisEnv = testRedisEnv();

// Runs in CI's production-path stage (TEST_REDIS_URL set); `npm test` needs nothing but Node.
describe.runIf(redisEnv)('route limits across processes through Redis', () => {
  let ctx: TestContext;
  let second: FastifyInstance;

  beforeAll(async () => {
    ctx = await createTestContext({ env: redisEnv! });
    second = await buildSiblingApp(ctx);
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  it('counts requests to either process against one limit', async () => {
    // an address of its own, so counters left in a shared Redis by earlier runs never meet
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { name: 'page_view', path: '/trainers' },
        remoteAddress,
      });
    for (let event = 0; event < EVENTS_PER_MINUTE_PER_ADDRESS; event++) {
      expect((await send(event % 2 === 0 ? ctx.app : second)).statusCode).toBe(202);
    }
    for (const app of [ctx.app, second]) {
      const refused = await send(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(MESSAGES.tooManyRequests);
    }
  });
});
