import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payment as paymentTable, refund as refundTable } from '#server/db/schema.ts';
import { paymentSignature } from '#server/integrations/payments/payment-signature.ts';
import { signUpAdmin } from '#server/test/accounts.ts';
import * as scenarios from '#server/test/payment-scenarios.ts';
import { type RazorpayStandIn, startRazorpayStandIn } from '#server/test/razorpay-stand-in.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import type { Reconciliation } from '#shared/tax/accounting.ts';
import { REFUND_ATTEMPTS } from '../payments/refunds.service';

// Monday 2 March 2026, 10:00 AM IST; the session is on Wednesday 4 March at 7:00 AM.
const NOW = '2026-03-02T04:30:00.000Z';
const KEY_SECRET = 'stand-in-key-secret';

let standIn: RazorpayStandIn;
let ctx: TestContext;
let admin: { token: string };
beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  ctx = await createTestContext({
    now: NOW,
    env: { RAZORPAY_KEY_ID: 'rzp_test_standin', RAZORPAY_KEY_SECRET: KEY_SECRET },
    app: { razorpayHostUrl: standIn.hostUrl },
  });
  admin = await signUpAdmin(ctx);
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

const reconciliationOf = async (date: string) => {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/admin/reconciliation?date=${date}`,
    token: admin.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Reconciliation;
};

describe('a refund the gateway refused on every attempt', () => {
  it('stays owed in refund_payable until an admin’s Retry refunds it', async () => {
    const held = await scenarios.heldBooking(ctx);
    const order = (
      await scenarios.createOrder(ctx, held.client.token, { bookingId: held.booking.id })
    ).json().data;
    const providerPaymentId = standIn.capture(order.orderId);
    const verified = await scenarios.verify(ctx, held.client.token, {
      bookingId: held.booking.id,
      razorpay_order_id: order.orderId,
      razorpay_payment_id: providerPaymentId,
      razorpay_signature: paymentSignature(KEY_SECRET, order.orderId, providerPaymentId),
    });
    expect(verified.statusCode).toBe(200);

    standIn.faults.failRefunds = 1000;
    await ctx.request({
      method: 'POST',
      url: `/api/bookings/${held.booking.id}/cancel`,
      token: held.client.token,
    });
    // the outbox's retries, an hour apart, until the attempts are spent (into Tuesday 3 March)
    for (let hour = 1; hour <= REFUND_ATTEMPTS + 2; hour += 1) {
      ctx.clock.set(new Date(new Date(NOW).getTime() + hour * 3_600_000));
      await ctx.app.outbox.drain();
    }
    const [stored] = await ctx.database.db
      .select({ paymentId: paymentTable.id, refund: refundTable })
      .from(refundTable)
      .innerJoin(paymentTable, eq(paymentTable.id, refundTable.paymentId))
      .where(eq(paymentTable.bookingId, held.booking.id));
    expect(stored?.refund.status).toBe('failed');

    const paidDay = await reconciliationOf('2026-03-02');
    expect(paidDay.gateway.captured[0]).toEqual({
      provider: 'razorpay',
      count: 1,
      amountPaise: 150_000,
    });
    expect(paidDay.gateway.refunded[0]).toMatchObject({ provider: 'razorpay', count: 0 });
    expect(paidDay.differences).toEqual([]);

    const stuck = await reconciliationOf('2026-03-03');
    expect(stuck.differences).toEqual([]);
    expect(stuck.balances).toMatchObject({ gatewayPaise: 150_000, refundPayablePaise: 150_000 });
    expect(stuck.refundsOwed).toEqual({
      count: 1,
      items: [
        {
          paymentId: stored?.paymentId,
          bookingId: held.booking.id,
          amountPaise: 150_000,
          owedSince: '2026-03-02',
          status: 'failed',
        },
      ],
    });

    // Wednesday: the admin retries and the gateway refunds it
    ctx.clock.set('2026-03-04T04:30:00.000Z');
    standIn.faults.failRefunds = 0;
    const retried = await ctx.request({
      method: 'POST',
      url: `/api/admin/refunds/${stored?.refund.id}/retry`,
      token: admin.token,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await ctx.app.outbox.drain();

    const refundedDay = await reconciliationOf('2026-03-04');
    expect(refundedDay.gateway.refunded[0]).toEqual({
      provider: 'razorpay',
      count: 1,
      amountPaise: 150_000,
    });
    expect(refundedDay.ledger.refundedPaise).toBe(150_000);
    expect(refundedDay.differences).toEqual([]);
    expect(refundedDay.balances).toMatchObject({ gatewayPaise: 0, refundPayablePaise: 0 });
    expect(refundedDay.refundsOwed.count).toBe(0);
  });
});
