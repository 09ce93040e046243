import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '#server/integrations/storage/create-storage.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { trainerShare } from '#shared/fees.ts';
import { istWeekday } from '#shared/ist.ts';
import { booking, payout, payoutBooking, trainer, user } from '../schema';
import { seedDemoData } from '../seed';
import { DEMO_ACCOUNTS } from './build-demo-data';

/** Saturday 14 March 2026, 10:00 IST: the run of Friday 13 March has happened. */
const NOW = new Date('2026-03-14T04:30:00.000Z');

let ctx: TestContext;
let trainerId: string;
let payouts: (typeof payout.$inferSelect)[];

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  const db = ctx.database.db;
  const kyc = {
    encryptionKey: ctx.config.kycEncryptionKey,
    storage: await createStorage(ctx.config, ctx.clock.now),
  };
  await seedDemoData(db, { now: NOW, log: ctx.app.log, kyc });
  const [row] = await db
    .select({ id: trainer.id })
    .from(trainer)
    .innerJoin(user, eq(user.id, trainer.userId))
    .where(eq(user.email, DEMO_ACCOUNTS.trainer));
  trainerId = row!.id;
  payouts = await db
    .select()
    .from(payout)
    .where(eq(payout.trainerId, trainerId))
    .orderBy(payout.weekStart);
});
afterAll(() => ctx.close());

describe('demo payouts', () => {
  it('gives the demo trainer weekly payouts, settled but for the latest, still pending', async () => {
    expect(payouts.length).toBeGreaterThanOrEqual(3);
    for (const row of payouts) expect(istWeekday(row.weekStart)).toBe('monday');
    const latest = payouts.at(-1)!;
    expect(latest).toMatchObject({ weekStart: '2026-03-02', status: 'pending' });
    for (const row of payouts.slice(0, -1)) {
      expect(row.status).toBe('paid');
      expect(row.transferReference).toMatch(/^HDFCN\d{14}$/);
      expect(row.paidAt!.getTime()).toBeLessThan(NOW.getTime());
    }
  });

  it("adds up the payouts from the trainer's own completed sessions, each paid once", async () => {
    const db = ctx.database.db;
    const completed = await db
      .select()
      .from(booking)
      .where(and(eq(booking.trainerId, trainerId), eq(booking.status, 'completed')));
    const covered = await db
      .select()
      .from(payoutBooking)
      .where(
        inArray(
          payoutBooking.payoutId,
          payouts.map((row) => row.id),
        ),
      );
    const dueBy = payouts.at(-1)!.weekEnd;
    expect(covered.map((row) => row.bookingId).sort()).toEqual(
      completed
        .filter((row) => row.sessionDate <= dueBy)
        .map((row) => row.id)
        .sort(),
    );
    const byId = new Map(completed.map((row) => [row.id, row]));
    for (const row of payouts) {
      const sessions = covered
        .filter((entry) => entry.payoutId === row.id)
        .map((entry) => byId.get(entry.bookingId)!);
      const gross = sessions.reduce((sum, session) => sum + session.pricePaise, 0);
      const fee = sessions.reduce(
        (sum, session) => sum + trainerShare(session.service, session.pricePaise).platformFeePaise,
        0,
      );
      expect(row).toMatchObject({
        sessionCount: sessions.length,
        grossPaise: gross,
        platformFeePaise: fee,
        netPaise: gross - fee,
      });
    }
  });
});
