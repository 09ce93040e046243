import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { booking as bookingTable, outboxEvent } from '#server/db/schema.ts';
import { createSmtpMailer } from '#server/integrations/mail/smtp-mailer.ts';
import { deliverOutbox } from '#server/jobs/deliver-outbox.ts';
import { runJobOnce } from '#server/jobs/job-runner.ts';
import { heldBooking, paidInSandbox, verify } from '#server/test/payment-scenarios.ts';
import { createSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { createOutboxRepository } from './outbox.repository';
import { createOutboxDelivery, DELIVERY_LEASE_MS } from './outbox-delivery';
import { mailEffect } from './side-effect';

// Monday 2 March 2026, 10:00 AM IST; the sessions are on Wednesday 4 March.
const NOW = new Date('2026-03-02T04:30:00.000Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

const smtp = createSmtpTestServer();
let smtpPort: number;
let ctx: TestContext;

beforeAll(async () => {
  // A port of our own; each test starts the server there and may stop it (SMTP down).
  smtpPort = await smtp.start();
  await smtp.stop();
  ctx = await createTestContext({
    now: NOW,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Kasrat <no-reply@kasrat.in>' },
  });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  ctx.clock.set(NOW);
  await smtp.start(smtpPort);
});
afterEach(() => smtp.stop());

/** What the outbox job does on its tick; it also waits for a delivery under way. */
const deliverDue = () => ctx.app.outbox.drain();

const subjectsTo = (email: string) =>
  smtp.to(email).map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1]);

async function mailEventsTo(email: string) {
  const rows = await ctx.database.db.select().from(outboxEvent).where(eq(outboxEvent.kind, 'mail'));
  return rows.filter((row) => (row.payload as { message: { to: string } }).message.to === email);
}

async function paidBooking(service: 'personal' | 'online' = 'personal') {
  const scenario = await heldBooking(ctx, service);
  const { payment } = await paidInSandbox(ctx, scenario.client.token, scenario.booking.id);
  return { ...scenario, payment };
}

describe('mail through the outbox', () => {
  it('answers 200 to a payment while SMTP is down, and mails both parties once it is back', async () => {
    await smtp.stop();
    const { client, trainerAccount, booking, payment } = await paidBooking();
    const response = await verify(ctx, client.token, { bookingId: booking.id, ...payment });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ bookingId: booking.id, status: 'confirmed' });
    await deliverDue();
    const [failed] = await mailEventsTo(client.email);
    expect(failed).toMatchObject({ attempts: 1, deliveredAt: null, nextAttemptAt: later(5) });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);

    await smtp.start(smtpPort);
    await deliverDue();
    expect(subjectsTo(client.email)).toEqual([]);

    ctx.clock.set(later(5));
    await deliverDue();
    expect(subjectsTo(client.email)).toEqual([
      'Booking confirmed: Personal Training with Ritu Sharma',
    ]);
    expect(subjectsTo(trainerAccount.email)).toEqual([
      'New booking: Personal Training with Asha Verma',
    ]);
    expect(smtp.to(client.email)[0]?.from).toBe('no-reply@kasrat.in');
    expect((await mailEventsTo(client.email))[0]).toMatchObject({
      attempts: 2,
      deliveredAt: later(5),
    });
  });

  it('mails within moments of the answer, without waiting for the job', async () => {
    const { client, booking, payment } = await paidBooking();
    await verify(ctx, client.token, { bookingId: booking.id, ...payment });
    await vi.waitFor(
      () =>
        expect(subjectsTo(client.email)).toEqual([
          'Booking confirmed: Personal Training with Ritu Sharma',
        ]),
      { timeout: 1_000 },
    );
  });

  it('backs off: 5 s after the first failure, 10 s after the second, 20 s after the third', async () => {
    await smtp.stop();
    const { client, booking, payment } = await paidBooking();
    await verify(ctx, client.token, { bookingId: booking.id, ...payment });
    await deliverDue();
    const retries: Date[] = [];
    for (const at of [5, 15, 35]) {
      retries.push((await mailEventsTo(client.email))[0]!.nextAttemptAt);
      ctx.clock.set(later(at - 1));
      await deliverDue();
      expect((await mailEventsTo(client.email))[0]?.attempts).toBe(retries.length);
      ctx.clock.set(later(at));
      await deliverDue();
    }
    expect(retries).toEqual([later(5), later(15), later(35)]);
    expect((await mailEventsTo(client.email))[0]).toMatchObject({
      attempts: 4,
      nextAttemptAt: later(75),
    });
  });

  it('keeps the mails of a payment confirmed by the webhook while SMTP is down', async () => {
    await smtp.stop();
    const { client, booking, payment } = await paidBooking();
    const provider = ctx.config.payment.provider;
    if (provider.kind !== 'sandbox') throw new Error('this test runs on the sandbox');
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: payment.razorpay_payment_id,
            order_id: payment.razorpay_order_id,
            method: 'card',
          },
        },
      },
    });
    const hook = await ctx.request({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', provider.webhookSecret)
          .update(body)
          .digest('hex'),
      },
      payload: body,
    });
    expect(hook.statusCode).toBe(200);
    await deliverDue();
    const [row] = await ctx.database.db
      .select()
      .from(bookingTable)
      .where(eq(bookingTable.id, booking.id));
    expect(row?.status).toBe('confirmed');

    await smtp.start(smtpPort);
    ctx.clock.set(later(5));
    await deliverDue();
    expect(subjectsTo(client.email)).toEqual([
      'Booking confirmed: Personal Training with Ritu Sharma',
    ]);
  });

  it('delivers each mail once when two processes run the job at the same moment', async () => {
    const slow = createSmtpTestServer({ delayMs: 20 });
    const slowPort = await slow.start();
    const second = ctx.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: ctx.databaseUrl })
      : ctx.database;
    try {
      const addresses = Array.from({ length: 8 }, (_, index) => `twice-${index}@example.in`);
      await createOutboxRepository(ctx.database.db).enqueue(
        addresses.map((to) => mailEffect({ to, subject: 'Once only', text: 'Hello' })),
        NOW,
      );
      const process = (database: typeof ctx.database) => {
        const mailer = createSmtpMailer(`smtp://127.0.0.1:${slowPort}`, 'no-reply@kasrat.in');
        const delivery = createOutboxDelivery({
          repository: createOutboxRepository(database.db),
          handlers: {
            mail: ({ message }) => mailer.send(message).then(() => []),
            'booking-confirmed': async () => [],
            refund: async () => [],
          },
          now: () => NOW,
          log: { warn: () => {}, error: () => {} },
        });
        return runJobOnce(database.db, deliverOutbox(delivery), NOW);
      };
      await Promise.all([process(ctx.database), process(second)]);
      for (const to of addresses) expect(slow.to(to)).toHaveLength(1);
      expect(slow.received).toHaveLength(addresses.length);
    } finally {
      if (second !== ctx.database) await second.close();
      await slow.stop();
    }
  });
});

describe('a delivery that outlives its lease', () => {
  /**
   * A deliverer with its own clock whose handler holds the mail to `to` until the test lets it
   * go on (and passes any other due event, left by earlier tests, straight through).
   */
  function deliverer(name: string, now: Date, to: string) {
    const gates: Array<(failure?: Error) => void> = [];
    const warnings: string[] = [];
    const followUp = [mailEffect({ to: `followup-${to}`, subject: name, text: name })];
    const delivery = createOutboxDelivery({
      repository: createOutboxRepository(ctx.database.db),
      handlers: {
        mail: async ({ message }) => {
          if (message.to !== to) return [];
          await new Promise<void>((resolve, reject) =>
            gates.push((failure) => (failure ? reject(failure) : resolve())),
          );
          return followUp;
        },
        'booking-confirmed': async () => [],
        refund: async () => [],
      },
      now: () => now,
      log: { warn: (_details, message) => warnings.push(message), error: () => {} },
    });
    return { delivery, gates, warnings };
  }
  const followUpsTo = (to: string) => mailEventsTo(`followup-${to}`);
  const eventTo = async (to: string) => (await mailEventsTo(to))[0]!;
  const until = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true));
  const leaseOver = new Date(NOW.getTime() + DELIVERY_LEASE_MS + 1_000);

  it('is not acknowledged once another deliverer claimed the event: its follow-ups are stored once', async () => {
    const to = 'lease-ack@example.in';
    await createOutboxRepository(ctx.database.db).enqueue(
      [mailEffect({ to, subject: 'Once', text: 'Hello' })],
      NOW,
    );
    const first = deliverer('first', NOW, to);
    const late = first.delivery.drain();
    await until(() => first.gates.length === 1);

    const second = deliverer('second', leaseOver, to);
    const taking = second.delivery.drain();
    await until(() => second.gates.length === 1);
    second.gates[0]!();
    await taking;
    first.gates[0]!();
    await late;

    expect(await eventTo(to)).toMatchObject({ attempts: 2, deliveredAt: leaseOver });
    expect(
      (await followUpsTo(to)).map(
        (row) => (row.payload as { message: { subject: string } }).message.subject,
      ),
    ).toEqual(['second']);
    expect(first.warnings).toEqual([expect.stringMatching(/outlived its lease/)]);
  });

  it('does not free the event for a third deliverer when it fails after losing its lease', async () => {
    const to = 'lease-fail@example.in';
    await createOutboxRepository(ctx.database.db).enqueue(
      [mailEffect({ to, subject: 'Once', text: 'Hello' })],
      NOW,
    );
    const first = deliverer('first', NOW, to);
    const late = first.delivery.drain();
    await until(() => first.gates.length === 1);
    const second = deliverer('second', leaseOver, to);
    const taking = second.delivery.drain();
    await until(() => second.gates.length === 1);

    first.gates[0]!(new Error('SMTP timed out'));
    await late;
    expect(await eventTo(to)).toMatchObject({
      attempts: 2,
      lastError: null,
      claimedUntil: new Date(leaseOver.getTime() + DELIVERY_LEASE_MS),
    });
    second.gates[0]!();
    await taking;
    expect(await eventTo(to)).toMatchObject({ attempts: 2, deliveredAt: leaseOver });
  });
});

describe('meeting links through the outbox', () => {
  let zoom: Server;
  let zoomUrl: string;
  let zoomUp = false;
  let zoomCtx: TestContext;

  beforeAll(async () => {
    zoom = createServer((request, response) => {
      request.resume();
      response.setHeader('content-type', 'application/json');
      if (!zoomUp) {
        response.statusCode = 503;
        response.end('{}');
      } else if (request.url?.startsWith('/oauth/token')) {
        response.end(JSON.stringify({ access_token: 'token', expires_in: 3600 }));
      } else {
        response.statusCode = 201;
        response.end(
          JSON.stringify({ id: 81234567890, join_url: 'https://zoom.us/j/81234567890' }),
        );
      }
    });
    await new Promise<void>((resolve) => zoom.listen(0, '127.0.0.1', resolve));
    zoomUrl = `http://127.0.0.1:${(zoom.address() as AddressInfo).port}`;
    zoomCtx = await createTestContext({
      now: NOW,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        ZOOM_ACCOUNT_ID: 'account',
        ZOOM_CLIENT_ID: 'client',
        ZOOM_CLIENT_SECRET: 'secret',
      },
      app: { zoomUrls: { oauthUrl: `${zoomUrl}/oauth/token`, apiUrl: zoomUrl } },
    });
  });
  afterAll(async () => {
    await zoomCtx.close();
    await new Promise((resolve) => zoom.close(resolve));
  });

  it('confirms the payment while Zoom fails, then saves the meeting and mails its link', async () => {
    zoomUp = false;
    zoomCtx.clock.set(NOW);
    const { client, booking } = await heldBooking(zoomCtx, 'online');
    const { payment } = await paidInSandbox(zoomCtx, client.token, booking.id);
    const response = await verify(zoomCtx, client.token, { bookingId: booking.id, ...payment });
    expect(response.statusCode).toBe(200);
    await zoomCtx.app.outbox.drain();
    const view = () =>
      zoomCtx.request({ method: 'GET', url: `/api/bookings/${booking.id}`, token: client.token });
    expect((await view()).json().data).toMatchObject({ status: 'confirmed', meeting: null });
    expect(smtp.to(client.email)).toEqual([]);

    zoomUp = true;
    zoomCtx.clock.set(later(5));
    await zoomCtx.app.outbox.drain();
    expect((await view()).json().data.meeting).toMatchObject({
      provider: 'zoom',
      joinUrl: 'https://zoom.us/j/81234567890',
    });
    const [mail] = smtp.to(client.email);
    expect(mail?.data).toContain('Join online: https://zoom.us/j/81234567890');
  });
});
