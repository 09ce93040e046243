import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';
import { type ConsentState, SIGN_UP_AGREEMENTS } from '#shared/privacy.ts';
import {
  PRIVACY_MESSAGES as M,
  PRIVACY_NOTICE_EFFECTIVE,
  PRIVACY_NOTICE_VERSION,
} from '#shared/privacy-messages.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-11-27T04:30:00.000Z' });
});
afterAll(() => ctx.close());

const consents = async (token: string) => {
  const response = await ctx.request({ method: 'GET', url: '/api/privacy/consents', token });
  expect(response.statusCode).toBe(200);
  return response.json().data as ConsentState;
};

const signUpBody = (email: string, agreements: Record<string, unknown>) => ({
  email,
  password: TEST_PASSWORD,
  name: 'Meera Iyer',
  firstName: 'Meera',
  ...agreements,
});

const usersNamed = (email: string) =>
  ctx.database.db.query.user.findMany({ where: (user, { eq }) => eq(user.email, email) });

describe('sign-up records consent (docs/product/privacy.md#consent)', () => {
  it('records the notice and the optional purposes chosen, with the version and the instant', async () => {
    const { token, userId } = await ctx.signUp({ analyticsConsent: true, marketingConsent: false });
    const state = await consents(token);
    expect(state.history.map((row) => [row.purpose, row.noticeVersion, row.givenAt])).toEqual(
      expect.arrayContaining([
        ['notice', PRIVACY_NOTICE_VERSION, '2026-11-27T04:30:00.000Z'],
        ['analytics', PRIVACY_NOTICE_VERSION, '2026-11-27T04:30:00.000Z'],
      ]),
    );
    expect(state.history).toHaveLength(2);
    expect(state.current).toEqual({ analytics: true, marketing: false });
    expect(state.noticeOutdated).toBe(false);
    const [user] = await ctx.database.db.query.user.findMany({
      where: (row, { eq }) => eq(row.id, userId),
    });
    expect(user?.adultConfirmedAt?.toISOString()).toBe('2026-11-27T04:30:00.000Z');
  });

  it('leaves both optional purposes off unless chosen', async () => {
    const { token } = await ctx.signUp();
    const state = await consents(token);
    expect(state.history.map((row) => row.purpose)).toEqual(['notice']);
    expect(state.current).toEqual({ analytics: false, marketing: false });
  });

  it.each([
    ['without the adult confirmation', { noticeAgreed: true }, M.adultRequired],
    [
      'with the adult confirmation false',
      { adultConfirmed: false, noticeAgreed: true },
      M.adultRequired,
    ],
    ['without agreeing to the notice', { adultConfirmed: true }, M.noticeRequired],
  ])('refuses a sign-up %s and creates nobody', async (_, agreements, message) => {
    const email = `minor-${message.length}-${Object.keys(agreements).join('')}@example.in`;
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: signUpBody(email, agreements),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await usersNamed(email)).toEqual([]);
  });

  it('signs up with both agreements', async () => {
    const email = 'adult@example.in';
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: signUpBody(email, SIGN_UP_AGREEMENTS),
    });
    expect(response.statusCode).toBe(200);
    expect(await usersNamed(email)).toHaveLength(1);
  });
});

describe('giving and withdrawing (docs/product/privacy.md#consent)', () => {
  it('withdraws analytics, keeps the history, and gives it again as a new row', async () => {
    const { token } = await ctx.signUp({ analyticsConsent: true });
    const before = await consents(token);
    const analytics = before.history.find((row) => row.purpose === 'analytics');
    ctx.clock.set('2026-11-28T10:00:00.000Z');
    const withdrawn = await ctx.request({
      method: 'DELETE',
      url: `/api/privacy/consents/${analytics?.id}`,
      token,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().message).toBe(M.consentWithdrawn('analytics'));
    expect(withdrawn.json().data.current.analytics).toBe(false);

    const again = await ctx.request({
      method: 'DELETE',
      url: `/api/privacy/consents/${analytics?.id}`,
      token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyWithdrawn);

    ctx.clock.set('2026-11-29T10:00:00.000Z');
    const given = await ctx.request({
      method: 'POST',
      url: '/api/privacy/consents',
      token,
      payload: { purpose: 'analytics' },
    });
    expect(given.statusCode).toBe(201);
    expect(given.json().message).toBe(M.consentGiven('analytics'));
    const after = (given.json().data as ConsentState).history.filter(
      (row) => row.purpose === 'analytics',
    );
    expect(after.map((row) => [row.givenAt, row.withdrawnAt])).toEqual([
      ['2026-11-29T10:00:00.000Z', null],
      ['2026-11-27T04:30:00.000Z', '2026-11-28T10:00:00.000Z'],
    ]);
    ctx.clock.set('2026-11-27T04:30:00.000Z');
  });

  it('gives a purpose that stands already without a second row', async () => {
    const { token } = await ctx.signUp({ marketingConsent: true });
    const given = await ctx.request({
      method: 'POST',
      url: '/api/privacy/consents',
      token,
      payload: { purpose: 'marketing' },
    });
    expect(given.statusCode).toBe(201);
    const rows = (given.json().data as ConsentState).history.filter(
      (row) => row.purpose === 'marketing',
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses to withdraw the notice, pointing to Delete my account', async () => {
    const { token } = await ctx.signUp();
    const notice = (await consents(token)).history.find((row) => row.purpose === 'notice');
    const response = await ctx.request({
      method: 'DELETE',
      url: `/api/privacy/consents/${notice?.id}`,
      token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.noticeNotWithdrawable);
    expect((await consents(token)).history[0]?.withdrawnAt).toBeNull();
  });

  it('asks for a sign-in', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/privacy/consents' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.signInRequired);
  });
});

describe('a new notice version (docs/product/privacy.md#consent)', () => {
  it('says the agreed notice is older, and agreeing records the current one', async () => {
    const { token, userId } = await ctx.signUp();
    // The person agreed to an earlier notice: the standing row carries the old version.
    const notice = (await consents(token)).history[0];
    await ctx.database.db.execute(
      `update consent set notice_version = '2025-01-01' where id = '${notice?.id}' and user_id = '${userId}'`,
    );
    const outdated = await consents(token);
    expect(outdated.noticeOutdated).toBe(true);
    expect(outdated.agreedNoticeVersion).toBe('2025-01-01');

    const stale = await ctx.request({
      method: 'POST',
      url: '/api/privacy/notice',
      token,
      payload: { version: '2025-01-01' },
    });
    expect(stale.statusCode).toBe(400);

    ctx.clock.set('2026-11-30T06:00:00.000Z');
    const agreed = await ctx.request({
      method: 'POST',
      url: '/api/privacy/notice',
      token,
      payload: { version: PRIVACY_NOTICE_VERSION },
    });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().message).toBe(M.noticeAgreed);
    const state = agreed.json().data as ConsentState;
    expect(state.noticeOutdated).toBe(false);
    expect(state.history.map((row) => [row.noticeVersion, row.withdrawnAt])).toEqual([
      [PRIVACY_NOTICE_VERSION, null],
      ['2025-01-01', '2026-11-30T06:00:00.000Z'],
    ]);
    ctx.clock.set('2026-11-27T04:30:00.000Z');
  });
});

describe('analytics only with consent (docs/product/privacy.md#consent)', () => {
  const send = (token: string) =>
    ctx.request({
      method: 'POST',
      url: '/api/events',
      token,
      payload: { name: 'trainer_view', path: '/trainer/t1' },
    });
  const eventsOf = (userId: string) =>
    ctx.database.db.query.analyticsEvent.findMany({
      where: (event, { eq }) => eq(event.userId, userId),
    });

  it('drops the events of a person who never consented', async () => {
    const { token, userId } = await ctx.signUp();
    expect((await send(token)).statusCode).toBe(202);
    expect(await eventsOf(userId)).toEqual([]);
  });

  it('stores events with consent and none after it is withdrawn', async () => {
    const { token, userId } = await ctx.signUp({ analyticsConsent: true });
    expect((await send(token)).statusCode).toBe(202);
    expect(await eventsOf(userId)).toHaveLength(1);
    const analytics = (await consents(token)).history.find((row) => row.purpose === 'analytics');
    await ctx.request({ method: 'DELETE', url: `/api/privacy/consents/${analytics?.id}`, token });
    expect((await send(token)).statusCode).toBe(202);
    expect(await eventsOf(userId)).toHaveLength(1);
  });
});

describe('the notice (docs/product/privacy.md#the-notice)', () => {
  it("tells anyone the notice's version and the demo grievance officer", async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/privacy/notice' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      effective: PRIVACY_NOTICE_EFFECTIVE,
      grievanceOfficer: { name: 'Priya Raman', email: 'grievance@kasrat.test' },
    });
  });
});
