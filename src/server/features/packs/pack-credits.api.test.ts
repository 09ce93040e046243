import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booking, ledgerEntry, ledgerLine, payment, sessionPack } from '#server/db/schema.ts';
import { activePackRow, packTrainer } from '#server/test/pack-scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { PACK_MESSAGES } from '#shared/pack-messages.ts';

// Monday 2 March 2026, 10:00 AM IST.
const NOW = '2026-03-02T04:30:00.000Z';
const PAID = new Date('2026-03-01T04:30:00.000Z');
const EXPIRES = new Date('2026-04-30T18:29:59.000Z');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set(NOW));

const book = (token: string, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: '/api/bookings', token, payload });

const slot = (trainerId: string, packId: string, date = '2026-03-04', timeSlot = '7:00 AM') => ({
  trainerId,
  service: 'personal',
  date,
  timeSlot,
  location: 'gym',
  packId,
});

async function creditsOf(packId: string) {
  const [row] = await ctx.database.db
    .select({ creditsLeft: sessionPack.creditsLeft })
    .from(sessionPack)
    .where(eq(sessionPack.id, packId));
  return row?.creditsLeft;
}

async function setup(pack: Partial<Parameters<typeof activePackRow>[1]> = {}) {
  const { trainer, account } = await packTrainer(ctx);
  const client = await ctx.signUp({ firstName: 'Asha', lastName: 'Verma' });
  const packId = await activePackRow(ctx.database.db, {
    clientId: client.userId,
    trainerId: trainer.id,
    paidAt: PAID,
    expiresAt: EXPIRES,
    ...pack,
  });
  return { trainer, trainerAccount: account, client, packId };
}

describe('POST /api/bookings with a pack credit', () => {
  it('confirms at once, takes one credit and makes no payment', async () => {
    const { trainer, client, packId } = await setup();
    const response = await book(client.token, slot(trainer.id, packId));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(PACK_MESSAGES.bookedWithCredit(4));
    expect(body.data).toMatchObject({
      status: 'confirmed',
      packId,
      pricePaise: 140_000,
      totalPaise: 140_000,
      platformFeePaise: 0,
      paymentStatus: 'paid',
      expiresAt: null,
    });
    expect(await creditsOf(packId)).toBe(4);
    const payments = await ctx.database.db
      .select()
      .from(payment)
      .where(eq(payment.bookingId, body.data.id));
    expect(payments).toHaveLength(0);
  });

  it('refuses a taken slot with the slot message and keeps the credit', async () => {
    const { trainer, client, packId } = await setup();
    const other = await ctx.signUp();
    expect(
      (
        await book(other.token, {
          trainerId: trainer.id,
          service: 'personal',
          date: '2026-03-04',
          timeSlot: '7:00 AM',
          location: 'gym',
        })
      ).statusCode,
    ).toBe(201);
    const response = await book(client.token, slot(trainer.id, packId));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(BOOKING_MESSAGES.slotAlreadyBooked);
    expect(await creditsOf(packId)).toBe(5);
  });

  it('is not limited by the unpaid-hold limits: credit bookings are confirmed', async () => {
    const { trainer, client, packId } = await setup();
    for (const timeSlot of ['7:00 AM', '9:00 AM', '11:00 AM', '5:00 PM']) {
      expect(
        (await book(client.token, slot(trainer.id, packId, '2026-03-04', timeSlot))).statusCode,
      ).toBe(201);
    }
    expect(await creditsOf(packId)).toBe(1);
  });

  it('gives exactly the credits left to five bookings at once, never below zero', async () => {
    const { trainer, client, packId } = await setup({ creditsLeft: 2 });
    const slots = ['7:00 AM', '9:00 AM', '11:00 AM', '5:00 PM', '6:00 PM'];
    const answers = await Promise.all(
      slots.map((timeSlot) => book(client.token, slot(trainer.id, packId, '2026-03-05', timeSlot))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(3);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().message).toBe(PACK_MESSAGES.packNotUsable);
    }
    expect(await creditsOf(packId)).toBe(0);
    const rows = await ctx.database.db.select().from(booking).where(eq(booking.packId, packId));
    expect(rows).toHaveLength(2);
  }, 30_000);

  it('refuses someone else’s pack, another service’s, another trainer’s, an expired or pending one', async () => {
    const { trainer, client, packId } = await setup();
    const stranger = await ctx.signUp();
    const refused = async (token: string, payload: Record<string, unknown>) => {
      const response = await book(token, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(PACK_MESSAGES.packNotUsable);
    };
    await refused(stranger.token, slot(trainer.id, packId));
    await refused(client.token, {
      ...slot(trainer.id, packId),
      service: 'online',
      location: 'online',
    });
    const { trainer: otherTrainer } = await packTrainer(ctx);
    await refused(client.token, slot(otherTrainer.id, packId));
    await refused(client.token, slot(trainer.id, 'no-such-pack'));
    await ctx.database.db
      .update(sessionPack)
      .set({ expiresAt: new Date('2026-03-02T04:00:00.000Z') })
      .where(eq(sessionPack.id, packId));
    await refused(client.token, slot(trainer.id, packId));
    await ctx.database.db
      .update(sessionPack)
      .set({ expiresAt: EXPIRES, status: 'pending' })
      .where(eq(sessionPack.id, packId));
    await refused(client.token, slot(trainer.id, packId));
    expect(await creditsOf(packId)).toBe(5);
  });
});

describe('cancelling a session booked with a credit', () => {
  it('gives the credit back when the client cancels 24 hours or more before', async () => {
    const { trainer, client, packId } = await setup();
    const booked = (await book(client.token, slot(trainer.id, packId))).json().data;
    expect(await creditsOf(packId)).toBe(4);
    const response = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${booked.id}/cancel`,
      token: client.token,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(PACK_MESSAGES.creditBack(5));
    expect(await creditsOf(packId)).toBe(5);
  });

  it('gives the credit back when the trainer cancels, whatever the time left', async () => {
    const { trainer, trainerAccount, client, packId } = await setup();
    const booked = (
      await book(client.token, slot(trainer.id, packId, '2026-03-02', '5:00 PM'))
    ).json().data;
    const response = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${booked.id}/cancel`,
      token: trainerAccount.token,
      payload: { reason: 'I am unwell today, sorry' },
    });
    expect(response.statusCode).toBe(200);
    expect(await creditsOf(packId)).toBe(5);
  });

  it('uses the credit when the client cancels late: its worth is owed to the trainer', async () => {
    const { trainer, client, packId } = await setup();
    const booked = (
      await book(client.token, slot(trainer.id, packId, '2026-03-02', '5:00 PM'))
    ).json().data;
    const response = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${booked.id}/cancel`,
      token: client.token,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(PACK_MESSAGES.creditUsed);
    expect(await creditsOf(packId)).toBe(4);
    const lines = await ctx.database.db
      .select({ account: ledgerLine.account, amountPaise: ledgerLine.amountPaise })
      .from(ledgerLine)
      .innerJoin(ledgerEntry, eq(ledgerEntry.id, ledgerLine.entryId))
      .where(eq(ledgerEntry.source, `pack-session:${booked.id}`));
    expect(lines).toEqual(
      expect.arrayContaining([
        { account: 'client_prepaid', amountPaise: 140_000 },
        { account: 'trainer_payable', amountPaise: -140_000 },
      ]),
    );
  });
  it('gives the credit back when the client declines the trainer’s new time and cancels, even late', async () => {
    const { trainer, trainerAccount, client, packId } = await setup();
    const booked = (
      await book(client.token, slot(trainer.id, packId, '2026-03-02', '5:00 PM'))
    ).json().data;
    const proposed = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${booked.id}/move-proposals`,
      token: trainerAccount.token,
      payload: { date: '2026-03-04', timeSlot: '7:00 AM' },
    });
    expect(proposed.statusCode).toBe(201);
    const response = await ctx.request({
      method: 'POST',
      url: `/api/bookings/${booked.id}/move-proposals/decline`,
      token: client.token,
      payload: { cancel: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(PACK_MESSAGES.creditBack(5));
    expect(response.json().data.status).toBe('cancelled');
    expect(await creditsOf(packId)).toBe(5);
  });
});
