import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  booking as bookingTable,
  outboxEvent,
  payment as paymentTable,
  refund as refundTable,
} from '#server/db/schema.ts';
import { paymentSignature } from '#server/integrations/payments/payment-signature.ts';
import { runJobOnce } from '#server/jobs/job-runner.ts';
import { signUpAdmin } from '#server/test/accounts.ts';
import { activePackRow, packTrainer } from '#server/test/pack-scenarios.ts';
import * as scenarios from '#server/test/payment-scenarios.ts';
import { type RazorpayStandIn, startRazorpayStandIn } from '#server/test/razorpay-stand-in.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { MESSAGES } from '#shared/messages.ts';
import { REFUND_ATTEMPTS } from './refunds.service';

// Monday 2 March 2026, 10:00 AM IST; the sessions are on Wednesday 4 March at 7:00 AM.
const NOW = '2026-03-02T04:30:00.000Z';
const KEY_SECRET = 'stand-in-key-secret';

let standIn: RazorpayStandIn;
let ctx: TestContext;
beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  ctx = await createTestContext({
    now: NOW,
    env: { RAZORPAY_KEY_ID: 'rzp_test_standin', RAZORPAY_KEY_SECRET: KEY_SECRET },
    app: { razorpayHostUrl: standIn.hostUrl },
  });
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});
beforeEach(() => {
  ctx.clock.set(NOW);
  standIn.faults.failRefunds = 0;
  standIn.faults.loseRefundAnswers = 0;
});

/** A session paid through Razorpay Checkout (the stand-in) and verified by the page. */
async function paidSession() {
  const held = await scenarios.heldBooking(ctx);
  const order = (
    await scenarios.createOrder(ctx, held.client.token, { bookingId: held.booking.id })
  ).json().data;
  const paymentId = standIn.capture(order.orderId);
  const verified = await scenarios.verify(ctx, held.client.token, {
    bookingId: held.booking.id,
    razorpay_order_id: order.orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(KEY_SECRET, order.orderId, paymentId),
  });
  expect(verified.statusCode).toBe(200);
  return { ...held, paymentId };
}

const cancel = (bookingId: string, token: string, payload?: { reason: string }) =>
  ctx.request({ method: 'POST', url: `/api/bookings/${bookingId}/cancel`, token, payload });
const seenBy = async (bookingId: string, token: string) =>
  (await ctx.request({ method: 'GET', url: `/api/bookings/${bookingId}`, token })).json().data;
const refundsOf = (paymentId: string) =>
  standIn.refunds.filter((refund) => refund.payment_id === paymentId);
const refundRows = (bookingId: string) =>
  ctx.database.db
    .select({ refund: refundTable })
    .from(refundTable)
    .innerJoin(paymentTable, eq(paymentTable.id, refundTable.paymentId))
    .where(eq(paymentTable.bookingId, bookingId))
    .orderBy(refundTable.createdAt);

/** The outbox's retries, an hour apart (longer than any of its backoffs up to the 20th). */
async function retryFor(hours: number) {
  for (let hour = 1; hour <= hours; hour += 1) {
    ctx.clock.set(new Date(new Date(NOW).getTime() + hour * 3_600_000));
    await ctx.app.outbox.drain();
  }
}

describe('a refund owed by a cancellation', () => {
  it('is written with the cancellation, so the provider failing first loses nothing', async () => {
    const { client, booking, paymentId } = await paidSession();
    standIn.faults.failRefunds = 2;
    const answer = await cancel(booking.id, client.token);
    expect(answer.json()).toMatchObject({
      message: BOOKING_MESSAGES.bookingCancelledWithRefund,
      data: { status: 'cancelled', paymentStatus: 'refund_pending' },
    });
    // Committed together: the refund and its outbox event exist whatever happens next.
    const [queued] = await refundRows(booking.id);
    expect(queued?.refund).toMatchObject({ status: 'pending', amountPaise: 150_000 });
    const events = await ctx.database.db.select().from(outboxEvent);
    expect(events.some((event) => event.kind === 'refund')).toBe(true);

    await ctx.app.outbox.drain();
    expect((await seenBy(booking.id, client.token)).paymentStatus).toBe('refund_failed');
    const details = await ctx.request({
      method: 'GET',
      url: `/api/payment/details/${booking.id}`,
      token: client.token,
    });
    expect(details.json().data.refund.status).toBe('retrying');

    await retryFor(3);
    expect((await seenBy(booking.id, client.token)).paymentStatus).toBe('refunded');
    expect(refundsOf(paymentId)).toHaveLength(1);
    expect(refundsOf(paymentId)[0]).toMatchObject({ amount: 150_000 });
  });

  it('is made once when the provider refunded but its answer was lost', async () => {
    const { client, booking, paymentId } = await paidSession();
    standIn.faults.loseRefundAnswers = 1;
    await cancel(booking.id, client.token);
    await retryFor(2);
    expect((await seenBy(booking.id, client.token)).paymentStatus).toBe('refunded');
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it('the trainer cancelling refunds the same way', async () => {
    const { client, trainerAccount, booking, paymentId } = await paidSession();
    ctx.clock.set('2026-03-03T04:30:00.000Z');
    const answer = await cancel(booking.id, trainerAccount.token, { reason: 'Unwell, sorry' });
    expect(answer.json().data.paymentStatus).toBe('refund_pending');
    await ctx.app.outbox.drain();
    expect((await seenBy(booking.id, client.token)).paymentStatus).toBe('refunded');
    expect(refundsOf(paymentId)).toHaveLength(1);
  });
});

describe('a refund that failed for good', () => {
  it('is listed in /admin, and Retry (admins only) refunds it', async () => {
    const { client, booking, paymentId } = await paidSession();
    const admin = await signUpAdmin(ctx);
    standIn.faults.failRefunds = 1000;
    await cancel(booking.id, client.token);
    await retryFor(REFUND_ATTEMPTS + 2);
    const [failed] = await refundRows(booking.id);
    expect(failed?.refund).toMatchObject({ status: 'failed', attempts: REFUND_ATTEMPTS });
    // The client is told the truth: not refunded yet, and someone is on it.
    expect((await seenBy(booking.id, client.token)).paymentStatus).toBe('refund_failed');

    const listed = await ctx.request({
      method: 'GET',
      url: '/api/admin/refunds',
      token: admin.token,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({
        id: failed!.refund.id,
        bookingId: booking.id,
        amountPaise: 150_000,
        attempts: REFUND_ATTEMPTS,
        lastError: 'The bank is unavailable',
      }),
    );
    const byClient = await ctx.request({
      method: 'POST',
      url: `/api/admin/refunds/${failed!.refund.id}/retry`,
      token: client.token,
    });
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json().message).toBe(MESSAGES.forbidden);

    standIn.faults.failRefunds = 0;
    const retried = await ctx.request({
      method: 'POST',
      url: `/api/admin/refunds/${failed!.refund.id}/retry`,
      token: admin.token,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message).toBe(BOOKING_MESSAGES.refundRetried);
    const twice = await ctx.request({
      method: 'POST',
      url: `/api/admin/refunds/${failed!.refund.id}/retry`,
      token: admin.token,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(BOOKING_MESSAGES.refundNotRetryable);

    await ctx.app.outbox.drain();
    expect((await seenBy(booking.id, client.token)).paymentStatus).toBe('refunded');
    expect(refundsOf(paymentId)).toHaveLength(1);
    // The failed refund stays as it was; the retry is a row of its own, recording who asked.
    const rows = await refundRows(booking.id);
    expect(rows.map((row) => [row.refund.status, row.refund.requestedBy])).toEqual([
      ['failed', null],
      ['processed', admin.userId],
    ]);
    const after = await ctx.request({
      method: 'GET',
      url: '/api/admin/refunds',
      token: admin.token,
    });
    expect(after.json().data.map((row: { id: string }) => row.id)).not.toContain(failed!.refund.id);
  });

  it('lists a pack’s refund that failed for good beside the bookings', async () => {
    const admin = await signUpAdmin(ctx);
    const { trainer } = await packTrainer(ctx);
    const client = await ctx.signUp({ firstName: 'Kavya', lastName: 'Iyer' });
    const paidAt = new Date(NOW);
    const packId = await activePackRow(ctx.database.db, {
      clientId: client.userId,
      trainerId: trainer.id,
      paidAt,
      expiresAt: new Date('2026-04-30T18:29:59.000Z'),
    });
    const [paid] = await ctx.database.db
      .select({ id: paymentTable.id })
      .from(paymentTable)
      .where(eq(paymentTable.packId, packId));
    const failedId = randomUUID();
    await ctx.database.db.insert(refundTable).values({
      id: failedId,
      paymentId: paid!.id,
      amountPaise: 280_000,
      scope: 'unused',
      reason: 'Unused pack credits',
      status: 'failed',
      attempts: REFUND_ATTEMPTS,
      lastError: 'The bank is unavailable',
      createdAt: paidAt,
      updatedAt: paidAt,
      failedAt: paidAt,
    });
    const listed = await ctx.request({
      method: 'GET',
      url: '/api/admin/refunds',
      token: admin.token,
    });
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({
        id: failedId,
        bookingId: null,
        packSessions: 5,
        trainerName: 'Ritu Sharma',
        clientEmail: client.email,
        amountPaise: 280_000,
      }),
    );
  });
});

describe('the reconcile job', () => {
  const reconcile = (at: string) =>
    runJobOnce(
      ctx.database.db,
      ctx.app.jobs.find((job) => job.name === 'reconcile-payments')!,
      new Date(at),
    );

  async function paidButPageClosed() {
    const held = await scenarios.heldBooking(ctx);
    const order = (
      await scenarios.createOrder(ctx, held.client.token, { bookingId: held.booking.id })
    ).json().data;
    const paymentId = standIn.capture(order.orderId);
    return { ...held, orderId: order.orderId, paymentId };
  }

  it('confirms a booking whose payment was captured after the page closed', async () => {
    const { client, booking } = await paidButPageClosed();
    ctx.clock.set('2026-03-02T04:40:00.000Z');
    await reconcile('2026-03-02T04:40:00.000Z');
    expect(await seenBy(booking.id, client.token)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
    });
  });

  it('refunds one whose slot went to someone else meanwhile', async () => {
    const { client, booking, paymentId } = await paidButPageClosed();
    ctx.clock.set('2026-03-02T04:50:00.000Z');
    await ctx.database.db
      .update(bookingTable)
      .set({ status: 'expired' })
      .where(eq(bookingTable.id, booking.id));
    const other = await ctx.signUp();
    const taken = await ctx.request({
      method: 'POST',
      url: '/api/bookings',
      token: other.token,
      payload: {
        trainerId: booking.trainerId,
        service: 'personal',
        date: '2026-03-04',
        timeSlot: '7:00 AM',
        location: 'gym',
      },
    });
    expect(taken.statusCode).toBe(201);
    await reconcile('2026-03-02T04:50:00.000Z');
    await ctx.app.outbox.drain();
    expect(await seenBy(booking.id, client.token)).toMatchObject({
      status: 'expired',
      paymentStatus: 'refunded',
    });
    expect(refundsOf(paymentId)).toHaveLength(1);
  });
});
