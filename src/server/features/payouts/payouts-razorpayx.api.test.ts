import { loadTaxSettings } from '#server/tax-config.ts';

const SAMPLE_TAX = loadTaxSettings({}, false);

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvent, payout, user } from '#server/db/schema.ts';
import { hmacHex } from '#server/integrations/payments/payment-signature.ts';
import type { Beneficiary } from '#server/integrations/payouts/payout-provider.ts';
import { createRazorpayXPayouts } from '#server/integrations/payouts/razorpayx-payouts.ts';
import { startRazorpayXStandIn } from '#server/integrations/payouts/razorpayx-test-server.ts';
import { createWeeklyPayouts } from '#server/jobs/create-weekly-payouts.ts';
import { runJobOnce } from '#server/jobs/job-runner.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { PAYOUT_MESSAGES } from '#shared/payouts.ts';
import { sessionsOf, trainerWithKyc } from './payout-scenarios';
import { createPayoutsRepository } from './payouts.repository';
import { createPayoutsService, MAX_SEND_ATTEMPTS, SEND_LEASE_MS } from './payouts.service';

const FRIDAY = new Date('2026-03-13T04:30:00.000Z');
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
const HOOK_SECRET = 'x-hook-secret';

let ctx: TestContext;
let standIn: Awaited<ReturnType<typeof startRazorpayXStandIn>>;
const beneficiaries = new Map<string, Beneficiary>();

beforeAll(async () => {
  standIn = await startRazorpayXStandIn();
  ctx = await createTestContext({
    now: FRIDAY,
    env: {
      RAZORPAYX_KEY_ID: 'rzp_test_x',
      RAZORPAYX_KEY_SECRET: 'x-secret',
      RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
      RAZORPAYX_WEBHOOK_SECRET: HOOK_SECRET,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await standIn.stop();
});

const service = () =>
  createPayoutsService({
    repository: createPayoutsRepository(ctx.database.db),
    provider: createRazorpayXPayouts({
      keyId: 'rzp_test_x',
      keySecret: 'x-secret',
      accountNumber: '7878780080316316',
      webhookSecret: HOOK_SECRET,
      hostUrl: standIn.hostUrl,
    }),
    beneficiaryOf: async (trainerId) => beneficiaries.get(trainerId) ?? null,
    publicUrl: 'http://localhost:3000',
    now: ctx.clock.now,
    log: { error: () => {} },
  });

/** A trainer's RazorpayX payout for the week of 2 March, pending, as the Friday run left it. */
async function pendingPayout(withDetails = true) {
  const trainer = await trainerWithKyc(ctx.database.db, 'completed', { name: 'Ritu Sharma' });
  const email = `ritu-${trainer.id.slice(0, 8)}@example.in`;
  if (withDetails) {
    beneficiaries.set(trainer.id, {
      name: 'Ritu Sharma',
      email,
      phone: null,
      bank: null,
      upiId: 'ritu@okhdfc',
    });
  }
  await sessionsOf(
    ctx.database.db,
    trainer.id,
    WEEK.map((date) => ({ date })),
  );
  await runJobOnce(
    ctx.database.db,
    createWeeklyPayouts('razorpayx', { sandboxPayments: false, tax: SAMPLE_TAX }),
    FRIDAY,
  );
  const [row] = await ctx.database.db.select().from(payout).where(eq(payout.trainerId, trainer.id));
  return { trainer, owner: trainer.owner, row: row! };
}

const read = async (id: string) =>
  (await ctx.database.db.select().from(payout).where(eq(payout.id, id)))[0]!;

async function mailSubjects(email: string) {
  const rows = await ctx.database.db.select().from(outboxEvent).where(eq(outboxEvent.kind, 'mail'));
  return rows
    .map((row) => (row.payload as { message: { to: string; subject: string } }).message)
    .filter((message) => message.to === email)
    .map((message) => message.subject);
}

function webhook(event: string, entity: object, signature?: string) {
  const body = JSON.stringify({ entity: 'event', event, payload: { payout: { entity } } });
  return ctx.request({
    method: 'POST',
    url: '/api/payouts/razorpayx/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature ?? hmacHex(HOOK_SECRET, body),
    },
    payload: body,
  });
}

describe('sending payouts through RazorpayX', () => {
  it('sends each pending payout once and keeps the provider id', async () => {
    const { row } = await pendingPayout();
    expect(row).toMatchObject({ provider: 'razorpayx', status: 'pending' });
    const before = standIn.payoutRequests().length;
    expect(await service().dispatchDue()).toBe(1);
    const sent = await read(row.id);
    expect(sent.status).toBe('processing');
    expect(sent.providerPayoutId).toMatch(/^pout_/);
    expect(standIn.payoutRequests().at(-1)!.body).toMatchObject({
      amount: 712_500,
      mode: 'UPI',
    });
    expect(await service().dispatchDue()).toBe(0);
    expect(standIn.payoutRequests().length).toBe(before + 1);
  });

  it('fails a payout whose trainer has no bank account or UPI id, and mails them', async () => {
    const { row, owner } = await pendingPayout(false);
    await service().dispatchDue();
    expect(await read(row.id)).toMatchObject({
      status: 'failed',
      failureReason: PAYOUT_MESSAGES.noPayoutDetails,
    });
    expect(await mailSubjects(owner.email)).toEqual([
      'Payout for 2 Mar – 8 Mar 2026 could not be sent',
    ]);
  });

  it('sends again with the same key a send cut off mid-way, once its lease is over', async () => {
    const { row } = await pendingPayout();
    standIn.answerPayouts(() => ({ status: 503, body: {} }));
    await service().dispatchDue();
    standIn.answerPayouts(null);
    expect(await read(row.id)).toMatchObject({ status: 'processing', providerPayoutId: null });
    const keys = () =>
      standIn
        .payoutRequests()
        .filter((request) => request.body.reference_id === `${row.id.replaceAll('-', '')}-0`);
    expect(keys()).toHaveLength(1);

    await service().dispatchDue();
    expect(keys()).toHaveLength(1);

    ctx.clock.set(new Date(FRIDAY.getTime() + SEND_LEASE_MS + 1));
    try {
      await service().dispatchDue();
    } finally {
      ctx.clock.set(FRIDAY);
    }
    expect(keys()).toHaveLength(2);
    expect(keys()[1]!.headers['x-payout-idempotency']).toBe(
      keys()[0]!.headers['x-payout-idempotency'],
    );
    expect((await read(row.id)).providerPayoutId).toMatch(/^pout_/);
  });

  it('fails a payout whose every send threw, with the reason, and mails the trainer', async () => {
    const { row, owner } = await pendingPayout();
    standIn.answerPayouts(() => ({ status: 503, body: {} }));
    try {
      for (let send = 0; send < MAX_SEND_ATTEMPTS; send += 1) {
        expect((await read(row.id)).status).not.toBe('failed');
        ctx.clock.set(new Date(FRIDAY.getTime() + send * (SEND_LEASE_MS + 1)));
        await service().dispatchDue();
      }
    } finally {
      standIn.answerPayouts(null);
      ctx.clock.set(FRIDAY);
    }
    const failed = await read(row.id);
    expect(failed).toMatchObject({ status: 'failed', sendAttempts: MAX_SEND_ATTEMPTS });
    expect(failed.failureReason).toMatch(new RegExp(`^${PAYOUT_MESSAGES.sendThrew}: `));
    expect(await mailSubjects(owner.email)).toEqual([
      'Payout for 2 Mar – 8 Mar 2026 could not be sent',
    ]);

    // RazorpayX took it after all (same key every time): its event makes the payout paid
    await webhook('payout.processed', {
      id: 'pout_Late00000001',
      reference_id: `${row.id.replaceAll('-', '')}-0`,
      utr: 'UTR-LATE-1',
    });
    expect(await read(row.id)).toMatchObject({
      status: 'paid',
      transferReference: 'UTR-LATE-1',
      failureReason: null,
    });
  });

  it('sends a retried payout as a new request with a key of its own', async () => {
    const { row } = await pendingPayout();
    standIn.answerPayouts(() => ({
      status: 400,
      body: { error: { description: 'Invalid VPA' } },
    }));
    await service().dispatchDue();
    standIn.answerPayouts(null);
    expect(await read(row.id)).toMatchObject({ status: 'failed', failureReason: 'Invalid VPA' });

    await service().retry(row.id);
    await service().dispatchDue();
    const retried = await read(row.id);
    expect(retried).toMatchObject({ status: 'processing', attempts: 1 });
    expect(standIn.payoutRequests().at(-1)!.headers['x-payout-idempotency']).toBe(
      `${row.id.replaceAll('-', '')}-1`,
    );
  });
});

describe('RazorpayX payout webhook', () => {
  async function processing() {
    const scenario = await pendingPayout();
    await service().dispatchDue();
    return { ...scenario, row: await read(scenario.row.id) };
  }

  it('refuses a bad signature and changes nothing', async () => {
    const { row } = await processing();
    const response = await webhook(
      'payout.processed',
      { id: row.providerPayoutId, status: 'processed', utr: 'UTR1' },
      'forged',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PAYOUT_MESSAGES.webhookSignatureInvalid);
    expect((await read(row.id)).status).toBe('processing');
  });

  it('answers 200 for a payout it does not know and changes nothing', async () => {
    const all = () => ctx.database.db.select().from(payout).orderBy(payout.id);
    const before = await all();
    const response = await webhook('payout.processed', { id: 'pout_Unknown000001', utr: 'U' });
    expect(response.statusCode).toBe(200);
    expect(await all()).toEqual(before);
  });

  it('marks the payout paid with the UTR once, mailing the trainer once', async () => {
    const { row, owner } = await processing();
    const entity = { id: row.providerPayoutId, status: 'processed', utr: 'HDFCN5202603130042' };
    expect((await webhook('payout.processed', entity)).statusCode).toBe(200);
    expect((await webhook('payout.processed', entity)).statusCode).toBe(200);
    expect(await read(row.id)).toMatchObject({
      status: 'paid',
      transferReference: 'HDFCN5202603130042',
      paidAt: FRIDAY,
    });
    expect(await mailSubjects(owner.email)).toEqual([
      'Payout of ₹7,125 sent for 2 Mar – 8 Mar 2026',
    ]);
  });

  it('fails the payout with the reason on payout.failed, and on a reversal after payment', async () => {
    const first = await processing();
    await webhook('payout.failed', {
      id: first.row.providerPayoutId,
      status: 'failed',
      status_details: { description: 'Beneficiary bank is offline' },
    });
    expect(await read(first.row.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Beneficiary bank is offline',
    });
    expect(await mailSubjects(first.owner.email)).toEqual([
      'Payout for 2 Mar – 8 Mar 2026 could not be sent',
    ]);

    const second = await processing();
    await webhook('payout.processed', { id: second.row.providerPayoutId, utr: 'UTR0042' });
    await webhook('payout.reversed', {
      id: second.row.providerPayoutId,
      status: 'reversed',
      failure_reason: 'Beneficiary account closed',
    });
    expect(await read(second.row.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Beneficiary account closed',
    });
  });

  it("finds a payout by the reference it was sent with when the event beats the provider's id", async () => {
    const { row } = await pendingPayout();
    await ctx.database.db
      .update(payout)
      .set({ status: 'processing', processingAt: FRIDAY })
      .where(eq(payout.id, row.id));
    const reference = `${row.id.replaceAll('-', '')}-0`;
    await webhook('payout.processed', {
      id: 'pout_Early00000001',
      reference_id: reference,
      utr: 'UTR7',
    });
    expect(await read(row.id)).toMatchObject({
      status: 'paid',
      providerPayoutId: 'pout_Early00000001',
      transferReference: 'UTR7',
    });
    // an event of an attempt before a retry finds nothing
    const stale = await webhook('payout.failed', {
      id: 'pout_Other0000001',
      reference_id: `${row.id.replaceAll('-', '')}-9`,
    });
    expect(stale.statusCode).toBe(200);
    expect((await read(row.id)).status).toBe('paid');
  });

  it('refuses failing a RazorpayX payout by hand while RazorpayX sends it', async () => {
    const { row } = await processing();
    const admin = await ctx.signUp({ firstName: 'Anita' });
    await ctx.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.userId));
    const response = await ctx.request({
      method: 'POST',
      url: `/api/admin/payouts/${row.id}/fail`,
      token: admin.token,
      payload: { reason: 'Wrong account' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PAYOUT_MESSAGES.sentByProvider);
    expect((await read(row.id)).status).toBe('processing');
  });

  it('refuses settling a RazorpayX payout by hand', async () => {
    const { row } = await processing();
    const admin = await ctx.signUp({ firstName: 'Anita' });
    await ctx.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.userId));
    const response = await ctx.request({
      method: 'POST',
      url: `/api/admin/payouts/${row.id}/settle`,
      token: admin.token,
      payload: { transferReference: 'UTR12345' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PAYOUT_MESSAGES.sentByProvider);
  });
});
