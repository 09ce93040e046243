import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvent, pushSubscription } from '#server/db/schema.ts';
import { startPushServiceStandIn } from '#server/integrations/push/push-test-server.ts';
import { startWhatsAppStandIn } from '#server/integrations/whatsapp/whatsapp-test-server.ts';
import { runJobOnce } from '#server/jobs/job-runner.ts';
import { sendSessionReminders } from '#server/jobs/send-session-reminders.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { istInstant } from '#shared/ist.ts';
import { browserKeys, confirmedSession, reminderPair } from './reminder-scenarios';

let ctx: TestContext;
let pushService: Awaited<ReturnType<typeof startPushServiceStandIn>>;
let whatsappApi: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
beforeAll(async () => {
  pushService = await startPushServiceStandIn();
  whatsappApi = await startWhatsAppStandIn();
  ctx = await createTestContext({
    now: '2026-03-01T04:30:00.000Z',
    env: {
      WHATSAPP_TOKEN: 'EAAG-test-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_API_URL: whatsappApi.apiUrl,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await pushService.stop();
  await whatsappApi.stop();
});

const ist = (date: string, hour: number, minute = 0) => istInstant(date, hour, minute);

async function remindAt(at: Date) {
  ctx.clock.set(at);
  await runJobOnce(ctx.database.db, sendSessionReminders({ publicUrl: ctx.config.publicUrl }), at);
  await ctx.app.outbox.drain();
}

describe('reminders through web push', () => {
  it('subscribes through the API, pushes the reminder with VAPID, and forgets a subscription the service calls gone', async () => {
    const pair = await reminderPair(ctx);
    const endpoint = pushService.endpoint('asha-phone');
    const subscribed = await ctx.request({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      token: pair.client.token,
      payload: { endpoint, keys: browserKeys(), expirationTime: null },
    });
    expect(subscribed.statusCode).toBe(201);
    expect(subscribed.json().data).toMatchObject({ push: true, pushDevices: 1 });

    const session = await confirmedSession(ctx, pair, ist('2026-03-03', 18));
    await remindAt(ist('2026-03-02', 18));
    const pushes = pushService.received.filter((push) => push.url === '/push/asha-phone');
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    // a day ahead: the push service keeps it until the session starts at most
    expect(Number(push!.headers.ttl)).toBe(24 * 3600);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers['content-type']).toBe('application/octet-stream');
    const vapid = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(
      String(push!.headers.authorization),
    );
    expect(vapid?.[2]).toBe(ctx.config.push.vapid.publicKey);
    const claims = JSON.parse(Buffer.from(vapid![1]!.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ aud: pushService.origin, sub: 'mailto:support@kasrat.in' });
    // encrypted: the reminder's words are not readable on the way
    expect(push!.body.length).toBeGreaterThan(100);
    expect(push!.body.toString('latin1')).not.toContain('Arjun');

    const sent = await ctx.request({
      method: 'GET',
      url: `/api/dev/push-sent?userId=${pair.client.userId}`,
    });
    expect(sent.json().data[0].payload).toEqual({
      title: 'Session reminder',
      body: 'Online Training with Arjun Mehta on Tue 3 Mar, 6:00 PM (India Standard Time).',
      url: `${ctx.config.publicUrl}/profile/sessions`,
      tag: `session-${session.id}`,
    });

    // the browser unsubscribed: the push service answers 410 and the subscription is deleted
    pushService.answer(endpoint, 410);
    await remindAt(ist('2026-03-03', 17));
    expect(pushService.received.filter((p) => p.url === '/push/asha-phone')).toHaveLength(2);
    const left = await ctx.database.db
      .select()
      .from(pushSubscription)
      .where(eq(pushSubscription.userId, pair.client.userId));
    expect(left).toEqual([]);
    const settings = await ctx.request({
      method: 'GET',
      url: '/api/me/notifications',
      token: pair.client.token,
    });
    expect(settings.json().data.pushDevices).toBe(0);
  });

  it('sends nothing to a browser when push is turned off', async () => {
    const pair = await reminderPair(ctx);
    const endpoint = pushService.endpoint('ravi-laptop');
    await ctx.request({
      method: 'POST',
      url: '/api/me/push-subscriptions',
      token: pair.client.token,
      payload: { endpoint, keys: browserKeys() },
    });
    await ctx.request({
      method: 'PUT',
      url: '/api/me/notifications',
      token: pair.client.token,
      payload: { email: true, whatsapp: false, push: false },
    });
    await confirmedSession(ctx, pair, ist('2026-03-05', 18));
    await remindAt(ist('2026-03-04', 18));
    expect(pushService.received.filter((push) => push.url === '/push/ravi-laptop')).toEqual([]);
  });
});

describe('reminders through the WhatsApp Cloud API', () => {
  it('retries a 5xx through the outbox and sends once; drops a refusal without retrying', async () => {
    const pair = await reminderPair(ctx);
    await ctx.request({
      method: 'PUT',
      url: '/api/me/notifications',
      token: pair.client.token,
      payload: { email: true, whatsapp: true, whatsappNumber: '9820044444', push: false },
    });
    await confirmedSession(ctx, pair, ist('2026-03-07', 18));
    const toAsha = () =>
      whatsappApi.requests.filter((request) => request.body.to === '919820044444');

    whatsappApi.answerNext({ status: 503, body: { error: { message: 'Service unavailable' } } });
    await remindAt(ist('2026-03-06', 18));
    expect(toAsha()).toHaveLength(1);
    // the outbox's retry, 5 seconds on
    ctx.clock.set(new Date(ist('2026-03-06', 18).getTime() + 5_000));
    await ctx.app.outbox.drain();
    expect(toAsha()).toHaveLength(2);
    expect(toAsha()[1]!.headers.authorization).toBe('Bearer EAAG-test-token');
    expect((toAsha()[1]!.body.template as { name: string }).name).toBe('session_reminder_day');

    whatsappApi.answerNext({
      status: 400,
      body: { error: { message: 'Recipient not on WhatsApp' } },
    });
    await remindAt(ist('2026-03-07', 17));
    expect(toAsha()).toHaveLength(3);
    ctx.clock.set(ist('2026-03-07', 17, 10));
    await ctx.app.outbox.drain();
    expect(toAsha()).toHaveLength(3);
    const undelivered = await ctx.database.db
      .select({ id: outboxEvent.id, deliveredAt: outboxEvent.deliveredAt })
      .from(outboxEvent)
      .where(eq(outboxEvent.kind, 'whatsapp'));
    expect(undelivered.filter((row) => row.deliveredAt === null)).toEqual([]);
  });
});
