import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_WRITES_PER_MINUTE } from '#server/features/privacy/consent.routes.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { ConsentState } from '#shared/privacy.ts';
import { PRIVACY_MESSAGES as M, PRIVACY_NOTICE_VERSION } from '#shared/privacy-messages.ts';

/** docs/product/privacy.md#consent: a person reads and changes their own consents only. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-11-27T04:30:00.000Z' });
});
afterAll(() => ctx.close());

const stateOf = async (token: string) =>
  (await ctx.request({ method: 'GET', url: '/api/privacy/consents', token })).json()
    .data as ConsentState;

describe('consents under attack', () => {
  it("cannot withdraw someone else's consent: it is not found, and stands", async () => {
    const victim = await ctx.signUp({ analyticsConsent: true });
    const attacker = await ctx.signUp();
    const victimsAnalytics = (await stateOf(victim.token)).history.find(
      (row) => row.purpose === 'analytics',
    );
    const response = await ctx.request({
      method: 'DELETE',
      url: `/api/privacy/consents/${victimsAnalytics?.id}`,
      token: attacker.token,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(M.consentNotFound);
    expect((await stateOf(victim.token)).current.analytics).toBe(true);
  });

  it("reads only the caller's own consents, whatever the query says", async () => {
    const victim = await ctx.signUp({ marketingConsent: true });
    const attacker = await ctx.signUp();
    const response = await ctx.request({
      method: 'GET',
      url: `/api/privacy/consents?userId=${victim.userId}`,
      token: attacker.token,
    });
    expect(response.statusCode).toBe(200);
    expect((response.json().data as ConsentState).current.marketing).toBe(false);
  });

  it('refuses a forged user id, an unknown purpose and the notice as a purpose', async () => {
    const victim = await ctx.signUp();
    const attacker = await ctx.signUp();
    const cases = [
      [{ purpose: 'analytics', userId: victim.userId }, MESSAGES.unknownFields(['userId'])],
      [{ purpose: 'profiling' }, M.unknownPurpose],
      [{ purpose: 'notice' }, M.unknownPurpose],
      [{}, M.unknownPurpose],
    ] as const;
    for (const [payload, message] of cases) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/privacy/consents',
        token: attacker.token,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await stateOf(victim.token)).history.map((row) => row.purpose)).toEqual(['notice']);
    expect((await stateOf(attacker.token)).history.map((row) => row.purpose)).toEqual(['notice']);
  });

  it('refuses to withdraw the notice, pointing to Delete my account', async () => {
    const person = await ctx.signUp();
    const notice = (await stateOf(person.token)).history[0];
    const response = await ctx.request({
      method: 'DELETE',
      url: `/api/privacy/consents/${notice?.id}`,
      token: person.token,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.noticeNotWithdrawable);
    expect((await stateOf(person.token)).noticeOutdated).toBe(false);
  });

  it('answers 404 to made-up and oversized ids, 400 to a notice version not current', async () => {
    const person = await ctx.signUp();
    const madeUp = await ctx.request({
      method: 'DELETE',
      url: '/api/privacy/consents/00000000-0000-4000-8000-000000000000',
      token: person.token,
    });
    expect(madeUp.statusCode).toBe(404);
    const oversized = await ctx.request({
      method: 'DELETE',
      url: `/api/privacy/consents/${'x'.repeat(500)}`,
      token: person.token,
    });
    expect(oversized.statusCode).toBe(400);
    const future = await ctx.request({
      method: 'POST',
      url: '/api/privacy/notice',
      token: person.token,
      payload: { version: '2099-01-01' },
    });
    expect(future.statusCode).toBe(400);
    expect((await stateOf(person.token)).agreedNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('replays a withdrawal without a second stamp', async () => {
    const person = await ctx.signUp({ analyticsConsent: true });
    const analytics = (await stateOf(person.token)).history.find(
      (row) => row.purpose === 'analytics',
    );
    const first = await ctx.request({
      method: 'DELETE',
      url: `/api/privacy/consents/${analytics?.id}`,
      token: person.token,
    });
    expect(first.statusCode).toBe(200);
    ctx.clock.set('2026-11-28T04:30:00.000Z');
    const replay = await ctx.request({
      method: 'DELETE',
      url: `/api/privacy/consents/${analytics?.id}`,
      token: person.token,
    });
    expect(replay.statusCode).toBe(409);
    const row = (await stateOf(person.token)).history.find((r) => r.id === analytics?.id);
    expect(row?.withdrawnAt).toBe('2026-11-27T04:30:00.000Z');
    ctx.clock.set('2026-11-27T04:30:00.000Z');
  });

  it('stops a flood of switches on the account, whichever address it comes from', async () => {
    const person = await ctx.signUp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= CONSENT_WRITES_PER_MINUTE; attempt++) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/privacy/consents',
        token: person.token,
        payload: { purpose: 'marketing' },
        remoteAddress: `10.9.${attempt}.1`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toBe(MESSAGES.tooManyRequests);
      }
    }
    expect(statuses.slice(0, CONSENT_WRITES_PER_MINUTE).every((status) => status === 201)).toBe(
      true,
    );
    expect(statuses.at(-1)).toBe(429);
    // the flood wrote one standing consent, not twenty
    const marketing = (await stateOf(person.token)).history.filter(
      (row) => row.purpose === 'marketing',
    );
    expect(marketing).toHaveLength(1);
  });
});
