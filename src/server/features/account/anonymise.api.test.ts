import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReferencedRowViolation } from '#server/db/pg-errors.ts';
import {
  booking,
  payment,
  payout,
  payoutBooking,
  session,
  trainer,
  user,
} from '#server/db/schema.ts';
import { heldBooking, paidInSandbox, verify } from '#server/test/payment-scenarios.ts';
import { createBookingRow, createTrainerRow, createUserRow } from '#server/test/scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';
import { anonymiseUser } from './anonymise.repository';

const NOW = new Date('2026-03-02T04:30:00.000Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());

async function paidBooking() {
  const scenario = await heldBooking(ctx);
  const { payment: paid } = await paidInSandbox(ctx, scenario.client.token, scenario.booking.id);
  const response = await verify(ctx, scenario.client.token, {
    bookingId: scenario.booking.id,
    ...paid,
  });
  expect(response.statusCode).toBe(200);
  return scenario;
}

/** The database's answer to a delete: 'refused' for a foreign key violation. */
async function deleting(run: () => Promise<unknown>) {
  try {
    await run();
    return 'deleted';
  } catch (error) {
    if (isReferencedRowViolation(error)) return 'refused';
    throw error;
  }
}

describe('money records outlive the people in them', () => {
  it('refuses to delete a client, a paid booking or a trainer that money records point at', async () => {
    const { client, trainer: booked, booking: held } = await paidBooking();
    const db = ctx.database.db;
    expect(await deleting(() => db.delete(user).where(eq(user.id, client.userId)))).toBe('refused');
    expect(await deleting(() => db.delete(booking).where(eq(booking.id, held.id)))).toBe('refused');
    expect(await deleting(() => db.delete(trainer).where(eq(trainer.id, booked.id)))).toBe(
      'refused',
    );
    const [kept] = await db.select().from(payment).where(eq(payment.bookingId, held.id));
    expect(kept).toMatchObject({ status: 'paid' });
  });

  it('refuses to delete a payout, the sessions it paid, or its trainer', async () => {
    const db = ctx.database.db;
    const paidTrainer = await createTrainerRow(db, { latitude: 19.07, longitude: 72.87 });
    const client = await createUserRow(db);
    const session = await createBookingRow(db, {
      clientId: client.id,
      trainerId: paidTrainer.id,
      service: 'personal',
      location: 'gym',
      sessionDate: '2026-02-25',
      timeSlot: '7:00 AM',
      startsAt: new Date('2026-02-25T01:30:00.000Z'),
      status: 'completed',
    });
    const payoutId = randomUUID();
    await db.insert(payout).values({
      id: payoutId,
      trainerId: paidTrainer.id,
      weekStart: '2026-02-23',
      weekEnd: '2026-03-01',
      status: 'paid',
      sessionCount: 1,
      grossPaise: 150_000,
      platformFeePaise: 7_500,
      netPaise: 142_500,
      provider: 'manual',
      createdAt: NOW,
      updatedAt: NOW,
    });
    await db
      .insert(payoutBooking)
      .values({ payoutId, bookingId: session.id, grossPaise: 150_000, platformFeePaise: 7_500 });
    expect(await deleting(() => db.delete(payout).where(eq(payout.id, payoutId)))).toBe('refused');
    expect(await deleting(() => db.delete(booking).where(eq(booking.id, session.id)))).toBe(
      'refused',
    );
    expect(await deleting(() => db.delete(trainer).where(eq(trainer.id, paidTrainer.id)))).toBe(
      'refused',
    );
    expect(await deleting(() => db.delete(user).where(eq(user.id, paidTrainer.owner.id)))).toBe(
      'refused',
    );
  });

  it('anonymises a person instead: details blanked, signed out, the money records kept', async () => {
    const { client, trainerAccount, booking: held } = await paidBooking();
    const db = ctx.database.db;
    expect(await anonymiseUser(db, client.userId, NOW)).toBe(true);

    const [row] = await db.select().from(user).where(eq(user.id, client.userId));
    expect(row).toMatchObject({
      name: MESSAGES.anonymisedPersonName,
      email: `${client.userId}@anonymised.invalid`,
      firstName: MESSAGES.anonymisedPersonName,
      lastName: '',
      phone: null,
      image: null,
      profileImageUrl: null,
      anonymisedAt: NOW,
    });
    expect(await db.select().from(session).where(eq(session.userId, client.userId))).toEqual([]);
    const profile = await ctx.request({ method: 'GET', url: '/api/profile', token: client.token });
    expect(profile.statusCode).toBe(401);
    const [kept] = await db.select().from(payment).where(eq(payment.bookingId, held.id));
    expect(kept).toMatchObject({ status: 'paid' });

    // a trainer who leaves disappears from the listing, their payments stay
    expect(await anonymiseUser(db, trainerAccount.userId, NOW)).toBe(true);
    const [profileRow] = await db
      .select()
      .from(trainer)
      .where(eq(trainer.userId, trainerAccount.userId));
    expect(profileRow).toMatchObject({
      published: false,
      name: MESSAGES.anonymisedPersonName,
      phone: null,
    });
    expect(await anonymiseUser(db, 'no-such-user', NOW)).toBe(false);
  });

  it('still deletes a person who has no money records', async () => {
    const account = await ctx.signUp();
    const db = ctx.database.db;
    expect(await deleting(() => db.delete(user).where(eq(user.id, account.userId)))).toBe(
      'deleted',
    );
  });
});
