import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, trainer } from '#server/db/schema.ts';
import { createBookingRow, createTrainerRow, createUserRow } from '#server/test/scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { addIstDays, istInstant } from '#shared/ist.ts';

// What the database holds is what a visitor sees on the very next search, whoever wrote it:
// the listing keeps no copy of its own
// (docs/decisions/0009-listing-and-holds-from-postgresql-alone.md).
let ctx: TestContext;
const SPOT = { latitude: 23.2599, longitude: 77.4126 }; // Bhopal: no other test trainer nearby

const names = async () => {
  const response = await ctx.request({
    method: 'GET',
    url: `/api/trainers/nearby?latitude=${SPOT.latitude}&longitude=${SPOT.longitude}&radius=20&limit=50`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    name: string;
    rating: number | null;
    bookingfull: boolean;
    nextFreeAt: string | null;
  }[];
};

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the listing after changes', () => {
  it('shows a trainer added, renamed, rated, unpublished and deleted on the next search', async () => {
    const db = ctx.database.db;
    expect(await names()).toEqual([]);
    const added = await createTrainerRow(db, { ...SPOT, name: 'Bhopal Coach' });
    expect((await names()).map((card) => card.name)).toEqual(['Bhopal Coach']);

    await db
      .update(trainer)
      .set({ name: 'Bhopal Strength Coach', ratingSum: 9, reviewCount: 2 })
      .where(eq(trainer.id, added.id));
    expect(await names()).toMatchObject([{ name: 'Bhopal Strength Coach', rating: 4.5 }]);

    await db.update(trainer).set({ published: false }).where(eq(trainer.id, added.id));
    expect(await names()).toEqual([]);

    await db.update(trainer).set({ published: true }).where(eq(trainer.id, added.id));
    expect(await names()).toHaveLength(1);
    await db
      .update(trainer)
      .set({ latitude: 28.61, longitude: 77.2 })
      .where(eq(trainer.id, added.id));
    expect(await names()).toEqual([]);

    await db.delete(trainer).where(eq(trainer.id, added.id));
    expect(await names()).toEqual([]);
  });

  it('marks a trainer booking full while a hold or a booking takes their last slot, and names the next free one', async () => {
    const db = ctx.database.db;
    // The clock: 2026-03-02 10:00 IST. Only 7:00 AM on 4 March is left in the next ten days.
    const open = '2026-03-04';
    const blocked = Array.from({ length: 10 }, (_, day) => addIstDays('2026-03-02', day)).filter(
      (date) => date !== open,
    );
    const full = await createTrainerRow(db, {
      ...SPOT,
      name: 'Nearly Full',
      availableTimes: ['7:00 AM'],
      blockedDates: blocked,
    });
    expect(await names()).toMatchObject([
      { name: 'Nearly Full', bookingfull: false, nextFreeAt: istInstant(open, 7).toISOString() },
    ]);

    const client = await createUserRow(db);
    const hold = await createBookingRow(db, {
      clientId: client.id,
      trainerId: full.id,
      service: 'personal',
      location: 'gym',
      sessionDate: open,
      timeSlot: '7:00 AM',
      startsAt: istInstant(open, 7),
      status: 'pending',
      holdExpiresAt: new Date(ctx.clock.now().getTime() + 15 * 60_000),
    });
    expect(await names()).toMatchObject([{ bookingfull: true, nextFreeAt: null }]);

    // the unpaid hold lapses: no write, the clock alone frees the slot
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 16 * 60_000));
    expect(await names()).toMatchObject([{ bookingfull: false }]);

    await db
      .update(booking)
      .set({ status: 'confirmed', holdExpiresAt: null })
      .where(eq(booking.id, hold.id));
    expect(await names()).toMatchObject([{ bookingfull: true }]);
  });
});
