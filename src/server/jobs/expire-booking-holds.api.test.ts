import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istInstant } from '#shared/ist.ts';
import { booking } from '../db/schema';
import { createBookingRow, createTrainerRow, createUserRow } from '../test/scenarios';
import { createTestContext, type TestContext } from '../test/test-app';
import { expireBookingHolds } from './expire-booking-holds';
import { runJobOnce } from './job-runner';

const NOW = new Date('2026-03-02T04:30:00.000Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());

async function hold(expiresAt: Date) {
  const db = ctx.database.db;
  const trainer = await createTrainerRow(db, { latitude: 19.076, longitude: 72.8777 });
  const client = await createUserRow(db);
  return createBookingRow(db, {
    clientId: client.id,
    trainerId: trainer.id,
    service: 'personal',
    location: 'gym',
    sessionDate: '2026-03-03',
    timeSlot: '7:00 AM',
    startsAt: istInstant('2026-03-03', 7),
    status: 'pending',
    holdExpiresAt: expiresAt,
  });
}

const statusOf = async (id: string) =>
  (await ctx.database.db.select().from(booking).where(eq(booking.id, id)))[0]?.status;

describe('expire-booking-holds job', () => {
  it('frees holds whose 15 minutes are over and keeps the others', async () => {
    const stale = await hold(new Date(NOW.getTime() - 1));
    const live = await hold(new Date(NOW.getTime() + 60_000));
    const counted: number[] = [];
    const job = expireBookingHolds((expired) => counted.push(expired));
    expect(await runJobOnce(ctx.database.db, job, NOW)).toBe(true);
    expect(counted).toEqual([1]);
    expect(await statusOf(stale.id)).toBe('expired');
    expect(await statusOf(live.id)).toBe('pending');
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'skips its turn while another process holds the job lock',
    async () => {
      const stale = await hold(new Date(NOW.getTime() - 1));
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => {};
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const other = ctx.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('kasrat:expire-booking-holds'))`,
        );
        locked();
        await released;
      });
      await lockTaken;
      expect(await runJobOnce(ctx.database.db, expireBookingHolds(), NOW)).toBe(false);
      expect(await statusOf(stale.id)).toBe('pending');
      release();
      await other;
    },
  );
});
