import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerLine, routeTransfer, trainer, trainerKyc, user } from '#server/db/schema.ts';
import { createKycCipher, SEALED_COLUMN } from '#server/features/kyc/kyc-cipher.ts';
import { hmacHex, paymentSignature } from '#server/integrations/payments/payment-signature.ts';
import { createRouteSettlement } from '#server/integrations/settlement/route-settlement.ts';
import type { RouteStandIn } from '#server/integrations/settlement/route-test-server.ts';
import { signUpAdmin } from '#server/test/accounts.ts';
import * as scenarios from '#server/test/payment-scenarios.ts';
import { startRazorpayStandIn } from '#server/test/razorpay-stand-in.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';

/**
 * An app with Razorpay Route on, its payments and Route calls answered by local stand-ins, and
 * the steps of a paid session's life: a trainer verified, a session paid, attended, refunded.
 */
export const KEYS = { keyId: 'rzp_test_route', keySecret: 'route-key-secret' };
export const ROUTE_HOOK_SECRET = 'route-hook-secret';

export async function routeContext(now: string, route: RouteStandIn) {
  const payments = await startRazorpayStandIn();
  const ctx = await createTestContext({
    now,
    env: {
      RAZORPAY_KEY_ID: KEYS.keyId,
      RAZORPAY_KEY_SECRET: KEYS.keySecret,
      RAZORPAY_ROUTE: 'true',
      RAZORPAY_ROUTE_WEBHOOK_SECRET: ROUTE_HOOK_SECRET,
      ROUTE_RELEASE_HOURS: '72',
    },
    app: {
      razorpayHostUrl: payments.hostUrl,
      settlement: createRouteSettlement({
        ...KEYS,
        webhookSecret: ROUTE_HOOK_SECRET,
        baseUrl: route.baseUrl,
      }),
    },
  });
  return {
    ctx,
    close: async () => {
      await ctx.close();
      await payments.close();
    },
  };
}

/**
 * A held booking whose trainer submitted KYC (PAN, bank account, a gym address with its PIN)
 * and an admin approved it: the approval asks Razorpay for their linked account.
 */
export async function verifiedTrainerBooking(ctx: TestContext, gymAddress: string) {
  const held = await scenarios.heldBooking(ctx);
  const { db } = ctx.database;
  const cipher = createKycCipher(ctx.config.kycEncryptionKey);
  const trainerId = held.trainer.id;
  await db
    .update(user)
    .set({ phone: '+919820033333' })
    .where(eq(user.id, held.trainerAccount.userId));
  await db.update(trainer).set({ gymAddress }).where(eq(trainer.id, trainerId));
  await db.insert(trainerKyc).values({
    trainerId,
    status: 'partial',
    panName: 'Ritu Sharma',
    panLast4: '234F',
    panNumberEncrypted: cipher.encrypt('ABCPS1234F', trainerId, SEALED_COLUMN.pan),
    bankAccountName: 'Ritu Sharma',
    bankAccountNumberEncrypted: cipher.encrypt(
      '50100012345678',
      trainerId,
      SEALED_COLUMN.bankAccount,
    ),
    bankAccountLast4: '5678',
    bankIfsc: 'HDFC0001234',
    stateCode: '27',
    aadhaarFrontImage: 'private/kyc/front.png',
    aadhaarBackImage: 'private/kyc/back.png',
    panImage: 'private/kyc/pan.png',
  });
  const admin = await signUpAdmin(ctx);
  const approved = await ctx.request({
    method: 'POST',
    url: `/api/admin/kyc/${trainerId}/approve`,
    token: admin.token,
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return held;
}

/** The client pays through Checkout: Razorpay (the Route stand-in) captured the total. */
export async function pay(
  ctx: TestContext,
  route: RouteStandIn,
  held: Awaited<ReturnType<typeof scenarios.heldBooking>>,
) {
  const order = (
    await scenarios.createOrder(ctx, held.client.token, { bookingId: held.booking.id })
  ).json().data;
  const paymentId = route.capture(order.amount);
  const verified = await scenarios.verify(ctx, held.client.token, {
    bookingId: held.booking.id,
    razorpay_order_id: order.orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(KEYS.keySecret, order.orderId, paymentId),
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return paymentId;
}

export async function transferOf(ctx: TestContext, bookingId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(routeTransfer)
    .where(eq(routeTransfer.bookingId, bookingId));
  return row;
}

/** The balance of a ledger account (a trainer's, when given), debits positive. */
export async function balance(ctx: TestContext, account: string, trainerId?: string) {
  const [row] = await ctx.database.db
    .select({ total: sql<number>`coalesce(sum(${ledgerLine.amountPaise}), 0)::int` })
    .from(ledgerLine)
    .where(
      trainerId
        ? sql`${ledgerLine.account} = ${account} and ${ledgerLine.trainerId} = ${trainerId}`
        : sql`${ledgerLine.account} = ${account}`,
    );
  return row?.total ?? 0;
}

/** A webhook body as Razorpay signs it with the Route webhook's secret. */
export function signedHook(body: object, secret = ROUTE_HOOK_SECRET) {
  const payload = JSON.stringify(body);
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secret, payload),
    },
  };
}
