import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'Battery-Staple-77';
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function mailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  await ctx.app.outbox.drain();
  const response = await ctx.request({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  return response.json().data;
}

const codeIn = (mail: { text: string } | undefined) => mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';

const signIn = (email: string, password: string) =>
  ctx.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: address(),
  });

const profileStatus = async (token: string) =>
  (await ctx.request({ method: 'GET', url: '/api/auth/profile', token })).statusCode;

const requestResetCode = (email: string, remoteAddress = address()) =>
  ctx.request({
    method: 'POST',
    url: '/api/auth/password-reset/code',
    payload: { email },
    remoteAddress,
  });

const reset = (
  payload: { email: string; otp: string; password: string },
  remoteAddress = address(),
) => ctx.request({ method: 'POST', url: '/api/auth/password-reset', payload, remoteAddress });

describe('forgotten password', () => {
  it('mails a reset code that says so, sets the new password and signs every device out', async () => {
    const { email, token: oldSession } = await ctx.signUp();
    const sent = await requestResetCode(email);
    expect(sent.json()).toEqual({ success: true, message: MESSAGES.resetCodeSent });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toMatch(/^\d{6} is your Kasrat password reset code$/);
    expect(mail?.text).not.toMatch(/sign-in code/);

    const done = await reset({ email, otp: codeIn(mail), password: NEW_PASSWORD });
    expect(done.json()).toEqual({ success: true, message: MESSAGES.passwordReset });
    expect(await profileStatus(oldSession)).toBe(401);
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    const [changed] = await mailsTo(email);
    expect(changed?.subject).toBe('Your Kasrat password was changed');
  });

  it('refuses a wrong code, and the code after three wrong tries, changing nothing', async () => {
    const { email, token } = await ctx.signUp();
    await requestResetCode(email);
    const otp = codeIn((await mailsTo(email))[0]);
    const wrong = otp === '000000' ? '111111' : '000000';
    const first = await reset({ email, otp: wrong, password: NEW_PASSWORD });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe(MESSAGES.invalidCode);
    await reset({ email, otp: wrong, password: NEW_PASSWORD });
    await reset({ email, otp: wrong, password: NEW_PASSWORD });
    const right = await reset({ email, otp, password: NEW_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe(MESSAGES.codeTooManyAttempts);
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await profileStatus(token)).toBe(200);
  });

  it('counts each code tried in the sign-in throttle', async () => {
    const { email } = await ctx.signUp();
    const guesser = address();
    for (let attempt = 0; attempt < 5; attempt++) {
      const guess = await reset({ email, otp: '123456', password: NEW_PASSWORD }, guesser);
      expect(guess.statusCode).toBe(400);
    }
    const sixth = await reset({ email, otp: '123456', password: NEW_PASSWORD }, guesser);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(MESSAGES.tooManySignInAttempts(15));
  });

  it('answers an unknown e-mail as a known one, and mails nothing', async () => {
    const email = `nobody-${randomInt(1e9)}@example.in`;
    const sent = await requestResetCode(email);
    expect(sent.json()).toEqual({ success: true, message: MESSAGES.resetCodeSent });
    expect(await mailsTo(email)).toEqual([]);
    const guess = await reset({ email, otp: '123456', password: NEW_PASSWORD });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe(MESSAGES.invalidCode);
  });

  it('refuses a short new password before spending the code', async () => {
    const { email } = await ctx.signUp();
    await requestResetCode(email);
    const otp = codeIn((await mailsTo(email))[0]);
    const short = await reset({ email, otp, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(MESSAGES.passwordTooShort);
    expect((await reset({ email, otp, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe('changing the password when signed in', () => {
  const change = (token: string | undefined, payload: Record<string, unknown>) =>
    ctx.request({
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      payload,
      remoteAddress: '10.9.9.9',
    });

  it('needs the current password, changes nothing without it', async () => {
    const { email, token } = await ctx.signUp();
    const anonymous = await change(undefined, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await change(token, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.currentPasswordWrong);
    const missing = await change(token, { newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    const keepOthers = await change(token, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: false,
    });
    expect(keepOthers.json().message).toBe(MESSAGES.unknownFields(['revokeOtherSessions']));
    expect((await signIn(email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('signs every other device out, hands this one a new token and mails the owner', async () => {
    const { email, token: here } = await ctx.signUp();
    const elsewhere = (await signIn(email, TEST_PASSWORD)).json().token as string;
    const changed = await change(here, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;
    expect(fresh).toBe(changed.headers['set-auth-token']);
    expect(await profileStatus(fresh)).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(401);
    expect(await profileStatus(here)).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Your Kasrat password was changed');
  });

  it('counts wrong current passwords in the sign-in throttle', async () => {
    const { token } = await ctx.signUp();
    for (let attempt = 0; attempt < 5; attempt++) {
      await change(token, { currentPassword: `guess-${attempt}-x`, newPassword: NEW_PASSWORD });
    }
    const sixth = await change(token, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(sixth.statusCode).toBe(429);
  });
});
