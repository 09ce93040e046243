import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('accounts', () => {
  it('signs up, returns a bearer token and the current user', async () => {
    const { token, email } = await ctx.signUp({ firstName: 'Rohan', lastName: 'Mehta' });
    const response = await ctx.request({ method: 'GET', url: '/api/auth/profile', token });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email,
      firstName: 'Rohan',
      lastName: 'Mehta',
      userType: 'user',
      isTrainer: false,
    });
  });

  it('signs in with a password and puts the token in body and header', async () => {
    const { email } = await ctx.signUp();
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    for (const token of [response.json().token, response.headers['set-auth-token']]) {
      const profile = await ctx.request({
        method: 'GET',
        url: '/api/auth/profile',
        token: String(token),
      });
      expect(profile.json().data.email).toBe(email);
    }
  });

  it('answers 401 with the catalogue message for a wrong password', async () => {
    const { email } = await ctx.signUp();
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Invalid email or password' });
  });
});
