import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisEnv } from '#server/test/redis-env.ts';
import { buildSiblingApp, createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';
import { CODE_MAIL_LIMITS } from './code-mail-limit';

const redisEnv = testRedisEnv();

/** A client address of its own per test, so counters left in a shared Redis never meet. */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function codeMailScenarios(env: Record<string, string>) {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env });
  });
  afterAll(() => ctx.close());

  it('mails one code per minute to an inbox, however fast and however many ask', async () => {
    const { email } = await ctx.signUp();
    const from = address();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        ctx.request({
          method: 'POST',
          url: '/api/auth/email-otp/send-verification-otp',
          payload: { email, type: 'sign-in' },
          remoteAddress: from,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(39);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().message).toMatch(
      /^Too many codes asked for this email or from this network\. Please try again in \d+ seconds?\.$/,
    );
    await ctx.app.outbox.drain();
    const mails = await ctx.request({ method: 'GET', url: `/api/dev/outbox?to=${email}` });
    expect(mails.json().data).toHaveLength(1);
  });

  it('counts a password reset code against the same inbox', async () => {
    const { email } = await ctx.signUp();
    const sent = await ctx.request({
      method: 'POST',
      url: '/api/auth/email-otp/send-verification-otp',
      payload: { email, type: 'sign-in' },
      remoteAddress: address(),
    });
    expect(sent.statusCode).toBe(200);
    const reset = await ctx.request({
      method: 'POST',
      url: '/api/auth/password-reset/code',
      payload: { email },
      remoteAddress: address(),
    });
    expect(reset.statusCode).toBe(429);
    expect(reset.json().message).toMatch(/^Too many codes asked/);
  });

  return () => ctx;
}

describe('code mails, counters in the database', () => {
  const context = codeMailScenarios({});

  // rate-limiter-flexible reads the process's own clock; the tests end the minute's window by
  // removing its counter instead
  // (docs/decisions/0011-sessions-and-throttles-without-private-caches.md).
  const endMinute = (ctx: TestContext) =>
    ctx.database.db.execute(
      sql`delete from rate_limit_counter where key like 'code-mail-minute:%'`,
    );

  it(`mails at most ${CODE_MAIL_LIMITS.perEmailPerHour} codes an hour to one inbox, from any address`, async () => {
    const ctx = context();
    const { email } = await ctx.signUp();
    const send = () =>
      ctx.request({
        method: 'POST',
        url: '/api/auth/password-reset/code',
        payload: { email },
        remoteAddress: address(),
      });
    for (let sent = 0; sent < CODE_MAIL_LIMITS.perEmailPerHour; sent++) {
      expect((await send()).statusCode).toBe(200);
      await endMinute(ctx);
    }
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Please try again in \d+ minutes\.$/);
  });

  it(`takes at most ${CODE_MAIL_LIMITS.perAddressPerHour} code requests an hour from one address`, async () => {
    const ctx = context();
    const from = address();
    const send = (email: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/auth/email-otp/send-verification-otp',
        payload: { email, type: 'sign-in' },
        remoteAddress: from,
      });
    for (let sent = 0; sent < CODE_MAIL_LIMITS.perAddressPerHour; sent++) {
      expect((await send(`flood${sent}@example.in`)).statusCode).toBe(200);
    }
    const refused = await send('one-more@example.in');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyCodeRequests(3600));
  });

  describe('with a second process on the same database', () => {
    let sibling: FastifyInstance;
    beforeAll(async () => {
      sibling = await buildSiblingApp(context());
      await sibling.ready();
    });
    afterAll(() => sibling.close());

    it('shares the counters', async () => {
      const ctx = context();
      const { email } = await ctx.signUp();
      const payload = { email, type: 'sign-in' };
      const url = '/api/auth/email-otp/send-verification-otp';
      const first = await ctx.request({ method: 'POST', url, payload });
      expect(first.statusCode).toBe(200);
      const second = await sibling.inject({ method: 'POST', url, payload });
      expect(second.statusCode).toBe(429);
    });
  });
});

// Runs in CI's production-path stage (TEST_REDIS_URL set); `npm test` needs nothing but Node.
describe.runIf(redisEnv)('code mails, counters in Redis', () => {
  codeMailScenarios(redisEnv!);
});
