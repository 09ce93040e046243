import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { ledgerEntry, routeAccount, trainer } from '#server/db/schema.ts';
import {
  type RouteStandIn,
  startRouteStandIn,
} from '#server/integrations/settlement/route-test-server.ts';
import { runJobOnce } from '#server/jobs/job-runner.ts';
import {
  balance,
  KEYS,
  pay,
  routeContext,
  signedHook,
  transferOf,
  verifiedTrainerBooking,
} from '#server/test/route-scenarios.ts';
import type { TestContext } from '#server/test/test-app.ts';
import { SETTLEMENT_MESSAGES } from './settlement.routes';
import { AWAITING_ACCOUNT } from './settlement.service';

// Monday 2 March 2026, 10:00 AM IST; the sessions are on Wednesday 4 March at 7:00 AM.
const NOW = '2026-03-02T04:30:00.000Z';
/** Wednesday 4 March, 8:00 AM IST: the session has begun, attendance may be confirmed. */
const AFTER_SESSION = '2026-03-04T02:30:00.000Z';
const HOUR = 3_600_000;
const GYM = 'Gold Gym, 14 Linking Road, Bandra West, Mumbai 400 050';

let route: RouteStandIn;
let ctx: TestContext;
let close: () => Promise<void>;
beforeAll(async () => {
  route = await startRouteStandIn(KEYS);
  ({ ctx, close } = await routeContext(NOW, route));
});
afterAll(async () => {
  await close();
  await route.close();
});
beforeEach(() => {
  ctx.clock.set(NOW);
  route.reset();
});

const settleJob = () => {
  const job = ctx.app.jobs.find((candidate) => candidate.name === 'settle-route');
  if (!job) throw new Error('the settle-route job is not scheduled');
  return job;
};
const settleAt = (instant: string | Date) =>
  runJobOnce(ctx.database.db, settleJob(), new Date(instant));
const drainAt = async (instant: string | Date) => {
  ctx.clock.set(instant);
  await ctx.app.outbox.drain();
};

/** A verified trainer's session, paid, its transfer made (or waiting). */
async function paidSession(gymAddress = GYM) {
  const held = await verifiedTrainerBooking(ctx, gymAddress);
  await ctx.app.outbox.drain();
  const paymentId = await pay(ctx, route, held);
  await ctx.app.outbox.drain();
  return { ...held, paymentId };
}

async function attend(held: Awaited<ReturnType<typeof paidSession>>) {
  ctx.clock.set(AFTER_SESSION);
  for (const token of [held.client.token, held.trainerAccount.token]) {
    const answer = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${held.booking.id}/confirm-attendance`,
      token,
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
}

describe('a paid booking with Route on', () => {
  it("transfers the trainer's share on hold: price less commission, TDS and TCS", async () => {
    const held = await paidSession();
    const [account] = await ctx.database.db
      .select()
      .from(routeAccount)
      .where(eq(routeAccount.trainerId, held.trainer.id));
    expect(account).toMatchObject({ status: 'activated' });
    expect(route.accounts.get(account?.accountId ?? '')?.legal_business_name).toBe('Ritu Sharma');

    const transfer = await transferOf(ctx, held.booking.id);
    // ₹1,500 in person: 5 % commission; a PAN-holder far below ₹5,00,000 and not GST-registered.
    expect(transfer).toMatchObject({
      status: 'on_hold',
      grossPaise: 150_000,
      commissionPaise: 7_500,
      tdsPaise: 0,
      tcsPaise: 0,
      amountPaise: 142_500,
    });
    const made = route.transfers.filter((sent) => sent.source === held.paymentId);
    expect(made).toEqual([
      expect.objectContaining({
        id: transfer?.providerTransferId,
        amount: 142_500,
        on_hold: true,
        recipient: account?.accountId,
        notes: { bookingId: held.booking.id },
      }),
    ]);
    expect(await balance(ctx, 'route_on_hold', held.trainer.id)).toBe(142_500);
    expect(await balance(ctx, 'trainer_payable', held.trainer.id)).toBe(-150_000);
  });

  it('is released once the session is completed and the dispute window has passed', async () => {
    const held = await paidSession();
    await attend(held);
    const completed = new Date(AFTER_SESSION).getTime();

    await settleAt(new Date(completed + 71 * HOUR));
    expect((await transferOf(ctx, held.booking.id))?.status).toBe('on_hold');

    await settleAt(new Date(completed + 73 * HOUR));
    const transfer = await transferOf(ctx, held.booking.id);
    expect(transfer).toMatchObject({
      status: 'released',
      releaseAfter: new Date(completed + 72 * HOUR),
    });
    expect(route.transfers.find((sent) => sent.id === transfer?.providerTransferId)).toMatchObject({
      on_hold: false,
      settlement_status: 'pending',
    });
    // The trainer is owed nothing more: the share is theirs, the commission the platform's.
    expect(await balance(ctx, 'route_on_hold', held.trainer.id)).toBe(0);
    expect(await balance(ctx, 'trainer_payable', held.trainer.id)).toBe(0);
  });

  it('is reversed when the booking is cancelled with a refund before release', async () => {
    const held = await paidSession();
    const cancelled = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${held.booking.id}/cancel`,
      token: held.client.token,
    });
    expect(cancelled.json().data.paymentStatus).toBe('refund_pending');
    await ctx.app.outbox.drain();

    const transfer = await transferOf(ctx, held.booking.id);
    expect(transfer?.status).toBe('reversed');
    expect(route.reversals).toContainEqual(
      expect.objectContaining({ transfer_id: transfer?.providerTransferId, amount: 142_500 }),
    );
    expect(await balance(ctx, 'route_on_hold', held.trainer.id)).toBe(0);
    expect(await balance(ctx, 'trainer_payable', held.trainer.id)).toBe(0);
  });

  it('is made once when Razorpay made it but its answer was lost', async () => {
    const held = await verifiedTrainerBooking(ctx, GYM);
    await ctx.app.outbox.drain();
    route.loseNextAnswer('POST', /^\/v1\/payments\/[^/]+\/transfers$/);
    const paymentId = await pay(ctx, route, held);
    await ctx.app.outbox.drain();
    expect((await transferOf(ctx, held.booking.id))?.status).toBe('pending');

    await drainAt(new Date(new Date(NOW).getTime() + 60_000));
    expect(await transferOf(ctx, held.booking.id)).toMatchObject({
      status: 'on_hold',
      attempts: 2,
    });
    expect(route.transfers.filter((sent) => sent.source === paymentId)).toHaveLength(1);
    expect(await balance(ctx, 'route_on_hold', held.trainer.id)).toBe(142_500);
  });

  it('waits for a trainer without a linked account, and goes once they have one', async () => {
    const held = await paidSession('Gold Gym, Linking Road, Bandra West');
    expect(
      await ctx.database.db
        .select()
        .from(routeAccount)
        .where(eq(routeAccount.trainerId, held.trainer.id)),
    ).toEqual([]);
    expect(await transferOf(ctx, held.booking.id)).toMatchObject({
      status: 'pending',
      lastError: AWAITING_ACCOUNT,
    });

    await ctx.database.db
      .update(trainer)
      .set({ gymAddress: GYM })
      .where(eq(trainer.id, held.trainer.id));
    await settleAt(new Date(new Date(NOW).getTime() + 10 * 60_000));
    await ctx.app.outbox.drain();
    expect((await transferOf(ctx, held.booking.id))?.status).toBe('on_hold');
  });
});

describe("Route's webhook", () => {
  it('refuses a bad signature and changes nothing', async () => {
    const held = await paidSession();
    const transfer = await transferOf(ctx, held.booking.id);
    const hook = signedHook(
      {
        event: 'transfer.failed',
        payload: {
          transfer: {
            entity: { id: transfer?.providerTransferId, source: held.paymentId, status: 'failed' },
          },
        },
      },
      'not-the-secret',
    );
    const answer = await ctx.request({
      method: 'POST',
      url: '/api/settlement/razorpay/webhook',
      ...hook,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(SETTLEMENT_MESSAGES.webhookSignatureInvalid);
    expect((await transferOf(ctx, held.booking.id))?.status).toBe('on_hold');
  });

  it('marks a transfer Razorpay failed, with its reason, and gives the money back', async () => {
    const held = await paidSession();
    const transfer = await transferOf(ctx, held.booking.id);
    const answer = await ctx.request({
      method: 'POST',
      url: '/api/settlement/razorpay/webhook',
      ...signedHook({
        event: 'transfer.failed',
        payload: {
          transfer: {
            entity: {
              id: transfer?.providerTransferId,
              source: held.paymentId,
              recipient: 'acc_x',
              status: 'failed',
              error: { description: 'The linked account is suspended' },
            },
          },
        },
      }),
    });
    expect(answer.statusCode).toBe(200);
    expect(await transferOf(ctx, held.booking.id)).toMatchObject({
      status: 'failed',
      lastError: 'The linked account is suspended',
    });
    expect(await balance(ctx, 'route_on_hold', held.trainer.id)).toBe(0);
    const entries = await ctx.database.db
      .select()
      .from(ledgerEntry)
      .where(eq(ledgerEntry.source, `route-failed:${transfer?.id}`));
    expect(entries).toHaveLength(1);
  });
});

describe('with Route on', () => {
  it('does not schedule the weekly payout job', () => {
    const names = ctx.app.jobs.map((job) => job.name);
    expect(names).toContain('settle-route');
    expect(names).not.toContain('create-weekly-payouts');
  });

  it('refuses RazorpayX payouts alongside, which would pay trainers twice', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: ctx.config.dataDir,
        BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
        RAZORPAY_KEY_ID: KEYS.keyId,
        RAZORPAY_KEY_SECRET: KEYS.keySecret,
        RAZORPAY_ROUTE: 'true',
        RAZORPAY_ROUTE_WEBHOOK_SECRET: 'secret',
        RAZORPAYX_KEY_ID: 'rzp_test_x',
        RAZORPAYX_KEY_SECRET: 'x-secret',
        RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
        RAZORPAYX_WEBHOOK_SECRET: 'x-hook',
      }),
    ).toThrow(/RAZORPAY_ROUTE=true with RAZORPAYX_\* set/);
  });
});
