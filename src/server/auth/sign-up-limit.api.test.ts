import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisEnv } from '#server/test/redis-env.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';
import { SIGN_UP_AGREEMENTS } from '#shared/privacy.ts';

const redisEnv = testRedisEnv();
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function signUpLimitScenarios(env: Record<string, string>) {
  let ctx: TestContext;
  beforeAll(async () => {
    // The default, which the test contexts raise for suites that sign many people up.
    ctx = await createTestContext({ env: { ...env, SIGN_UPS_PER_ADDRESS_PER_HOUR: '10' } });
  });
  afterAll(() => ctx.close());

  const signUp = (email: string, remoteAddress: string) =>
    ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email,
        password: TEST_PASSWORD,
        name: 'Asha Verma',
        firstName: 'Asha',
        ...SIGN_UP_AGREEMENTS,
      },
      remoteAddress,
    });

  it('takes ten sign-ups an hour from one address, then answers 429 and creates nothing', async () => {
    const from = address();
    const run = randomInt(1e9);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signUp(`mass${run}-${attempt}@example.in`, from)).statusCode).toBe(200);
    }
    const refused = await signUp(`mass${run}-10@example.in`, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: MESSAGES.tooManySignUps(60) });
    const signIn = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: `mass${run}-10@example.in`, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    expect((await signUp(`mass${run}-other@example.in`, address())).statusCode).toBe(200);
  });

  it('counts a refused sign-up too, so the form cannot probe e-mails for accounts at will', async () => {
    const from = address();
    const email = `taken${randomInt(1e9)}@example.in`;
    expect((await signUp(email, address())).statusCode).toBe(200);
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signUp(email, from)).statusCode).toBe(409);
    }
    expect((await signUp(email, from)).statusCode).toBe(429);
  });
}

describe('sign-up limit, counters in the database', () => {
  signUpLimitScenarios({});
});

describe.runIf(redisEnv)('sign-up limit, counters in Redis', () => {
  signUpLimitScenarios(redisEnv!);
});
