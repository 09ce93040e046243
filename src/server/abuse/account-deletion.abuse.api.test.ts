import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletion } from '#server/db/schema.ts';
import { DELETION_WRITES_PER_HOUR } from '#server/features/privacy/account-deletion.routes.ts';
import { createTestContext, TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';
import { DELETION_MESSAGES as M } from '#shared/account-deletion-api.ts';

/**
 * docs/product/privacy.md#delete-my-account under attack: someone holding a session (a shared
 * phone, a stolen token) tries to delete the account without the password or the code, or to
 * touch another person's request.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-02T04:30:00.000Z' });
});
afterAll(() => ctx.close());

const ask = (token: string, payload: unknown) =>
  ctx.request({ method: 'POST', url: '/api/privacy/deletion', token, payload: payload as object });
const sendCode = (token: string) =>
  ctx.request({ method: 'POST', url: '/api/privacy/deletion/code', token });

async function codeMailedTo(email: string): Promise<string> {
  await ctx.app.outbox.drain();
  const response = await ctx.request({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  const mails: { subject: string }[] = response.json().data;
  const subject = mails.find((mail) => /account deletion code$/.test(mail.subject))?.subject;
  return subject?.slice(0, 6) ?? '';
}

async function openRows(userId: string) {
  return ctx.database.db.select().from(accountDeletion).where(eq(accountDeletion.userId, userId));
}

describe('delete my account under attack', () => {
  it('refuses a wrong password, and locks out a guesser like a sign-in does', async () => {
    const victim = await ctx.signUp();
    for (let guess = 0; guess < 5; guess += 1) {
      const wrong = await ask(victim.token, { password: `guess-${guess}` });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(M.passwordWrong);
    }
    // The sixth is refused before it is checked, right or wrong.
    const locked = await ask(victim.token, { password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(await openRows(victim.userId)).toEqual([]);
  });

  it('refuses a guessed code, a code after three wrong tries, a replayed and an expired one', async () => {
    const victim = await ctx.signUp();
    expect((await sendCode(victim.token)).statusCode).toBe(200);
    const code = await codeMailedTo(victim.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let guess = 0; guess < 3; guess += 1) {
      const refused = await ask(victim.token, { code: wrong });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(M.codeWrong);
    }
    // Three wrong tries spent the code: the right one no longer works.
    expect((await ask(victim.token, { code })).json().message).toBe(M.codeWrong);
    expect(await openRows(victim.userId)).toEqual([]);

    // Expired: asked at 10:00, tried at 10:11.
    const late = await ctx.signUp();
    await sendCode(late.token);
    const lateCode = await codeMailedTo(late.email);
    ctx.clock.set('2026-03-02T04:41:00.000Z');
    expect((await ask(late.token, { code: lateCode })).json().message).toBe(M.codeWrong);
    ctx.clock.set('2026-03-02T04:30:00.000Z');

    // Replayed: used once, cancelled, used again.
    const replayer = await ctx.signUp();
    await sendCode(replayer.token);
    const used = await codeMailedTo(replayer.email);
    expect((await ask(replayer.token, { code: used })).statusCode).toBe(201);
    await ctx.request({ method: 'DELETE', url: '/api/privacy/deletion', token: replayer.token });
    const replayed = await ask(replayer.token, { code: used });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(M.codeWrong);
  });

  it("never reaches another person's request: no id is taken, forged fields are refused", async () => {
    const victim = await ctx.signUp();
    const attacker = await ctx.signUp();
    expect((await ask(victim.token, { password: TEST_PASSWORD })).statusCode).toBe(201);

    const forged = await ask(attacker.token, { password: TEST_PASSWORD, userId: victim.userId });
    expect(forged.statusCode).toBe(400);
    const cancel = await ctx.request({
      method: 'DELETE',
      url: `/api/privacy/deletion?userId=${victim.userId}`,
      token: attacker.token,
    });
    expect(cancel.statusCode).toBe(409);
    const read = await ctx.request({
      method: 'GET',
      url: `/api/privacy/deletion?userId=${victim.userId}`,
      token: attacker.token,
    });
    expect(read.json().data.deletion).toBeNull();
    // The victim's code cannot confirm the attacker's deletion either.
    await sendCode(victim.token);
    await ctx.request({ method: 'DELETE', url: '/api/privacy/deletion', token: victim.token });
    await sendCode(victim.token);
    const victimsCode = await codeMailedTo(victim.email);
    expect((await ask(attacker.token, { code: victimsCode })).json().message).toBe(M.codeWrong);
    expect(await openRows(attacker.userId)).toEqual([]);
    const [victimRow] = await openRows(victim.userId);
    expect(victimRow?.cancelledAt).not.toBeNull();
  });

  it('refuses a body with both, or neither, of password and code', async () => {
    const account = await ctx.signUp();
    const both = await ask(account.token, { password: TEST_PASSWORD, code: '123456' });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(M.confirmRequired);
    expect((await ask(account.token, {})).json().message).toBe(M.confirmRequired);
    expect(await openRows(account.userId)).toEqual([]);
  });

  it('opens one request when two are sent at once', async () => {
    const account = await ctx.signUp();
    const answers = await Promise.all([
      ask(account.token, { password: TEST_PASSWORD }),
      ask(account.token, { password: TEST_PASSWORD }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await openRows(account.userId)).toHaveLength(1);
  });

  it('limits code mails and requests per account', async () => {
    const account = await ctx.signUp();
    const statuses: number[] = [];
    for (let sent = 0; sent <= DELETION_WRITES_PER_HOUR; sent += 1) {
      statuses.push((await sendCode(account.token)).statusCode);
    }
    expect(statuses.slice(0, DELETION_WRITES_PER_HOUR).every((status) => status === 200)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
  });
});
