import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPreference, pushSubscription } from '#server/db/schema.ts';
import {
  NOTIFICATION_WRITES_PER_MINUTE,
  PUSH_RENEWALS_PER_HOUR,
} from '#server/features/reminders/notification-settings.routes.ts';
import { browserKeys } from '#server/features/reminders/reminder-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '#shared/notifications-api.ts';

/** docs/product/reminders.md#settings: a person reads and changes their own channels only. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-02T04:30:00.000Z' });
});
afterAll(() => ctx.close());

const subscribe = (token: string, endpoint: string) =>
  ctx.request({
    method: 'POST',
    url: '/api/me/push-subscriptions',
    token,
    payload: { endpoint, keys: browserKeys() },
  });

describe('reminder settings under attack', () => {
  it('ignores a forged user id: the body refuses it, the query does not choose whose settings', async () => {
    const victim = await ctx.signUp();
    const attacker = await ctx.signUp();
    await ctx.request({
      method: 'PUT',
      url: '/api/me/notifications',
      token: victim.token,
      payload: { email: true, whatsapp: true, whatsappNumber: '+919820055555', push: false },
    });

    const forged = await ctx.request({
      method: 'PUT',
      url: '/api/me/notifications',
      token: attacker.token,
      payload: { userId: victim.userId, email: false, whatsapp: false, push: false },
    });
    expect(forged.statusCode).toBe(400);
    const read = await ctx.request({
      method: 'GET',
      url: `/api/me/notifications?userId=${victim.userId}`,
      token: attacker.token,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ whatsapp: false, whatsappNumber: null });
    expect(read.body).not.toContain('9820055555');

    const forgedPush = await ctx.request({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      token: attacker.token,
      payload: {
        userId: victim.userId,
        endpoint: 'https://push.example.com/x',
        keys: browserKeys(),
      },
    });
    expect(forgedPush.statusCode).toBe(400);
    const [victimRow] = await ctx.database.db
      .select()
      .from(notificationPreference)
      .where(eq(notificationPreference.userId, victim.userId));
    expect(victimRow).toMatchObject({ email: true, whatsapp: true, push: false });
  });

  it("cannot delete another person's browser, even knowing its endpoint", async () => {
    const victim = await ctx.signUp();
    const attacker = await ctx.signUp();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/victim-device-token';
    expect((await subscribe(victim.token, endpoint)).statusCode).toBe(201);
    const removed = await ctx.request({
      method: 'DELETE',
      url: '/api/me/push-subscriptions',
      token: attacker.token,
      payload: { endpoint },
    });
    expect(removed.json().data.pushDevices).toBe(0);
    const rows = await ctx.database.db
      .select()
      .from(pushSubscription)
      .where(eq(pushSubscription.endpoint, endpoint));
    expect(rows.map((row) => row.userId)).toEqual([victim.userId]);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_PER_USER} subscriptions however many are posted, then answers 429`, async () => {
    const flooder = await ctx.signUp();
    const answers = [];
    for (let i = 0; i < NOTIFICATION_WRITES_PER_MINUTE + 5; i += 1) {
      answers.push(
        (await subscribe(flooder.token, `https://push.example.com/flood/${i}`)).statusCode,
      );
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(NOTIFICATION_WRITES_PER_MINUTE);
    expect(answers.filter((status) => status === 429)).toHaveLength(5);
    const rows = await ctx.database.db
      .select()
      .from(pushSubscription)
      .where(eq(pushSubscription.userId, flooder.userId));
    expect(rows).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
    // the flood is the flooder's: someone else still subscribes
    const other = await ctx.signUp();
    expect((await subscribe(other.token, 'https://push.example.com/other')).statusCode).toBe(201);
  });

  it('refuses push endpoints that would make the server call inside its own network', async () => {
    const { token } = await ctx.signUp();
    // (this machine's loopback is let through in tests only, for the stand-in push service)
    for (const endpoint of [
      'http://10.0.0.5/push',
      'https://10.0.0.5/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/push',
      'https://metadata.google.internal/computeMetadata',
      'https://printer.local/push',
      'https://intranet/push',
      'file:///etc/passwd',
    ]) {
      expect((await subscribe(token, endpoint)).statusCode).toBe(400);
    }
  });
  it('renews no subscription from a guessed endpoint, and stops a guesser after 10 tries an hour', async () => {
    const { token } = await ctx.signUp();
    const kept = 'https://push.example.com/send/kept-secret';
    await subscribe(token, kept);
    const statuses: number[] = [];
    for (let guess = 0; guess < PUSH_RENEWALS_PER_HOUR + 1; guess += 1) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/push-subscriptions/renewal',
        remoteAddress: '203.0.113.77',
        payload: {
          oldEndpoint: `https://push.example.com/send/guess-${guess}`,
          subscription: {
            endpoint: 'https://push.attacker.example/inbox',
            keys: browserKeys(),
          },
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, PUSH_RENEWALS_PER_HOUR).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // the person's browser still gets their reminders
    const removed = await ctx.request({
      method: 'DELETE',
      url: '/api/me/push-subscriptions',
      token,
      payload: { endpoint: kept },
    });
    expect(removed.json().data.pushDevices).toBe(0);
  });
});
