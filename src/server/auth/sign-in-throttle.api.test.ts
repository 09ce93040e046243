import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisEnv } from '#server/test/redis-env.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';
import {
  ADDRESS_MAX_FAILURES,
  ADDRESS_WINDOW_MINUTES,
  SIGN_IN_WINDOW_MINUTES,
} from './sign-in-throttle';

const redisEnv = testRedisEnv();

/** A client address of its own per test, so counters left in a shared Redis never meet. */
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function signInThrottleScenarios(env: Record<string, string>) {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env });
  });
  afterAll(() => ctx.close());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress,
    });

  it('refuses the sixth try from one address with the catalogue message, not the owner elsewhere', async () => {
    const { email } = await ctx.signUp();
    const attacker = address();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(email, 'wrong-password', attacker)).statusCode).toBe(401);
    }
    const sixth = await signIn(email, TEST_PASSWORD, attacker);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(MESSAGES.tooManySignInAttempts(SIGN_IN_WINDOW_MINUTES));

    expect((await signIn(email, TEST_PASSWORD, address())).statusCode).toBe(200);
  });

  it('starts counting again after a success', async () => {
    const { email } = await ctx.signUp();
    const owner = address();
    for (let attempt = 0; attempt < 4; attempt++) await signIn(email, 'wrong-password', owner);
    expect((await signIn(email, TEST_PASSWORD, owner)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(email, 'wrong-password', owner)).statusCode).toBe(401);
    }
    expect((await signIn(email, TEST_PASSWORD, owner)).statusCode).toBe(429);
  });

  it('lets others at the same address sign in', async () => {
    const victim = await ctx.signUp();
    const bystander = await ctx.signUp();
    const shared = address();
    for (let attempt = 0; attempt < 5; attempt++) {
      await signIn(victim.email, 'wrong-password', shared);
    }
    expect((await signIn(bystander.email, TEST_PASSWORD, shared)).statusCode).toBe(200);
  });

  return () => ctx;
}

describe('sign-in throttle, counters in the database', () => {
  const context = signInThrottleScenarios({});

  // rate-limiter-flexible reads the process's own clock for its windows, and faking Date
  // would also move PGlite's internal timers; the test moves the stored window instead.
  it('lets the address in again once its window has passed', async () => {
    const ctx = context();
    const { email } = await ctx.signUp();
    const attacker = address();
    const signIn = (password: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password },
        remoteAddress: attacker,
      });
    for (let attempt = 0; attempt < 5; attempt++) await signIn('wrong-password');
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(429);
    await ctx.database.db.execute(
      sql`update rate_limit_counter set expire = expire - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})`,
    );
    expect((await signIn(TEST_PASSWORD)).statusCode).toBe(200);
  });

  // Wrong e-mail codes rather than passwords: each wrong password costs a hash on purpose.
  it('refuses an address that fails across many e-mails', async () => {
    const ctx = context();
    const sprayer = address();
    const { email } = await ctx.signUp();
    for (let attempt = 0; attempt < ADDRESS_MAX_FAILURES; attempt++) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/auth/sign-in/email-otp',
        payload: { email: `guess${attempt}@example.in`, otp: '123456' },
        remoteAddress: sprayer,
      });
      expect(response.statusCode).toBe(400);
    }
    const next = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: sprayer,
    });
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toBe(MESSAGES.tooManySignInAttempts(ADDRESS_WINDOW_MINUTES));
  });
});

// Runs in CI's production-path stage (TEST_REDIS_URL set); `npm test` needs nothing but Node.
describe.runIf(redisEnv)('sign-in throttle, counters in Redis', () => {
  signInThrottleScenarios(redisEnv!);
});
