import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';

/** docs/product/languages.md#choosing-the-language */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const currentUser = async (token: string) =>
  (await ctx.request({ method: 'GET', url: '/api/auth/profile', token })).json().data;

describe('the language a person chose', () => {
  it('is none for a new account, then follows the person once chosen', async () => {
    const { token } = await ctx.signUp();
    expect((await currentUser(token)).locale).toBeNull();

    const chosen = await ctx.request({
      method: 'PUT',
      url: '/api/account/locale',
      token,
      payload: { locale: 'hi' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toEqual({ locale: 'hi' });
    expect((await currentUser(token)).locale).toBe('hi');

    await ctx.request({
      method: 'PUT',
      url: '/api/account/locale',
      token,
      payload: { locale: 'en' },
    });
    expect((await currentUser(token)).locale).toBe('en');
  });

  it('refuses a language Kasrat does not speak, and keeps the one chosen', async () => {
    const { token } = await ctx.signUp();
    await ctx.request({
      method: 'PUT',
      url: '/api/account/locale',
      token,
      payload: { locale: 'hi' },
    });
    for (const payload of [{ locale: 'fr' }, { locale: '' }, {}, { locale: 'hi', extra: 1 }]) {
      const response = await ctx.request({
        method: 'PUT',
        url: '/api/account/locale',
        token,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const wrong = await ctx.request({
      method: 'PUT',
      url: '/api/account/locale',
      token,
      payload: { locale: 'fr' },
    });
    expect(wrong.json().errors.locale).toBe(MESSAGES.localeInvalid);
    expect((await currentUser(token)).locale).toBe('hi');
  });
});
