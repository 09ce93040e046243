import { loadTaxSettings } from '#server/tax-config.ts';

const SAMPLE_TAX = loadTaxSettings({}, false);

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvent, payout, user } from '#server/db/schema.ts';
import { createWeeklyPayouts } from '#server/jobs/create-weekly-payouts.ts';
import { runJobOnce } from '#server/jobs/job-runner.ts';
import { buildSiblingApp, createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';
import { PAYOUT_MESSAGES } from '#shared/payouts.ts';
import { sessionsOf, trainerWithKyc } from './payout-scenarios';

/** Friday 13 March 2026 and 20 March, 10:00 IST. */
const FRIDAY = new Date('2026-03-13T04:30:00.000Z');
const NEXT_FRIDAY = new Date('2026-03-20T04:30:00.000Z');
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
const job = createWeeklyPayouts('manual', { sandboxPayments: false, tax: SAMPLE_TAX });

let ctx: TestContext;
let adminToken: string;
let ritu: { token: string; email: string; trainerId: string };
let kabir: { token: string; email: string; trainerId: string };
let clientToken: string;

async function signUpAs(role: 'admin' | 'trainer', firstName: string) {
  const account = await ctx.signUp({ firstName });
  await ctx.database.db.update(user).set({ role }).where(eq(user.id, account.userId));
  return account;
}

async function trainerAccount(firstName: string) {
  const account = await signUpAs('trainer', firstName);
  const trainer = await trainerWithKyc(ctx.database.db, 'completed', {
    userId: account.userId,
    name: `${firstName} Sharma`,
  });
  return { token: account.token, email: account.email, trainerId: trainer.id };
}

beforeAll(async () => {
  ctx = await createTestContext({ now: FRIDAY });
  adminToken = (await signUpAs('admin', 'Anita')).token;
  clientToken = (await ctx.signUp({ firstName: 'Asha' })).token;
  ritu = await trainerAccount('Ritu');
  kabir = await trainerAccount('Kabir');
  await sessionsOf(
    ctx.database.db,
    ritu.trainerId,
    WEEK.map((date) => ({ date })),
  );
  await sessionsOf(ctx.database.db, kabir.trainerId, [
    ...WEEK.map((date) => ({ date, service: 'online' as const, pricePaise: 100_000 })),
    { date: '2026-03-10', service: 'online', pricePaise: 100_000 },
  ]);
  await runJobOnce(ctx.database.db, job, FRIDAY);
  await runJobOnce(ctx.database.db, job, NEXT_FRIDAY);
});
afterAll(() => ctx.close());

const get = (url: string, token?: string) => ctx.request({ method: 'GET', url, token });
const post = (url: string, token?: string, payload?: object) =>
  ctx.request({ method: 'POST', url, token, ...(payload && { payload }) });
const payoutOf = async (trainerId: string, weekStart: string) =>
  (await ctx.database.db.select().from(payout).where(eq(payout.trainerId, trainerId))).find(
    (row) => row.weekStart === weekStart,
  )!;
async function mailsTo(email: string) {
  const rows = await ctx.database.db.select().from(outboxEvent).where(eq(outboxEvent.kind, 'mail'));
  return rows
    .map(
      (row) => (row.payload as { message: { to: string; subject: string; text: string } }).message,
    )
    .filter((message) => message.to === email);
}

describe('admin payouts list', () => {
  it('shows the latest week by default with totals per status and the weeks to pick', async () => {
    const response = await get('/api/admin/payouts', adminToken);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.week).toBe('2026-03-09');
    expect(data.weeks).toEqual(['2026-03-09', '2026-03-02']);
    expect(data.payouts).toHaveLength(1);
    expect(data.payouts[0]).toMatchObject({
      trainerName: 'Kabir Sharma',
      sessionCount: 1,
      grossPaise: 100_000,
      platformFeePaise: 10_000,
      netPaise: 90_000,
      status: 'pending',
      transferReference: null,
    });
  });

  it('filters by week and status; totals stay those of the whole week', async () => {
    const all = (await get('/api/admin/payouts?week=2026-03-02', adminToken)).json().data;
    expect(all.payouts.map((row: { trainerName: string }) => row.trainerName)).toEqual([
      'Kabir Sharma',
      'Ritu Sharma',
    ]);
    expect(all.totals.pending).toEqual({ count: 2, netPaise: 450_000 + 712_500 });
    const paid = (await get('/api/admin/payouts?week=2026-03-02&status=paid', adminToken)).json()
      .data;
    expect(paid.payouts).toEqual([]);
    expect(paid.totalCount).toBe(0);
    expect(paid.totals.pending.count).toBe(2);
  });

  it('refuses a week that is not a Monday date, or an unknown status, with the reason', async () => {
    for (const week of ['2026-03-03', '2026-02-30', 'monday']) {
      const response = await get(`/api/admin/payouts?week=${week}`, adminToken);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(PAYOUT_MESSAGES.invalidWeek);
    }
    const response = await get('/api/admin/payouts?status=lost', adminToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PAYOUT_MESSAGES.invalidStatus);
  });
});

describe('settling and retrying', () => {
  it('marks a manual payout paid with the reference and mails the trainer', async () => {
    const pending = await payoutOf(ritu.trainerId, '2026-03-02');
    const url = `/api/admin/payouts/${pending.id}/settle`;

    const bad = await post(url, adminToken, { transferReference: '#!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PAYOUT_MESSAGES.referenceInvalid);
    expect((await payoutOf(ritu.trainerId, '2026-03-02')).status).toBe('pending');

    const response = await post(url, adminToken, { transferReference: ' HDFCN52026031300123 ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: PAYOUT_MESSAGES.settled,
      data: { status: 'paid', transferReference: 'HDFCN52026031300123' },
    });
    const stored = await payoutOf(ritu.trainerId, '2026-03-02');
    expect(stored.paidAt).toEqual(FRIDAY);
    expect(stored.settledBy).not.toBeNull();
    const [mail] = await mailsTo(ritu.email);
    expect(mail?.subject).toBe('Payout of ₹7,125 sent for 2 Mar – 8 Mar 2026');
    expect(mail?.text).toContain('HDFCN52026031300123');
    expect(mail?.text).toContain('Gross for 5 sessions: ₹7,500\nCommission (GST included): −₹375');
    expect(mail?.text).toContain('Net paid to you: ₹7,125');
    expect(mail?.text).toContain(`/trainer-dashboard/earnings?statement=${pending.id}`);

    const again = await post(url, adminToken, { transferReference: 'HDFCN52026031300999' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYOUT_MESSAGES.alreadyPaid);
    expect((await payoutOf(ritu.trainerId, '2026-03-02')).transferReference).toBe(
      'HDFCN52026031300123',
    );
    expect(await mailsTo(ritu.email)).toHaveLength(1);
  });

  it('settles once when two admins on two server processes settle at the same moment', async () => {
    const pending = await payoutOf(kabir.trainerId, '2026-03-09');
    const sibling = await buildSiblingApp(ctx);
    try {
      const settle = (app: typeof sibling, reference: string) =>
        app.inject({
          method: 'POST',
          url: `/api/admin/payouts/${pending.id}/settle`,
          headers: { authorization: `Bearer ${adminToken}` },
          payload: { transferReference: reference },
        });
      const answers = await Promise.all([
        settle(ctx.app, 'UTR-FIRST-0001'),
        settle(sibling, 'UTR-SECOND-0002'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!;
      expect((await payoutOf(kabir.trainerId, '2026-03-09')).transferReference).toBe(
        winner.json().data.transferReference,
      );
      expect(
        (await mailsTo(kabir.email)).filter((mail) => mail.subject.includes('9 Mar')),
      ).toHaveLength(1);
    } finally {
      await sibling.close();
    }
  });

  it('answers 404 for an unknown payout', async () => {
    const response = await post('/api/admin/payouts/nope/settle', adminToken, {
      transferReference: 'UTR12345',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(PAYOUT_MESSAGES.notFound);
  });

  it('retries only a failed payout: back to pending, one more attempt', async () => {
    const target = await payoutOf(kabir.trainerId, '2026-03-02');
    const early = await post(`/api/admin/payouts/${target.id}/retry`, adminToken);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(PAYOUT_MESSAGES.retryFailedOnly);

    await ctx.database.db
      .update(payout)
      .set({ status: 'failed', failureReason: 'Beneficiary bank is down' })
      .where(eq(payout.id, target.id));
    const settle = await post(`/api/admin/payouts/${target.id}/settle`, adminToken, {
      transferReference: 'UTR12345',
    });
    expect(settle.statusCode).toBe(409);
    expect(settle.json().message).toBe(PAYOUT_MESSAGES.settleFailed);

    const response = await post(`/api/admin/payouts/${target.id}/retry`, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'pending',
      attempts: 1,
      failureReason: null,
      provider: 'manual',
    });
  });
});

describe('failing a payout by hand, and payouts RazorpayX left after a switch to manual', () => {
  /** A new trainer's payout for the week of 2 March, as the Friday run made it, then changed. */
  async function payoutOfNewTrainer(
    firstName: string,
    change: Partial<typeof payout.$inferInsert>,
  ) {
    const account = await trainerAccount(firstName);
    await sessionsOf(
      ctx.database.db,
      account.trainerId,
      WEEK.map((date) => ({ date })),
    );
    await runJobOnce(ctx.database.db, job, FRIDAY);
    const row = await payoutOf(account.trainerId, '2026-03-02');
    await ctx.database.db.update(payout).set(change).where(eq(payout.id, row.id));
    return { ...account, id: row.id };
  }
  const leftByRazorpayX = {
    provider: 'razorpayx' as const,
    status: 'processing' as const,
    providerPayoutId: null,
    processingAt: FRIDAY,
  };

  it('lets the admin settle a RazorpayX payout left processing, with the reference', async () => {
    const left = await payoutOfNewTrainer('Meera', leftByRazorpayX);
    const list = await get('/api/admin/payouts?week=2026-03-02', adminToken);
    expect(list.json().data.sendingProvider).toBe('manual');
    const response = await post(`/api/admin/payouts/${left.id}/settle`, adminToken, {
      transferReference: 'UTR-AFTER-SWITCH-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'paid',
      provider: 'razorpayx',
      transferReference: 'UTR-AFTER-SWITCH-1',
    });
    expect((await mailsTo(left.email)).map((mail) => mail.subject)).toEqual([
      'Payout of ₹7,125 sent for 2 Mar – 8 Mar 2026',
    ]);
  });

  it('lets the admin fail a payout with the reason, mailing the trainer; a retry sends it again', async () => {
    const left = await payoutOfNewTrainer('Nisha', { ...leftByRazorpayX, status: 'pending' });
    const url = `/api/admin/payouts/${left.id}/fail`;
    const bad = await post(url, adminToken, { reason: ' x ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PAYOUT_MESSAGES.failReasonInvalid);
    expect((await payoutOf(left.trainerId, '2026-03-02')).status).toBe('pending');

    const response = await post(url, adminToken, { reason: 'Bank account closed by the bank' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: PAYOUT_MESSAGES.markedFailed,
      data: { status: 'failed', failureReason: 'Bank account closed by the bank' },
    });
    const [mail] = await mailsTo(left.email);
    expect(mail?.subject).toBe('Payout for 2 Mar – 8 Mar 2026 could not be sent');
    expect(mail?.text).toContain('Bank account closed by the bank');

    const again = await post(url, adminToken, { reason: 'Bank account closed by the bank' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYOUT_MESSAGES.alreadyFailed);
    const retried = await post(`/api/admin/payouts/${left.id}/retry`, adminToken);
    expect(retried.json().data).toMatchObject({ status: 'pending', provider: 'manual' });
  });

  it('keeps failing by hand to admins and refuses a paid payout', async () => {
    const paid = await payoutOfNewTrainer('Omkar', {
      status: 'paid',
      transferReference: 'UTR-PAID-0001',
      paidAt: FRIDAY,
    });
    const url = `/api/admin/payouts/${paid.id}/fail`;
    expect((await post(url, clientToken, { reason: 'Not mine to say' })).statusCode).toBe(403);
    const refused = await post(url, adminToken, { reason: 'Changed my mind' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(PAYOUT_MESSAGES.alreadyPaid);
    expect((await payoutOf(paid.trainerId, '2026-03-02')).status).toBe('paid');
  });
});

describe('trainer payout history', () => {
  it("shows a trainer their own payouts only, newest first, with each week's money", async () => {
    const response = await get('/api/trainer/payouts', kabir.token);
    expect(response.statusCode).toBe(200);
    const rows = response.json().data;
    expect(rows.map((row: { weekStart: string }) => row.weekStart)).toEqual([
      '2026-03-09',
      '2026-03-02',
    ]);
    expect(rows[1]).toMatchObject({
      sessionCount: 5,
      grossPaise: 500_000,
      platformFeePaise: 50_000,
      netPaise: 450_000,
    });
    const own = (await get('/api/trainer/payouts', ritu.token)).json().data;
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ weekStart: '2026-03-02', status: 'paid' });
  });

  it('keeps payouts to trainers and the admin screen to admins', async () => {
    const forbidden = [
      ['GET', '/api/trainer/payouts', clientToken],
      ['GET', '/api/trainer/payouts', adminToken],
      ['GET', '/api/admin/payouts', ritu.token],
      ['GET', '/api/admin/payouts', clientToken],
      ['POST', '/api/admin/payouts/any/retry', ritu.token],
      ['POST', '/api/admin/payouts/any/settle', clientToken],
    ] as const;
    for (const [method, url, token] of forbidden) {
      const response = await ctx.request({ method, url, token, payload: {} });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(MESSAGES.forbidden);
    }
    expect((await get('/api/trainer/payouts')).statusCode).toBe(401);
    expect((await get('/api/admin/payouts')).statusCode).toBe(401);
  });

  it('refuses the RazorpayX webhook when payouts are settled by hand', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/payouts/razorpayx/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'abc' },
      payload: '{"event":"payout.processed"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PAYOUT_MESSAGES.webhookSignatureInvalid);
  });
});
