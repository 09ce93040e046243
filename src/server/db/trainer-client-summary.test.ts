import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBookingRow, createTrainerRow, createUserRow } from '../test/scenarios';
import { createTestContext, type TestContext } from '../test/test-app';
import { executeRows } from './rows';
import { booking, user } from './schema';

// The trainer_client rows kept by the booking trigger (migration 0015) must always equal the
// grouping of the bookings they summarise; every kind of change a booking goes through is
// applied in turn and the two compared after each one.

const NOW = new Date('2026-03-10T04:30:00.000Z');
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());

interface PairRow {
  trainer_id: string;
  client_id: string;
  session_count: number;
  total_sessions: number;
  join_date: string | null;
  last_session: string | null;
}

const pairColumns = sql`trainer_id, client_id, session_count::int, total_sessions::int,
  join_date::text, last_session::text`;

/**
 * What the dashboard counted per request before the summary:
 * docs/decisions/0014-trainer-dashboard-figures.md's sessions.
 */
const recomputed = () =>
  executeRows<PairRow>(
    ctx.database.db,
    sql`select ${pairColumns} from (
      select trainer_id, client_id, count(*) as session_count,
        count(*) filter (where status in ('confirmed', 'completed')) as total_sessions,
        min(created_at) as join_date,
        max(starts_at) filter (where status in ('confirmed', 'completed')) as last_session
      from booking
      where status in ('confirmed', 'completed') or (status = 'cancelled' and hold_expires_at is null)
      group by trainer_id, client_id) pairs
    order by trainer_id, client_id`,
  );

const kept = () =>
  executeRows<PairRow>(
    ctx.database.db,
    sql`select ${pairColumns} from trainer_client where session_count > 0
      order by trainer_id, client_id`,
  );

async function expectExact() {
  const [summary, truth] = await Promise.all([kept(), recomputed()]);
  expect(summary).toEqual(truth);
  return summary;
}

it('keeps each trainer and client pair equal to its bookings after every kind of change', async () => {
  const db = ctx.database.db;
  const place = { latitude: 19.07, longitude: 72.87 };
  const [ritu, arjun] = [await createTrainerRow(db, place), await createTrainerRow(db, place)];
  const [asha, vikram] = [await createUserRow(db), await createUserRow(db)];
  const pairOf = (trainerId: string, clientId: string) =>
    kept().then((rows) =>
      rows.find((row) => row.trainer_id === trainerId && row.client_id === clientId),
    );
  const setStatus = (id: string, values: Partial<typeof booking.$inferInsert>) =>
    db.update(booking).set(values).where(eq(booking.id, id));

  // A hold is not a session: no row.
  const held = await createBookingRow(db, {
    clientId: asha.id,
    trainerId: ritu.id,
    service: 'personal',
    location: 'gym',
    sessionDate: '2026-03-12',
    timeSlot: '7:00 AM',
    startsAt: hoursFromNow(48),
    status: 'pending',
    holdExpiresAt: hoursFromNow(0.25),
    createdAt: NOW,
  });
  expect(await expectExact()).toEqual([]);

  // Payment confirms it and clears the hold.
  await setStatus(held.id, { status: 'confirmed', holdExpiresAt: null });
  expect(await pairOf(ritu.id, asha.id)).toMatchObject({ session_count: 1, total_sessions: 1 });
  await expectExact();

  // Another paid session of the pair, earlier, and one of another trainer.
  const earlier = await createBookingRow(db, {
    clientId: asha.id,
    trainerId: ritu.id,
    service: 'online',
    location: 'online',
    sessionDate: '2026-03-08',
    timeSlot: '6:00 PM',
    startsAt: hoursFromNow(-40),
    status: 'confirmed',
    createdAt: hoursFromNow(-100),
  });
  const elsewhere = await createBookingRow(db, {
    clientId: asha.id,
    trainerId: arjun.id,
    service: 'personal',
    location: 'gym',
    sessionDate: '2026-03-09',
    timeSlot: '7:00 AM',
    startsAt: hoursFromNow(-27),
    status: 'confirmed',
    createdAt: hoursFromNow(-60),
  });
  expect(await pairOf(ritu.id, asha.id)).toMatchObject({ session_count: 2, total_sessions: 2 });
  await expectExact();

  // Attendance completes it; a change that touches no counted column leaves the row alone.
  await setStatus(earlier.id, { status: 'completed', clientConfirmedAt: NOW });
  await expectExact();

  // Rescheduled: the last session moves.
  await setStatus(held.id, { startsAt: hoursFromNow(72), endsAt: hoursFromNow(73) });
  await expectExact();

  // Cancelled after payment: still a session, no longer counted in total_sessions.
  await setStatus(held.id, { status: 'cancelled', cancelledBy: 'trainer', cancelledAt: NOW });
  expect(await pairOf(ritu.id, asha.id)).toMatchObject({ session_count: 2, total_sessions: 1 });
  await expectExact();

  // Holds that lapse or are given up unpaid never count.
  const lapsed = await createBookingRow(db, {
    clientId: vikram.id,
    trainerId: ritu.id,
    service: 'personal',
    location: 'gym',
    sessionDate: '2026-03-13',
    timeSlot: '7:00 AM',
    startsAt: hoursFromNow(70),
    status: 'pending',
    holdExpiresAt: hoursFromNow(0.25),
  });
  await setStatus(lapsed.id, { status: 'expired' });
  const givenUp = await createBookingRow(db, {
    clientId: vikram.id,
    trainerId: ritu.id,
    service: 'personal',
    location: 'gym',
    sessionDate: '2026-03-14',
    timeSlot: '7:00 AM',
    startsAt: hoursFromNow(94),
    status: 'pending',
    holdExpiresAt: hoursFromNow(0.25),
  });
  await setStatus(givenUp.id, { status: 'cancelled', cancelledBy: 'client', cancelledAt: NOW });
  expect(await pairOf(ritu.id, vikram.id)).toBeUndefined();
  await expectExact();

  // A session moved to another client and another trainer leaves both pairs exact.
  await setStatus(elsewhere.id, { clientId: vikram.id, trainerId: ritu.id });
  await expectExact();

  // A booking removed, then a client removed with all their bookings (none was paid, so no
  // money record keeps them; docs/decisions/0030-money-rows-and-delivery-upkeep.md).
  await db.delete(booking).where(eq(booking.id, earlier.id));
  await expectExact();
  await db.delete(booking).where(eq(booking.clientId, vikram.id));
  await db.delete(user).where(eq(user.id, vikram.id));
  expect(await pairOf(ritu.id, vikram.id)).toBeUndefined();
  expect(await expectExact()).toHaveLength(1);

  // Every booking of a pair gone: the row stays, counting nothing, and no page shows it.
  await db.delete(booking).where(eq(booking.id, held.id));
  expect(await expectExact()).toEqual([]);
});

it.runIf(process.env.TEST_DATABASE_URL)(
  'stays exact when two transactions change the same pair at once',
  async () => {
    const db = ctx.database.db;
    const place = { latitude: 19.07, longitude: 72.87 };
    const trainer = await createTrainerRow(db, place);
    const client = await createUserRow(db);
    const paidSession = (startsAt: Date) => ({
      id: randomUUID(),
      clientId: client.id,
      trainerId: trainer.id,
      service: 'personal' as const,
      location: 'gym' as const,
      sessionDate: '2026-03-12',
      timeSlot: '7:00 AM',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      status: 'confirmed' as const,
      pricePaise: 150_000,
      totalPaise: 150_000,
    });
    // The pair already has a row: the case where each transaction's own snapshot would miss the
    // other's booking unless the row is locked before it is recomputed.
    const earlier = paidSession(hoursFromNow(-24));
    await db.insert(booking).values(earlier);
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first books and holds its transaction open; the second cancels the earlier session.
    let inserted = false;
    const first = db.transaction(async (tx) => {
      await tx.insert(booking).values(paidSession(hoursFromNow(24)));
      inserted = true;
      await released;
    });
    const waiting = () =>
      executeRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
    // The second starts only once the first holds the pair's row.
    await expect.poll(() => inserted, { timeout: 5_000 }).toBe(true);
    const second = db.transaction(async (tx) => {
      await tx
        .update(booking)
        .set({ status: 'cancelled', cancelledBy: 'client', cancelledAt: NOW })
        .where(eq(booking.id, earlier.id));
    });
    await expect.poll(async () => (await waiting())[0]!.count, { timeout: 5_000 }).toBe(1);
    release();
    await Promise.all([first, second]);
    const [row] = (await expectExact()).filter((pair) => pair.client_id === client.id);
    expect(row).toMatchObject({ session_count: 2, total_sessions: 1 });
  },
);
