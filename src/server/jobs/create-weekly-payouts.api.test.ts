import { loadTaxSettings } from '#server/tax-config.ts';

const SAMPLE_TAX = loadTaxSettings({}, false);

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPackDelivery } from '#server/features/packs/pack-postings.repository.ts';
import { sessionsOf, trainerWithKyc } from '#server/features/payouts/payout-scenarios.ts';
import { activePackRow } from '#server/test/pack-scenarios.ts';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { booking, payment, payout, payoutBooking } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createWeeklyPayouts } from './create-weekly-payouts';
import { runJobOnce } from './job-runner';

/** Friday 13 March 2026, 10:00 IST: the run pays Monday 2 to Sunday 8 March. */
const FRIDAY = new Date('2026-03-13T04:30:00.000Z');
const NEXT_FRIDAY = new Date('2026-03-20T04:30:00.000Z');
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
const job = createWeeklyPayouts('manual', { sandboxPayments: false, tax: SAMPLE_TAX });

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: FRIDAY });
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
const payoutsOf = (trainerId: string) =>
  db().select().from(payout).where(eq(payout.trainerId, trainerId)).orderBy(payout.weekStart);
const paidBookingIds = async (payoutId: string) =>
  (await db().select().from(payoutBooking).where(eq(payoutBooking.payoutId, payoutId)))
    .map((row) => row.bookingId)
    .sort();

async function payableTrainer(dates = WEEK) {
  const trainer = await trainerWithKyc(db(), 'completed');
  const sessions = await sessionsOf(
    db(),
    trainer.id,
    dates.map((date) => ({ date })),
  );
  return { trainer, sessions };
}

describe('create-weekly-payouts job', () => {
  it('does nothing on a day other than Friday in IST', async () => {
    const { trainer } = await payableTrainer();
    // 18:29Z is Thursday 23:59 IST; 18:30Z is Friday 00:00 IST though still Thursday in UTC
    expect(await runJobOnce(db(), job, new Date('2026-03-12T18:29:00.000Z'))).toBe(true);
    expect(await payoutsOf(trainer.id)).toEqual([]);
    await runJobOnce(db(), job, new Date('2026-03-12T18:30:00.000Z'));
    expect(await payoutsOf(trainer.id)).toHaveLength(1);
  });

  it('pays a trainer with completed KYC and 5 completed sessions, and no one else', async () => {
    const noKyc = await trainerWithKyc(db(), null);
    await sessionsOf(
      db(),
      noKyc.id,
      WEEK.map((date) => ({ date })),
    );
    const inReview = await trainerWithKyc(db(), 'partial');
    await sessionsOf(
      db(),
      inReview.id,
      WEEK.map((date) => ({ date })),
    );
    const four = await payableTrainer(WEEK.slice(0, 4));
    const five = await payableTrainer();

    await runJobOnce(db(), job, FRIDAY);

    expect(await payoutsOf(noKyc.id)).toEqual([]);
    expect(await payoutsOf(inReview.id)).toEqual([]);
    expect(await payoutsOf(four.trainer.id)).toEqual([]);
    const [paid] = await payoutsOf(five.trainer.id);
    expect(paid).toMatchObject({
      weekStart: '2026-03-02',
      weekEnd: '2026-03-08',
      status: 'pending',
      provider: 'manual',
      sessionCount: 5,
    });
  });

  it('never pays out a session paid in the sandbox, unless the whole deployment is a test', async () => {
    const paidWith = (session: { id: string }, provider: 'sandbox' | 'razorpay') => ({
      id: `payment-${session.id}`,
      bookingId: session.id,
      provider,
      orderId: `order-${session.id}`,
      amountPaise: 150_000,
      status: 'paid' as const,
      paymentId: `pay-${session.id}`,
    });
    const live = await payableTrainer();
    const [inSandbox, ...paidForReal] = live.sessions;
    await db()
      .insert(payment)
      .values([
        paidWith(inSandbox!, 'sandbox'),
        ...paidForReal.map((session) => paidWith(session, 'razorpay')),
      ]);
    await runJobOnce(db(), job, FRIDAY);
    const [paid] = await payoutsOf(live.trainer.id);
    expect(paid).toMatchObject({ sessionCount: 4, grossPaise: 600_000 });
    expect(await paidBookingIds(paid!.id)).not.toContain(inSandbox!.id);

    const demo = await payableTrainer();
    await db()
      .insert(payment)
      .values(demo.sessions.map((session) => paidWith(session, 'sandbox')));
    await runJobOnce(
      db(),
      createWeeklyPayouts('manual', { sandboxPayments: true, tax: SAMPLE_TAX }),
      FRIDAY,
    );
    expect(await payoutsOf(demo.trainer.id)).toMatchObject([{ sessionCount: 5 }]);
  });

  it('never pays out a session booked with the credit of a pack paid in the sandbox', async () => {
    const live = await payableTrainer();
    const [fromPack, ...paidForReal] = live.sessions;
    const [first] = await db()
      .select({ clientId: booking.clientId })
      .from(booking)
      .where(eq(booking.id, fromPack!.id));
    // activePackRow pays its pack in the sandbox.
    const packId = await activePackRow(db(), {
      clientId: first!.clientId,
      trainerId: live.trainer.id,
      paidAt: new Date('2026-03-01T04:30:00.000Z'),
      expiresAt: new Date('2026-04-30T18:29:59.000Z'),
    });
    await db().update(booking).set({ packId }).where(eq(booking.id, fromPack!.id));
    await db()
      .insert(payment)
      .values(
        paidForReal.map((session) => ({
          id: `payment-${session.id}`,
          bookingId: session.id,
          provider: 'razorpay' as const,
          orderId: `order-${session.id}`,
          amountPaise: 150_000,
          status: 'paid' as const,
          paymentId: `pay-${session.id}`,
        })),
      );
    await runJobOnce(db(), job, FRIDAY);
    const [paid] = await payoutsOf(live.trainer.id);
    expect(paid).toMatchObject({ sessionCount: 4 });
    expect(await paidBookingIds(paid!.id)).not.toContain(fromPack!.id);
  });

  it('pays out a pack session cancelled late, whose credit the client used', async () => {
    // five completed sessions besides the cancelled one
    const live = await payableTrainer([...WEEK, '2026-03-07']);
    const [lateCancelled] = live.sessions;
    const [first] = await db()
      .select({ clientId: booking.clientId })
      .from(booking)
      .where(eq(booking.id, lateCancelled!.id));
    const packId = await activePackRow(db(), {
      clientId: first!.clientId,
      trainerId: live.trainer.id,
      paidAt: new Date('2026-03-01T04:30:00.000Z'),
      expiresAt: new Date('2026-04-30T18:29:59.000Z'),
    });
    await db()
      .update(booking)
      .set({ packId, status: 'cancelled' })
      .where(eq(booking.id, lateCancelled!.id));
    await db().transaction((tx) => postPackDelivery(tx, lateCancelled!.id, FRIDAY));
    const sandboxDeployment = createWeeklyPayouts('manual', {
      sandboxPayments: true,
      tax: SAMPLE_TAX,
    });
    await runJobOnce(db(), sandboxDeployment, FRIDAY);
    const [paid] = await payoutsOf(live.trainer.id);
    expect(await paidBookingIds(paid!.id)).toContain(lateCancelled!.id);
  });

  it('counts sessions of earlier weeks toward the five, paying the unpaid ones', async () => {
    const trainer = await trainerWithKyc(db(), 'completed');
    await sessionsOf(
      db(),
      trainer.id,
      ['2026-02-16', '2026-02-17', '2026-02-18', '2026-03-03'].map((date) => ({ date })),
    );
    await runJobOnce(db(), job, FRIDAY);
    expect(await payoutsOf(trainer.id)).toEqual([]);
    await sessionsOf(db(), trainer.id, [{ date: '2026-03-04' }]);
    await runJobOnce(db(), job, FRIDAY);
    expect((await payoutsOf(trainer.id))[0]?.sessionCount).toBe(5);
  });

  it('sums gross, the platform fee (5% in person, 10% online) and net, per session too', async () => {
    const trainer = await trainerWithKyc(db(), 'completed');
    const sessions = await sessionsOf(db(), trainer.id, [
      { date: '2026-03-02', service: 'personal', pricePaise: 150_000 },
      { date: '2026-03-03', service: 'group', pricePaise: 70_000 },
      { date: '2026-03-04', service: 'online', pricePaise: 100_000 },
      { date: '2026-03-05', service: 'online', pricePaise: 120_050 },
      { date: '2026-03-06', service: 'personal', pricePaise: 180_000 },
      { date: '2026-03-07', service: 'personal', pricePaise: 90_000, status: 'cancelled' },
    ]);
    await runJobOnce(db(), job, FRIDAY);

    const [paid] = await payoutsOf(trainer.id);
    // fees: 7500 + 3500 + 10000 + 12005 (12005.0 of 120050) + 9000 = 42005
    expect(paid).toMatchObject({
      sessionCount: 5,
      grossPaise: 620_050,
      platformFeePaise: 42_005,
      netPaise: 578_045,
    });
    const rows = await db()
      .select()
      .from(payoutBooking)
      .where(eq(payoutBooking.payoutId, paid!.id));
    expect(rows.map((row) => [row.grossPaise, row.platformFeePaise]).sort()).toEqual(
      [
        [150_000, 7_500],
        [70_000, 3_500],
        [100_000, 10_000],
        [120_050, 12_005],
        [180_000, 9_000],
      ].sort(),
    );
    expect(await paidBookingIds(paid!.id)).toEqual(
      sessions
        .slice(0, 5)
        .map((row) => row.id)
        .sort(),
    );
  });

  it('puts a session of Sunday 23:30 IST in its week and Monday 00:10 IST in the next', async () => {
    const trainer = await trainerWithKyc(db(), 'completed');
    const [, , , , sunday, monday] = await sessionsOf(db(), trainer.id, [
      ...WEEK.slice(0, 4).map((date) => ({ date })),
      { date: '2026-03-08', hour: 23, minute: 30, durationMinutes: 30 },
      { date: '2026-03-09', hour: 0, minute: 10 },
    ]);
    await runJobOnce(db(), job, FRIDAY);
    const [first] = await payoutsOf(trainer.id);
    expect(await paidBookingIds(first!.id)).toContain(sunday!.id);
    expect(await paidBookingIds(first!.id)).not.toContain(monday!.id);

    await runJobOnce(db(), job, NEXT_FRIDAY);
    const [, second] = await payoutsOf(trainer.id);
    expect(second).toMatchObject({ weekStart: '2026-03-09', sessionCount: 1 });
    expect(await paidBookingIds(second!.id)).toEqual([monday!.id]);
  });

  it('pays a session confirmed after its week was paid the week after', async () => {
    const { trainer } = await payableTrainer();
    const [late] = await sessionsOf(db(), trainer.id, [
      { date: '2026-03-07', status: 'confirmed' },
    ]);
    await runJobOnce(db(), job, FRIDAY);
    expect((await payoutsOf(trainer.id))[0]?.sessionCount).toBe(5);

    // both confirm attendance on Friday afternoon, after the run
    await db().update(booking).set({ status: 'completed' }).where(eq(booking.id, late!.id));
    await runJobOnce(db(), job, new Date('2026-03-13T10:30:00.000Z'));
    const sameWeek = await payoutsOf(trainer.id);
    expect(sameWeek).toHaveLength(1);
    expect(sameWeek[0]?.sessionCount).toBe(5);

    await runJobOnce(db(), job, NEXT_FRIDAY);
    const [, next] = await payoutsOf(trainer.id);
    expect(next).toMatchObject({ weekStart: '2026-03-09', sessionCount: 1, grossPaise: 150_000 });
    expect(await paidBookingIds(next!.id)).toEqual([late!.id]);
  });

  it('gives no payout to a trainer without new completed sessions', async () => {
    const { trainer } = await payableTrainer();
    await runJobOnce(db(), job, FRIDAY);
    await runJobOnce(db(), job, NEXT_FRIDAY);
    expect((await payoutsOf(trainer.id)).map((row) => row.weekStart)).toEqual(['2026-03-02']);
  });

  it('pays nothing twice when run twice', async () => {
    const { trainer } = await payableTrainer();
    await runJobOnce(db(), job, FRIDAY);
    await runJobOnce(db(), job, FRIDAY);
    const rows = await payoutsOf(trainer.id);
    expect(rows).toHaveLength(1);
    expect(await paidBookingIds(rows[0]!.id)).toHaveLength(5);
  });

  it('pays nothing twice when two processes run at once, even past the job lock', async () => {
    const trainers = await Promise.all([payableTrainer(), payableTrainer(), payableTrainer()]);
    // a second process: its own connections to the same PostgreSQL database
    const other: DatabaseHandle | null = ctx.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: ctx.databaseUrl })
      : null;
    try {
      const databases = [db(), other?.db ?? db()];
      // under the lock, then straight into the run as if the lock had been lost
      await Promise.all(databases.map((database) => runJobOnce(database, job, FRIDAY)));
      await Promise.all(
        databases.map((database) =>
          database.transaction((tx) => job.run(tx as unknown as typeof database, FRIDAY)),
        ),
      );
    } finally {
      await other?.close();
    }
    const ids = trainers.map(({ trainer }) => trainer.id);
    const rows = await db().select().from(payout).where(inArray(payout.trainerId, ids));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(await paidBookingIds(row.id)).toHaveLength(5);
  });
});
