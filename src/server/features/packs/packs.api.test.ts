import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { executeRows } from '#server/db/rows.ts';
import { ledgerEntry, ledgerLine, refund, sessionPack } from '#server/db/schema.ts';
import { packTrainer } from '#server/test/pack-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { PACK_MESSAGES } from '#shared/pack-messages.ts';

// Monday 2 March 2026, 10:00 AM IST.
const NOW = '2026-03-02T04:30:00.000Z';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(NOW));

const post = (url: string, token: string, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url, token, payload });
const get = (url: string, token: string) => ctx.request({ method: 'GET', url, token });

async function buyAndPay(token: string, trainerId: string, sessions = 5) {
  const bought = await post('/api/packs', token, { trainerId, service: 'personal', sessions });
  expect(bought.statusCode).toBe(201);
  const pack = bought.json().data;
  const order = await post('/api/payment/create-order', token, { packId: pack.id });
  expect(order.statusCode).toBe(200);
  const paid = await post('/api/payment/sandbox/complete', token, {
    orderId: order.json().data.orderId,
    outcome: 'success',
    method: 'upi',
  });
  expect(paid.statusCode).toBe(200);
  const verified = await post('/api/payment/verify', token, {
    packId: pack.id,
    ...paid.json().data,
  });
  expect(verified.statusCode).toBe(200);
  return { pack, order: order.json().data, provider: paid.json().data, verified: verified.json() };
}

/** The lines of the entries whose source starts so, per account. */
async function accountTotals(sourcePrefix: string) {
  const rows = await ctx.database.db
    .select({ account: ledgerLine.account, amountPaise: ledgerLine.amountPaise })
    .from(ledgerLine)
    .innerJoin(ledgerEntry, eq(ledgerEntry.id, ledgerLine.entryId))
    .where(like(ledgerEntry.source, sourcePrefix));
  const totals: Record<string, number> = {};
  for (const row of rows) totals[row.account] = (totals[row.account] ?? 0) + row.amountPaise;
  return totals;
}

async function packRow(id: string) {
  const [row] = await ctx.database.db.select().from(sessionPack).where(eq(sessionPack.id, id));
  return row!;
}

describe('a pack on offer', () => {
  it('shows on the public profile with its per-session price and discount', async () => {
    const { trainer } = await packTrainer(ctx);
    const response = await ctx.request({ method: 'GET', url: `/api/trainers/${trainer.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.services.personal.packs).toEqual([
      {
        sessions: 5,
        pricePaise: 700_000,
        validityDays: 60,
        sessionPricePaise: 140_000,
        discountPercent: 6,
      },
      {
        sessions: 3,
        pricePaise: 400_200,
        validityDays: 30,
        sessionPricePaise: 133_400,
        discountPercent: 11,
      },
    ]);
  });
});

describe('buying a pack and spending it', () => {
  it('reserves, pays in the sandbox, activates, books with credits, cancels, ends with an exact refund', async () => {
    const { trainer, account: trainerAccount } = await packTrainer(ctx);
    const client = await ctx.signUp({ firstName: 'Asha', lastName: 'Verma' });

    // Reserved: pending, to pay at /payment?pack=<id>.
    const { pack, verified } = await buyAndPay(client.token, trainer.id);
    expect(pack).toMatchObject({
      status: 'pending',
      sessions: 5,
      creditsLeft: 5,
      sessionPricePaise: 140_000,
      totalPaise: 700_000,
      paymentPath: `/payment?pack=${pack.id}`,
    });
    expect(verified.data).toEqual({ packId: pack.id, status: 'active' });

    // Active until the end of the IST day 60 days after payment (1 May 2026, 23:59:59 IST).
    const active = (await get(`/api/packs/${pack.id}`, client.token)).json().data;
    expect(active).toMatchObject({ status: 'active', creditsLeft: 5, paymentPath: null });
    expect(active.expiresAt).toBe('2026-05-01T18:29:59.000Z');
    expect(await accountTotals(`pack-capture:%`)).toMatchObject({
      gateway: 700_000,
      client_prepaid: -700_000,
    });

    // Usable for this trainer's personal sessions only.
    const usable = await get(
      `/api/packs/usable?trainerId=${trainer.id}&service=personal`,
      client.token,
    );
    expect(usable.json().data.map((row: { id: string }) => row.id)).toEqual([pack.id]);
    expect(
      (await get(`/api/packs/usable?trainerId=${trainer.id}&service=online`, client.token)).json()
        .data,
    ).toEqual([]);

    // Three sessions with credits: 201 confirmed, no payment step.
    const book = (date: string, timeSlot: string) =>
      post('/api/bookings', client.token, {
        trainerId: trainer.id,
        service: 'personal',
        date,
        timeSlot,
        location: 'gym',
        packId: pack.id,
      });
    const first = await book('2026-03-03', '7:00 AM');
    expect(first.statusCode).toBe(201);
    expect(first.json().data.status).toBe('confirmed');
    const second = (await book('2026-03-05', '7:00 AM')).json().data;
    const third = (await book('2026-03-02', '6:00 PM')).json().data;
    expect((await packRow(pack.id)).creditsLeft).toBe(2);

    // Free cancellation (≥ 24 h): the credit is back.
    const freed = await post(`/api/bookings/${second.id}/cancel`, client.token, {});
    expect(freed.json().message).toBe(PACK_MESSAGES.creditBack(3));

    // Late cancellation (< 24 h): the credit is used and owed to the trainer.
    const late = await post(`/api/bookings/${third.id}/cancel`, client.token, {});
    expect(late.json().message).toBe(PACK_MESSAGES.creditUsed);
    expect((await packRow(pack.id)).creditsLeft).toBe(3);

    // The first session takes place: delivered to the trainer, then the commission.
    ctx.clock.set('2026-03-03T03:00:00.000Z');
    const firstId = first.json().data.id;
    for (const token of [client.token, trainerAccount.token]) {
      expect(
        (await post(`/api/bookings/${firstId}/confirm-attendance`, token, {})).statusCode,
      ).toBe(200);
    }
    const delivered = await accountTotals('pack-session:%');
    expect(delivered).toEqual({ client_prepaid: 280_000, trainer_payable: -280_000 });
    const commission = await accountTotals(`commission:${firstId}`);
    expect(commission.trainer_payable).toBeGreaterThan(0);

    const read = (await get(`/api/packs/${pack.id}`, client.token)).json().data;
    expect(read).toMatchObject({ creditsLeft: 3, booked: 0, used: 2 });

    // One more booked before expiry keeps its credit at the end.
    const kept = (await book('2026-03-06', '7:00 AM')).json().data;
    expect(kept.status).toBe('confirmed');

    // The pack ends: 2 unused credits refunded at ₹1,400 each, exactly.
    ctx.clock.set('2026-05-02T00:00:00.000Z');
    await runJob('end-packs');
    const ended = await packRow(pack.id);
    expect(ended).toMatchObject({ status: 'ended', creditsLeft: 0 });
    const refunds = await ctx.database.db.select().from(refund);
    const unused = refunds.filter((row) => row.scope === 'unused');
    expect(unused.map((row) => row.amountPaise)).toEqual([280_000]);
    expect(await accountTotals('refund-owed:%:unused')).toEqual({
      client_prepaid: 280_000,
      refund_payable: -280_000,
    });
    // Running it again refunds nothing more.
    await runJob('end-packs');
    expect(
      (await ctx.database.db.select().from(refund)).filter((r) => r.scope === 'unused'),
    ).toHaveLength(1);
    // What is still prepaid is the booked session's credit.
    expect((await accountTotals('%')).client_prepaid ?? 0).toBe(-140_000);
    const after = (await get(`/api/packs/${pack.id}`, client.token)).json().data;
    expect(after).toMatchObject({ status: 'ended', refundedPaise: 280_000, booked: 1 });
    await assertBalanced();
  });

  it('lapses a pack left unpaid 15 minutes; its order is then refused', async () => {
    const { trainer } = await packTrainer(ctx);
    const client = await ctx.signUp();
    const pack = (
      await post('/api/packs', client.token, {
        trainerId: trainer.id,
        service: 'personal',
        sessions: 3,
      })
    ).json().data;
    expect(pack.totalPaise).toBe(400_200);
    ctx.clock.set('2026-03-02T04:46:00.000Z');
    expect((await get(`/api/packs/${pack.id}`, client.token)).json().data.status).toBe('lapsed');
    const order = await post('/api/payment/create-order', client.token, { packId: pack.id });
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toBe(PACK_MESSAGES.packNotPayable);
    await runJob('lapse-packs');
    expect((await packRow(pack.id)).status).toBe('lapsed');
  });

  it('refuses a pack the trainer does not offer', async () => {
    const { trainer } = await packTrainer(ctx);
    const client = await ctx.signUp();
    const response = await post('/api/packs', client.token, {
      trainerId: trainer.id,
      service: 'personal',
      sessions: 7,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PACK_MESSAGES.packNotOffered);
  });

  it('reminds the client 7 days and 1 day before the end, once each', async () => {
    const { trainer } = await packTrainer(ctx);
    const client = await ctx.signUp();
    const { pack } = await buyAndPay(client.token, trainer.id);
    ctx.clock.set('2026-04-25T04:30:00.000Z');
    expect(await runJob('remind-pack-expiry')).toBeGreaterThanOrEqual(1);
    const first = (await packRow(pack.id)).expiryRemindedAt;
    expect(first?.toISOString()).toBe('2026-04-25T04:30:00.000Z');
    ctx.clock.set('2026-04-26T04:30:00.000Z');
    await runJob('remind-pack-expiry');
    expect((await packRow(pack.id)).expiryRemindedAt?.toISOString()).toBe(
      '2026-04-25T04:30:00.000Z',
    );
    ctx.clock.set('2026-05-01T04:30:00.000Z');
    await runJob('remind-pack-expiry');
    expect((await packRow(pack.id)).expiryRemindedAt?.toISOString()).toBe(
      '2026-05-01T04:30:00.000Z',
    );
  });

  it('shows the trainer the packs sold and the credits outstanding', async () => {
    const { trainer, account } = await packTrainer(ctx);
    const client = await ctx.signUp({ firstName: 'Neel', lastName: 'Rao' });
    await buyAndPay(client.token, trainer.id);
    const dashboard = await get('/api/trainer/dashboard/packs', account.token);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data).toMatchObject({
      packsSold: 1,
      salesPaise: 700_000,
      creditsOutstanding: 5,
      outstandingPaise: 700_000,
    });
    expect(dashboard.json().data.recent[0]).toMatchObject({
      clientName: 'Neel Rao',
      service: 'personal',
      sessions: 5,
    });
    const sold = await get('/api/trainer/packs', account.token);
    expect(sold.json().data).toHaveLength(1);
  });
});

async function runJob(name: string) {
  const job = ctx.app.jobs.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`no job ${name}`);
  return ctx.database.db.transaction((tx) => job.run(tx, ctx.clock.now()));
}

async function assertBalanced() {
  const [row] = await executeRows<{ total: number }>(
    ctx.database.db,
    sql`select coalesce(sum(amount_paise), 0)::int as total from ledger_line`,
  );
  expect(row?.total).toBe(0);
}
