import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#server/db/schema.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('better-auth endpoints the app does not use', () => {
  it.each([
    ['POST', '/api/auth/forget-password/email-otp', { email: 'admin@kasrat.test' }],
    ['POST', '/api/auth/email-otp/request-password-reset', { email: 'admin@kasrat.test' }],
    [
      'POST',
      '/api/auth/email-otp/reset-password',
      { email: 'admin@kasrat.test', otp: '123456', password: 'Taken-over-42' },
    ],
    ['POST', '/api/auth/email-otp/check-verification-otp', { email: 'a@b.in', otp: '123456' }],
    ['POST', '/api/auth/request-password-reset', { email: 'admin@kasrat.test' }],
    ['POST', '/api/auth/update-user', { name: 'x' }],
    ['POST', '/api/auth/change-email', { newEmail: 'x@example.in' }],
    ['POST', '/api/auth/delete-user', {}],
    ['GET', '/api/auth/list-sessions', undefined],
    ['POST', '/api/auth/revoke-sessions', {}],
    ['GET', '/api/auth/ok', undefined],
    ['GET', '/api/auth/sign-out', undefined],
  ] as const)('%s %s answers 404 with the catalogue message', async (method, url, payload) => {
    const { token } = await ctx.signUp();
    const response = await ctx.request({ method, url, token, ...(payload && { payload }) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: MESSAGES.routeNotFound(method, url),
    });
  });

  it('mails nothing to an account asked for a reset through better-auth’s own paths', async () => {
    const { email } = await ctx.signUp();
    for (const url of [
      '/api/auth/forget-password/email-otp',
      '/api/auth/email-otp/request-password-reset',
    ]) {
      await ctx.request({ method: 'POST', url, payload: { email } });
    }
    await ctx.app.outbox.drain();
    const mails = await ctx.request({ method: 'GET', url: `/api/dev/outbox?to=${email}` });
    expect(mails.json().data).toEqual([]);
  });

  it('stores no name with a line break, an endless name or a script address', async () => {
    const { token, userId } = await ctx.signUp({ firstName: 'Asha' });
    for (const payload of [
      { name: 'Asha\r\nBcc: everyone@example.in' },
      { name: 'x'.repeat(500_000) },
      { image: 'javascript:alert(1)' },
    ]) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/auth/update-user',
        token,
        payload,
      });
      expect([404, 413]).toContain(response.statusCode);
    }
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, userId));
    expect(row).toMatchObject({ name: 'Asha Verma', image: null });
  });
});

describe('session tokens', () => {
  it('hands out only the signed form, in the body as in the header', async () => {
    const { email } = await ctx.signUp();
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: TEST_PASSWORD },
    });
    const token = response.json().token as string;
    expect(token).toBe(response.headers['set-auth-token']);
    expect(token).toMatch(/^[A-Za-z0-9]+\.[A-Za-z0-9+/]+=*$/);
    const session = await ctx.request({ method: 'GET', url: '/api/auth/get-session', token });
    expect(session.json().session.token).toBe(token);
  });

  it('refuses the bare token, as a stolen database row or log line would give it', async () => {
    const { token } = await ctx.signUp();
    const bare = token.split('.')[0]!;
    for (const url of ['/api/auth/profile', '/api/auth/get-session']) {
      const signed = await ctx.request({ method: 'GET', url, token });
      expect(signed.statusCode).toBe(200);
    }
    const profile = await ctx.request({ method: 'GET', url: '/api/auth/profile', token: bare });
    expect(profile.statusCode).toBe(401);
    expect(profile.json().message).toBe(MESSAGES.signInRequired);
    const session = await ctx.request({
      method: 'GET',
      url: '/api/auth/get-session',
      token: bare,
    });
    expect(session.json()).toBeNull();
  });
});
