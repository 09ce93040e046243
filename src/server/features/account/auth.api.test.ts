import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';
import { SIGN_UP_AGREEMENTS } from '#shared/privacy.ts';
import { VALIDATION_MESSAGES } from '#shared/validation-messages.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string) =>
  ctx.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

async function latestCode(email: string): Promise<string> {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  const [mail] = response.json().data as { text: string }[];
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no sign-in code mailed to ${email}`);
  return code;
}

describe('sign-up', () => {
  it('refuses a second account for the same e-mail with the catalogue message', async () => {
    const { email } = await ctx.signUp();
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: {
        email,
        password: TEST_PASSWORD,
        name: 'Other Person',
        firstName: 'Other',
        ...SIGN_UP_AGREEMENTS,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.emailTaken });
  });

  it.each([
    [
      { email: 'not-an-email', password: TEST_PASSWORD, name: 'A B', firstName: 'A' },
      MESSAGES.invalidEmail,
    ],
    [
      { email: 'short@example.in', password: 'short', name: 'A B', firstName: 'A' },
      MESSAGES.passwordTooShort,
    ],
    [
      { email: 'nofirst@example.in', password: TEST_PASSWORD, name: 'A B', firstName: '' },
      MESSAGES.firstNameRequired,
    ],
    [
      { email: 'noname@example.in', password: TEST_PASSWORD, name: ' ', firstName: 'A' },
      VALIDATION_MESSAGES.fieldRequired('Name'),
    ],
    [
      { email: 'long@example.in', password: 'x'.repeat(129), name: 'A B', firstName: 'A' },
      MESSAGES.passwordTooLong,
    ],
    [
      {
        email: 'crlf@example.in',
        password: TEST_PASSWORD,
        name: 'Asha\r\nBcc: everyone@example.in',
        firstName: 'Asha',
      },
      MESSAGES.nameHasControlCharacters,
    ],
    [
      {
        email: 'crlf-first@example.in',
        password: TEST_PASSWORD,
        name: 'Asha Verma',
        firstName: 'Asha\nBcc: everyone@example.in',
      },
      MESSAGES.nameHasControlCharacters,
    ],
    [
      {
        email: 'extra@example.in',
        password: TEST_PASSWORD,
        name: 'A B',
        firstName: 'A',
        role: 'admin',
      },
      MESSAGES.unknownFields(['role']),
    ],
  ])('answers 400 for bad input %#', async (payload, message) => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...SIGN_UP_AGREEMENTS, ...payload },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const again = await signIn(payload.email, payload.password);
    expect(again.statusCode).not.toBe(200);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: MESSAGES.malformedJson });
  });

  it('answers 413 for an oversized body', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'big@example.in', name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(MESSAGES.bodyTooLarge);
  });

  it('keeps nothing of a sign-up whose password was not stored, so the e-mail can sign up again', async () => {
    // As when the process dies between the account's rows: the password's row fails.
    await ctx.database.db.execute(sql`create function refuse_password() returns trigger
      language plpgsql as $$ begin raise exception 'disk full'; end $$`);
    await ctx.database.db.execute(sql`create trigger refuse_password before insert on account
      for each row execute function refuse_password()`);
    const payload = {
      email: 'cut-short@example.in',
      password: TEST_PASSWORD,
      name: 'Asha Verma',
      firstName: 'Asha',
      ...SIGN_UP_AGREEMENTS,
    };
    const printed = vi.spyOn(console, 'error');
    const cut = await ctx.request({ method: 'POST', url: '/api/auth/sign-up/email', payload });
    await ctx.database.db.execute(sql`drop trigger refuse_password on account`);
    await ctx.database.db.execute(sql`drop function refuse_password`);
    expect(cut.statusCode).toBe(500);
    // better-auth prints the failed insert itself: expected here, not a bug to show.
    printed.mockClear();

    const again = await ctx.request({ method: 'POST', url: '/api/auth/sign-up/email', payload });
    expect(again.statusCode).toBe(200);
    expect((await signIn(payload.email, payload.password)).statusCode).toBe(200);
  });
});

describe('sign-in with a password', () => {
  it.each([
    ['', MESSAGES.passwordRequired],
    ['x'.repeat(129), MESSAGES.passwordTooLong],
  ])('answers 400 with the catalogue message for a password of %#', async (password, message) => {
    const { email } = await ctx.signUp();
    const response = await signIn(email, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message,
      errors: { password: message },
    });
  });
});

describe('sign-in from another site', () => {
  it.each([[{ cookie: 'theme=dark' }], [{ cookie: 'theme=dark', origin: 'https://evil.example' }]])(
    'answers 403 with the catalogue message to a browser sending %o',
    async (headers) => {
      const { email } = await ctx.signUp();
      const response = await ctx.request({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers,
        payload: { email, password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: MESSAGES.forbidden });
    },
  );
});

describe('sign-in with an e-mail code', () => {
  it('mails a 6-digit code that signs the user in once', async () => {
    const { email } = await ctx.signUp({ firstName: 'Kavya' });
    const sent = await ctx.request({
      method: 'POST',
      url: '/api/auth/email-otp/send-verification-otp',
      payload: { email, type: 'sign-in' },
    });
    expect(sent.statusCode).toBe(200);
    const otp = await latestCode(email);

    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email-otp',
      payload: { email, otp },
    });
    expect(response.statusCode).toBe(200);
    const profile = await ctx.request({
      method: 'GET',
      url: '/api/auth/profile',
      token: response.json().token,
    });
    expect(profile.json().data.firstName).toBe('Kavya');

    const reused = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email-otp',
      payload: { email, otp },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().success).toBe(false);
  });

  it('refuses a wrong code and an expired one with catalogue messages', async () => {
    const { email } = await ctx.signUp();
    await ctx.request({
      method: 'POST',
      url: '/api/auth/email-otp/send-verification-otp',
      payload: { email, type: 'sign-in' },
    });
    const otp = await latestCode(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const bad = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email-otp',
      payload: { email, otp: wrong },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.invalidCode);

    const malformed = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email-otp',
      payload: { email, otp: '12ab' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MESSAGES.invalidCode);
  });

  it('sends no code to an unknown e-mail and does not create an account', async () => {
    const email = 'nobody-here@example.in';
    const sent = await ctx.request({
      method: 'POST',
      url: '/api/auth/email-otp/send-verification-otp',
      payload: { email, type: 'sign-in' },
    });
    expect(sent.statusCode).toBe(200);
    const outbox = await ctx.request({ method: 'GET', url: `/api/dev/outbox?to=${email}` });
    expect(outbox.json().data).toEqual([]);
  });
});

describe('guards', () => {
  it.each([
    ['GET', '/api/auth/profile'],
    ['GET', '/api/users/profile'],
    ['GET', '/api/profile'],
    ['PUT', '/api/profile'],
    ['POST', '/api/auth/become-trainer'],
  ] as const)('%s %s needs a signed-in user', async (method, url) => {
    const response = await ctx.request({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.signInRequired);
  });

  it('refuses a forged token', async () => {
    const response = await ctx.request({
      method: 'GET',
      url: '/api/auth/profile',
      token: 'forged.token',
    });
    expect(response.statusCode).toBe(401);
  });
});
