import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';
import { CHAT_MESSAGES } from '#shared/chat-api.ts';
import hindiChat from '#shared/locales/hi/chat-messages.ts';
import hindi from '#shared/locales/hi/messages.ts';
import { MESSAGES } from '#shared/messages.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string, language: string) =>
  ctx.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'accept-language': language },
    payload: { email, password },
  });

describe('a refusal to a Hindi page (docs/product/languages.md#what-is-translated)', () => {
  it('says a wrong password in Hindi, and in English to an English page', async () => {
    const { email } = await ctx.signUp();

    const inHindi = await signIn(email, 'Wrong-Horse-42', 'hi-IN');
    expect(inHindi.statusCode).toBe(401);
    expect(inHindi.json()).toEqual({
      success: false,
      message: hindi.messages.invalidCredentials,
    });
    expect(inHindi.headers.vary).toMatch(/accept-language/i);

    const inEnglish = await signIn(email, 'Wrong-Horse-42', 'en-IN');
    expect(inEnglish.statusCode).toBe(401);
    expect(inEnglish.json()).toEqual({ success: false, message: MESSAGES.invalidCredentials });
  });

  it('gives each field its Hindi message, the same words as the form shows', async () => {
    const { email } = await ctx.signUp();
    const response = await signIn(email, '', 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: hindi.messages.passwordRequired,
      errors: { password: hindi.messages.passwordRequired },
    });
  });

  it('answers in English when English comes first, and signs in as before', async () => {
    const { email } = await ctx.signUp();
    const refused = await signIn(email, 'Wrong-Horse-42', 'en-GB,hi;q=0.5');
    expect(refused.json().message).toBe(MESSAGES.invalidCredentials);
    const signedIn = await signIn(email, TEST_PASSWORD, 'hi-IN');
    expect(signedIn.statusCode).toBe(200);
    expect(typeof signedIn.json().token).toBe('string');
  });

  it('translates the refusals of other routes too: a chat of strangers', async () => {
    const { token } = await ctx.signUp();
    const request = (language: string) =>
      ctx.request({
        method: 'GET',
        url: '/api/chat/nobody_somebody',
        token,
        headers: { 'accept-language': language },
      });
    const english = await request('en-IN');
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe(CHAT_MESSAGES.notAParty);
    expect((await request('hi')).json().message).toBe(hindiChat.chatMessages.notAParty);
  });
});
