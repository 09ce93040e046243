import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_MAX_FAILURES } from '#server/auth/sign-in-throttle.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';

/** Every way a client may claim another address, a new claim on each request. */
const spoofed = (n: number): Record<string, string> => ({
  'x-forwarded-for': `198.18.${n}.1`,
  forwarded: `for=198.18.${n}.2`,
  'x-real-ip': `198.18.${n}.3`,
});

function signInAs(ctx: TestContext) {
  return (email: string, password: string, remoteAddress: string, headers = {}) =>
    ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress,
      headers,
    });
}

describe('without TRUST_PROXY the client address is the socket’s peer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('counts every guess from one peer however the headers rotate', async () => {
    const signIn = signInAs(ctx);
    const { email } = await ctx.signUp();
    for (let n = 0; n < SIGN_IN_MAX_FAILURES; n++) {
      expect((await signIn(email, 'wrong-password', '203.0.113.9', spoofed(n))).statusCode).toBe(
        401,
      );
    }
    for (let n = 10; n < 20; n++) {
      expect((await signIn(email, 'wrong-password', '203.0.113.9', spoofed(n))).statusCode).toBe(
        429,
      );
    }
    expect((await signIn(email, TEST_PASSWORD, '203.0.113.9', spoofed(99))).statusCode).toBe(429);
  });

  it('does not let X-Forwarded-Host make another site’s origin trusted', async () => {
    const { email } = await ctx.signUp();
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: TEST_PASSWORD },
      headers: {
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        cookie: 'theme=dark',
      },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  const PROXY = '10.0.0.1';
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { TRUST_PROXY: PROXY } });
  });
  afterAll(() => ctx.close());

  it('takes the address the proxy appended, not what the client wrote before it', async () => {
    const signIn = signInAs(ctx);
    const { email } = await ctx.signUp();
    const throughProxy = (n: number) => ({ 'x-forwarded-for': `198.18.${n}.1, 198.51.100.7` });
    for (let n = 0; n < SIGN_IN_MAX_FAILURES; n++) {
      expect((await signIn(email, 'wrong-password', PROXY, throughProxy(n))).statusCode).toBe(401);
    }
    expect((await signIn(email, TEST_PASSWORD, PROXY, throughProxy(50))).statusCode).toBe(429);
    // another client behind the same proxy is somebody else
    const other = { 'x-forwarded-for': '198.51.100.8' };
    expect((await signIn(email, TEST_PASSWORD, PROXY, other)).statusCode).toBe(200);
  });

  it('ignores the header from a peer that is not the proxy', async () => {
    const signIn = signInAs(ctx);
    const { email } = await ctx.signUp();
    for (let n = 0; n < SIGN_IN_MAX_FAILURES; n++) {
      await signIn(email, 'wrong-password', '203.0.113.10', spoofed(n));
    }
    expect((await signIn(email, TEST_PASSWORD, '203.0.113.10', spoofed(77))).statusCode).toBe(429);
  });
});
