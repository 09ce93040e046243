import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booking as bookingTable, payment as paymentTable } from '#server/db/schema.ts';
import * as scenarios from '#server/test/payment-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';

// Monday 2 March 2026, 10:00 AM IST; the sessions below are on Wednesday 4 March.
const NOW = '2026-03-02T04:30:00.000Z';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW, env: { PLATFORM_FEE_PERCENT: '5' } });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(NOW));

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('hex');
const provider = () => {
  const configured = ctx.config.payment.provider;
  if (configured.kind !== 'sandbox') throw new Error('these tests run on the sandbox');
  return configured;
};

const heldBooking = (service?: 'personal' | 'online') => scenarios.heldBooking(ctx, service);
const createOrder = (token: string, payload: Record<string, unknown>) =>
  scenarios.createOrder(ctx, token, payload);
const paidInSandbox = (token: string, bookingId: string) =>
  scenarios.paidInSandbox(ctx, token, bookingId);
const verify = (token: string, payload: Record<string, unknown>) =>
  scenarios.verify(ctx, token, payload);

async function outboxFor(email: string) {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  return response.json().data as { subject: string; text: string }[];
}

async function bookingRow(id: string) {
  const [row] = await ctx.database.db.select().from(bookingTable).where(eq(bookingTable.id, id));
  return row!;
}

describe('GET /api/config/payment', () => {
  it('tells the page the fee rates and the sandbox key', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/config/payment' });
    expect(response.json().data).toEqual({
      platformFeePercent: 5,
      gstPercent: 18,
      provider: 'sandbox',
      key: 'rzp_test_kasrat_sandbox',
      currency: 'INR',
    });
  });
});

describe('POST /api/payment/create-order', () => {
  it("charges the server's amount: ₹1,500 + 5% fee ₹75 + GST ₹14 = ₹1,589 in paise", async () => {
    const { client, booking } = await heldBooking();
    const response = await createOrder(client.token, { bookingId: booking.id });
    expect(response.statusCode).toBe(200);
    const order = response.json().data;
    expect(order).toMatchObject({
      amount: 158_900,
      currency: 'INR',
      key: 'rzp_test_kasrat_sandbox',
      provider: 'sandbox',
      bookingData: {
        bookingId: booking.id,
        trainerName: 'Ritu Sharma',
        sessionFeePaise: 150_000,
        platformFeePaise: 7_500,
        gstPaise: 1_400,
        totalPaise: 158_900,
      },
      prefill: { name: 'Asha Verma' },
    });
    expect(order.orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const again = await createOrder(client.token, { bookingId: booking.id, amountPaise: 158_900 });
    expect(again.json().data.orderId).toBe(order.orderId);
  });

  it('refuses a tampered amount, an expired hold and someone else’s booking', async () => {
    const { client, booking } = await heldBooking();
    const tampered = await createOrder(client.token, { bookingId: booking.id, amountPaise: 1 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe(BOOKING_MESSAGES.amountMismatch);
    // ₹1,589 sent as rupees is not the booking's 1,58,900 paise: one unit only, refused.
    const inRupees = await createOrder(client.token, { bookingId: booking.id, amountPaise: 1589 });
    expect(inRupees.statusCode).toBe(400);
    expect(inRupees.json().message).toBe(BOOKING_MESSAGES.amountMismatch);
    const oldField = await createOrder(client.token, { bookingId: booking.id, amount: 1589 });
    expect(oldField.statusCode).toBe(400);

    const stranger = await ctx.signUp();
    const foreign = await createOrder(stranger.token, { bookingId: booking.id });
    expect(foreign.statusCode).toBe(404);

    ctx.clock.set('2026-03-02T04:45:00.000Z');
    const expired = await createOrder(client.token, { bookingId: booking.id });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(BOOKING_MESSAGES.holdExpired);
    const orders = await ctx.database.db
      .select()
      .from(paymentTable)
      .where(eq(paymentTable.bookingId, booking.id));
    expect(orders).toHaveLength(0);
  });
});

describe('POST /api/payment/verify', () => {
  it('confirms the booking, e-mails both parties, and then refuses to take money again', async () => {
    const { client, trainerAccount, booking } = await heldBooking();
    const { payment } = await paidInSandbox(client.token, booking.id);
    const response = await verify(client.token, { bookingId: booking.id, ...payment });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: BOOKING_MESSAGES.paymentSuccessful,
      data: { bookingId: booking.id, status: 'confirmed' },
    });
    const view = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      token: client.token,
    });
    expect(view.json().data).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      paymentMethod: 'upi',
      expiresAt: null,
    });
    expect((await outboxFor(client.email))[0]?.subject).toBe(
      'Booking confirmed: Personal Training with Ritu Sharma',
    );
    expect((await outboxFor(trainerAccount.email))[0]?.subject).toBe(
      'New booking: Personal Training with Asha Verma',
    );

    const replay = await verify(client.token, { bookingId: booking.id, ...payment });
    expect(replay.statusCode).toBe(200);
    expect(await outboxFor(client.email)).toHaveLength(1);
    const secondOrder = await createOrder(client.token, { bookingId: booking.id });
    expect(secondOrder.statusCode).toBe(409);
    expect(secondOrder.json().message).toBe(BOOKING_MESSAGES.bookingAlreadyPaid);
  });

  it('refuses a forged signature and an order of another booking, changing nothing', async () => {
    const { client, booking } = await heldBooking();
    const { payment } = await paidInSandbox(client.token, booking.id);
    const forged = await verify(client.token, {
      bookingId: booking.id,
      ...payment,
      razorpay_signature: sign(
        'not-the-secret',
        `${payment.razorpay_order_id}|${payment.razorpay_payment_id}`,
      ),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(BOOKING_MESSAGES.invalidSignature);

    const other = await heldBooking();
    const { payment: otherPayment } = await paidInSandbox(other.client.token, other.booking.id);
    const mismatched = await verify(client.token, { bookingId: booking.id, ...otherPayment });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toBe(BOOKING_MESSAGES.orderMismatch);
    expect((await bookingRow(booking.id)).status).toBe('pending');
  });

  it('confirms an online session with a private meeting link', async () => {
    const { client, booking } = await heldBooking('online');
    const { payment } = await paidInSandbox(client.token, booking.id);
    await verify(client.token, { bookingId: booking.id, ...payment });
    // The link is made by the outbox right after the payment's answer; wait for that moment.
    await ctx.app.outbox.drain();
    const view = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      token: client.token,
    });
    expect(view.json().data.meeting).toMatchObject({ provider: 'jitsi' });
    expect(view.json().data.meeting.joinUrl).toMatch(
      /^https:\/\/meet\.jit\.si\/Kasrat-[0-9a-f]{32}$/,
    );
    const stranger = await ctx.signUp();
    const hidden = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}`,
      token: stranger.token,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('confirms an expired hold whose time is still free, as the money has moved', async () => {
    const { client, booking } = await heldBooking();
    const { payment } = await paidInSandbox(client.token, booking.id);
    ctx.clock.set('2026-03-02T04:50:00.000Z');
    await ctx.database.db
      .update(bookingTable)
      .set({ status: 'expired' })
      .where(eq(bookingTable.id, booking.id));
    const response = await verify(client.token, { bookingId: booking.id, ...payment });
    expect(response.statusCode).toBe(200);
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
  });
});

describe('POST /api/payment/webhook', () => {
  const webhook = (body: object, secret = provider().webhookSecret) => {
    const raw = JSON.stringify(body);
    return ctx.request({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(secret, raw) },
      payload: raw,
    });
  };
  const captured = (orderId: string, paymentId: string) => ({
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, method: 'card' } } },
  });

  it('refuses a body signed with the wrong secret', async () => {
    const { client, booking } = await heldBooking();
    const { payment } = await paidInSandbox(client.token, booking.id);
    const response = await webhook(
      captured(payment.razorpay_order_id, payment.razorpay_payment_id),
      'wrong',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BOOKING_MESSAGES.webhookSignatureInvalid);
    expect((await bookingRow(booking.id)).status).toBe('pending');
  });

  it('webhook then verify: the webhook confirms, verify changes nothing', async () => {
    const { client, booking } = await heldBooking();
    const { payment } = await paidInSandbox(client.token, booking.id);
    const hook = await webhook(captured(payment.razorpay_order_id, payment.razorpay_payment_id));
    expect(hook.statusCode).toBe(200);
    expect((await bookingRow(booking.id)).status).toBe('confirmed');
    const response = await verify(client.token, { bookingId: booking.id, ...payment });
    expect(response.statusCode).toBe(200);
    expect(await outboxFor(client.email)).toHaveLength(1);
  });

  it('verify then webhook: the webhook changes nothing', async () => {
    const { client, booking } = await heldBooking();
    const { payment } = await paidInSandbox(client.token, booking.id);
    await verify(client.token, { bookingId: booking.id, ...payment });
    const hook = await webhook(captured(payment.razorpay_order_id, payment.razorpay_payment_id));
    expect(hook.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(paymentTable)
      .where(eq(paymentTable.bookingId, booking.id));
    expect(row).toMatchObject({ status: 'paid', method: 'upi' });
    expect(await outboxFor(client.email)).toHaveLength(1);
  });

  it('verify and webhook at the same instant confirm once', async () => {
    const { client, booking } = await heldBooking();
    const { payment } = await paidInSandbox(client.token, booking.id);
    const [fromPage, fromProvider] = await Promise.all([
      verify(client.token, { bookingId: booking.id, ...payment }),
      webhook(captured(payment.razorpay_order_id, payment.razorpay_payment_id)),
    ]);
    expect(fromPage.statusCode).toBe(200);
    expect(fromProvider.statusCode).toBe(200);
    expect(await outboxFor(client.email)).toHaveLength(1);
  });
});

describe('refunds on cancellation', () => {
  it('refunds in full through the provider when the client cancels 24 hours ahead, once', async () => {
    const { client, booking } = await heldBooking();
    const { payment } = await paidInSandbox(client.token, booking.id);
    await verify(client.token, { bookingId: booking.id, ...payment });
    const cancel = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      token: client.token,
    });
    expect(cancel.json()).toMatchObject({
      message: BOOKING_MESSAGES.bookingCancelledWithRefund,
      data: { status: 'cancelled', paymentStatus: 'refund_pending' },
    });
    await ctx.app.outbox.drain();
    const details = await ctx.request({
      method: 'GET',
      url: `/api/payment/details/${booking.id}`,
      token: client.token,
    });
    expect(details.json().data).toMatchObject({
      status: 'paid',
      amountPaise: 158_900,
      refund: { status: 'processed', amountPaise: 158_900 },
    });
    expect(details.json().data.refund.refundId).toMatch(/^rfnd_/);
    expect((await outboxFor(client.email)).map((mail) => mail.subject)).toContain(
      'Booking cancelled: Personal Training on 2026-03-04',
    );
  });

  it('keeps the money when the client cancels within 24 hours, refunds when the trainer does', async () => {
    const late = await heldBooking();
    const { payment } = await paidInSandbox(late.client.token, late.booking.id);
    await verify(late.client.token, { bookingId: late.booking.id, ...payment });
    ctx.clock.set('2026-03-03T02:00:00.000Z'); // 7:30 AM IST on the 3rd: 23.5 hours before
    const cancel = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${late.booking.id}/cancel`,
      token: late.client.token,
    });
    expect(cancel.json().data.paymentStatus).toBe('paid');

    ctx.clock.set(NOW);
    const byTrainer = await heldBooking();
    const paid = await paidInSandbox(byTrainer.client.token, byTrainer.booking.id);
    await verify(byTrainer.client.token, { bookingId: byTrainer.booking.id, ...paid.payment });
    ctx.clock.set('2026-03-03T02:00:00.000Z');
    const trainerCancel = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${byTrainer.booking.id}/cancel`,
      token: byTrainer.trainerAccount.token,
      payload: { reason: 'Unwell, sorry' },
    });
    expect(trainerCancel.json().data).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'trainer',
      paymentStatus: 'refund_pending',
    });
    await ctx.app.outbox.drain();
    const after = await ctx.request({
      method: 'GET',
      url: `/api/bookings/${byTrainer.booking.id}`,
      token: byTrainer.client.token,
    });
    expect(after.json().data.paymentStatus).toBe('refunded');
  });
});

describe('the sandbox endpoint', () => {
  it('reports a declined payment and leaves the order open for another attempt', async () => {
    const { client, booking } = await heldBooking();
    const order = (await createOrder(client.token, { bookingId: booking.id })).json().data;
    const failed = await ctx.request({
      method: 'POST',
      url: '/api/payment/sandbox/complete',
      token: client.token,
      payload: { orderId: order.orderId, outcome: 'failure' },
    });
    expect(failed.json().data.error).toMatchObject({ reason: 'payment_failed' });
    const { payment } = await paidInSandbox(client.token, booking.id);
    expect(payment.razorpay_order_id).toBe(order.orderId);
  });

  it('does not exist when Razorpay keys are configured', async () => {
    const live = await createTestContext({
      now: NOW,
      env: { RAZORPAY_KEY_ID: 'rzp_test_live', RAZORPAY_KEY_SECRET: 'secret' },
    });
    try {
      const response = await live.request({
        method: 'POST',
        url: '/api/payment/sandbox/complete',
        payload: { orderId: 'order_x', outcome: 'success' },
      });
      expect(response.statusCode).toBe(404);
      const config = await live.request({ method: 'GET', url: '/api/config/payment' });
      expect(config.json().data).toMatchObject({ provider: 'razorpay', key: 'rzp_test_live' });
    } finally {
      await live.close();
    }
  });
});
