import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CHOICES_PER_HOUR } from '#server/features/account/account.routes.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';

/** docs/product/languages.md#choosing-the-language: a person sets their own language only. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the language choice under attack', () => {
  it('needs a signed-in person: without a session nothing is stored', async () => {
    const response = await ctx.request({
      method: 'PUT',
      url: '/api/account/locale',
      payload: { locale: 'hi' },
    });
    expect(response.statusCode).toBe(401);
  });

  it("cannot name someone else's account: the body has no user, and an extra field is refused", async () => {
    const victim = await ctx.signUp();
    const attacker = await ctx.signUp();
    const forged = await ctx.request({
      method: 'PUT',
      url: '/api/account/locale',
      token: attacker.token,
      payload: { locale: 'hi', userId: victim.userId },
    });
    expect(forged.statusCode).toBe(400);
    const victimNow = await ctx.request({
      method: 'GET',
      url: '/api/auth/profile',
      token: victim.token,
    });
    expect(victimNow.json().data.locale).toBeNull();
  });

  it('stops a flood from one account after the hourly allowance', async () => {
    const { token } = await ctx.signUp();
    for (let index = 0; index < LOCALE_CHOICES_PER_HOUR; index += 1) {
      const response = await ctx.request({
        method: 'PUT',
        url: '/api/account/locale',
        token,
        payload: { locale: index % 2 === 0 ? 'hi' : 'en' },
      });
      expect(response.statusCode).toBe(200);
    }
    const flooded = await ctx.request({
      method: 'PUT',
      url: '/api/account/locale',
      token,
      payload: { locale: 'hi' },
    });
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().message).toBe(MESSAGES.tooManyRequests);
  });
});
