import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booking as bookingTable, sessionPack } from '#server/db/schema.ts';
import { activePackRow } from '#server/test/pack-scenarios.ts';
import { createOrder, verify } from '#server/test/payment-scenarios.ts';
import { createBookingRow, createTrainerRow } from '#server/test/scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { repeatTrainer } from '#server/test/weekly-repeat-scenarios.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { paymentBreakdown } from '#shared/fees.ts';
import { istInstant } from '#shared/ist.ts';
import { MESSAGES } from '#shared/messages.ts';
import { REPEAT_MESSAGES } from '#shared/weekly-repeat-messages.ts';

// Monday 2 March 2026, 10:00 IST. The repeats start on Tuesday 3 March.
const NOW = '2026-03-02T04:30:00.000Z';
const TUESDAYS = ['2026-03-03', '2026-03-10', '2026-03-17', '2026-03-24'];
let ctx: TestContext;
let address = 0;
let remoteAddress = '10.1.0.1';

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.clock.set(NOW);
  address += 1;
  remoteAddress = `10.1.${address}.1`;
});

/** The client's paid pack of `credits` sessions, valid to 1 June 2026. */
const activePack = ({
  credits,
  ...values
}: {
  clientId: string;
  trainerId: string;
  credits: number;
  service?: 'personal' | 'online';
}) =>
  activePackRow(ctx.database.db, {
    ...values,
    sessions: credits,
    pricePaise: 150_000 * credits,
    paidAt: new Date(NOW),
    expiresAt: new Date('2026-06-01T18:29:59.000Z'),
  });

const base = (trainerId: string) => ({
  trainerId,
  service: 'personal',
  location: 'gym',
  date: TUESDAYS[0],
  timeSlot: '7:00 AM',
  weeks: 4,
});

const preview = (token: string, payload: Record<string, unknown>) =>
  ctx.request({
    method: 'POST',
    url: '/api/bookings/repeat/preview',
    token,
    remoteAddress,
    payload,
  });

const repeat = (token: string, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: '/api/bookings/repeat', token, remoteAddress, payload });

const slots = (dates: readonly string[], timeSlot = '7:00 AM') =>
  dates.map((date) => ({ date, timeSlot }));

/** Another client's paid session in the trainer's slot. */
async function takenBy(trainerId: string, date: string, hour: number) {
  const other = await ctx.signUp();
  await createBookingRow(ctx.database.db, {
    clientId: other.userId,
    trainerId,
    service: 'personal',
    location: 'gym',
    sessionDate: date,
    timeSlot: `${hour > 12 ? hour - 12 : hour}:00 ${hour >= 12 ? 'PM' : 'AM'}`,
    startsAt: istInstant(date, hour),
    status: 'confirmed',
  });
}

describe('POST /api/bookings/repeat/preview', () => {
  it('lists the same weekday and IST time each week, all free, with one payment’s price', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const client = await ctx.signUp();
    const answer = await preview(client.token, base(t.id));
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.sessions.map((s: { date: string }) => s.date)).toEqual(TUESDAYS);
    expect(data.sessions[0]).toEqual({
      date: '2026-03-03',
      timeSlot: '7:00 AM',
      startsAt: '2026-03-03T01:30:00.000Z',
      free: true,
      alternatives: [],
    });
    const each = paymentBreakdown(150_000, ctx.config.payment.fees).totalPaise;
    expect(data).toMatchObject({
      sessionPricePaise: 150_000,
      sessionTotalPaise: each,
      totalPaise: 4 * each,
      usablePacks: [],
    });
  });

  it('marks a taken week and a closed week, with alternatives nearest first', async () => {
    const t = await repeatTrainer(ctx.database.db, { blockedDates: ['2026-03-17'] });
    await takenBy(t.id, '2026-03-10', 7);
    const client = await ctx.signUp();
    const data = (await preview(client.token, base(t.id))).json().data;
    expect(data.sessions.map((s: { free: boolean }) => s.free)).toEqual([true, false, false, true]);
    expect(data.sessions[1]).toMatchObject({
      reason: REPEAT_MESSAGES.weekTaken,
      alternatives: [
        { date: '2026-03-10', timeSlot: '11:00 AM' },
        { date: '2026-03-10', timeSlot: '6:00 PM' },
        { date: '2026-03-09', timeSlot: '7:00 AM' },
      ],
    });
    expect(data.sessions[2]).toMatchObject({
      reason: REPEAT_MESSAGES.weekClosed,
      alternatives: [
        { date: '2026-03-16', timeSlot: '7:00 AM' },
        { date: '2026-03-18', timeSlot: '7:00 AM' },
      ],
    });
    const each = paymentBreakdown(150_000, ctx.config.payment.fees).totalPaise;
    expect(data.totalPaise).toBe(2 * each);
  });

  it('offers the client’s own usable packs of this trainer and service only', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const other = await repeatTrainer(ctx.database.db);
    const client = await ctx.signUp();
    const stranger = await ctx.signUp();
    const own = await activePack({ clientId: client.userId, trainerId: t.id, credits: 6 });
    await activePack({ clientId: client.userId, trainerId: other.id, credits: 6 });
    await activePack({
      clientId: client.userId,
      trainerId: t.id,
      credits: 6,
      service: 'online',
    });
    await activePack({ clientId: stranger.userId, trainerId: t.id, credits: 6 });
    const data = (await preview(client.token, base(t.id))).json().data;
    expect(data.usablePacks).toEqual([
      { id: own, creditsLeft: 6, expiresAt: '2026-06-01T18:29:59.000Z' },
    ]);
  });

  it.each([
    [{ weeks: 1 }, 400, REPEAT_MESSAGES.weeksOutOfRange],
    [{ weeks: 9 }, 400, REPEAT_MESSAGES.weeksOutOfRange],
    [{ weeks: 2.5 }, 400, REPEAT_MESSAGES.weeksOutOfRange],
    [{ date: '2026-03-20' }, 400, BOOKING_MESSAGES.dateOutsideWindow],
    [{ date: '2026-02-30' }, 400, BOOKING_MESSAGES.invalidBookingDate],
    [{ timeSlot: '8:00 AM' }, 400, BOOKING_MESSAGES.slotNotOffered],
    [{ service: 'group' }, 400, BOOKING_MESSAGES.serviceNotOffered],
    [{ location: 'online' }, 400, BOOKING_MESSAGES.onlineLocationMismatch],
    [{ trainerId: 'no-such-trainer' }, 404, MESSAGES.trainerNotFound],
  ])('refuses %o with a catalogue message', async (change, status, message) => {
    const t = await repeatTrainer(ctx.database.db);
    const client = await ctx.signUp();
    const answer = await preview(client.token, { ...base(t.id), ...change });
    expect(answer.statusCode).toBe(status);
    expect(answer.json().message).toBe(message);
  });

  it('is for signed-in clients, and not for booking oneself', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const anonymous = await ctx.request({
      method: 'POST',
      url: '/api/bookings/repeat/preview',
      payload: base(t.id),
    });
    expect(anonymous.statusCode).toBe(401);
    const self = await ctx.signUp();
    const mine = await createTrainerRow(ctx.database.db, {
      latitude: 19,
      longitude: 72,
      userId: self.userId,
      availableTimes: ['7:00 AM'],
      trainsAtGym: true,
    });
    const answer = await preview(self.token, base(mine.id));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(BOOKING_MESSAGES.cannotBookYourself);
  });
});

describe('POST /api/bookings/repeat, paying once', () => {
  it('holds every chosen week in one series with one pack to pay, and skips none', async () => {
    const t = await repeatTrainer(ctx.database.db);
    await takenBy(t.id, '2026-03-10', 7);
    const client = await ctx.signUp();
    const chosen = [
      { date: '2026-03-03', timeSlot: '7:00 AM' },
      { date: '2026-03-10', timeSlot: '11:00 AM' },
      { date: '2026-03-17', timeSlot: '7:00 AM' },
      { date: '2026-03-24', timeSlot: '7:00 AM' },
    ];
    const answer = await repeat(client.token, { ...base(t.id), sessions: chosen });
    expect(answer.statusCode).toBe(201);
    const { packId, paymentPath, skipped } = answer.json().data;
    expect(paymentPath).toBe(`/payment?pack=${packId}`);
    expect(skipped).toEqual([]);
    const rows = await ctx.database.db
      .select()
      .from(bookingTable)
      .where(eq(bookingTable.packId, packId));
    expect(rows.map((row) => [row.sessionDate, row.timeSlot, row.status]).sort()).toEqual(
      chosen.map((slot) => [slot.date, slot.timeSlot, 'pending']),
    );
    expect(new Set(rows.map((row) => row.seriesId)).size).toBe(1);
    const [pack] = await ctx.database.db
      .select()
      .from(sessionPack)
      .where(eq(sessionPack.id, packId));
    const each = paymentBreakdown(150_000, ctx.config.payment.fees);
    expect(pack).toMatchObject({
      kind: 'series',
      status: 'pending',
      sessions: 4,
      clientId: client.userId,
      totalPaise: 4 * each.totalPaise,
    });

    const list = (await ctx.request({ method: 'GET', url: '/api/bookings', token: client.token }))
      .json()
      .data.filter((b: { series: unknown }) => b.series);
    expect(
      list
        .map((b: { sessionDate: string; series: { index: number; count: number } }) => [
          b.sessionDate,
          b.series.index,
          b.series.count,
        ])
        .sort(),
    ).toEqual([
      ['2026-03-03', 1, 4],
      ['2026-03-10', 2, 4],
      ['2026-03-17', 3, 4],
      ['2026-03-24', 4, 4],
    ]);
  });

  it('counts the series as one hold: another hold with the trainer is refused', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const client = await ctx.signUp();
    const held = await repeat(client.token, { ...base(t.id), sessions: slots(TUESDAYS) });
    expect(held.statusCode).toBe(201);
    const single = await ctx.request({
      method: 'POST',
      url: '/api/bookings',
      token: client.token,
      remoteAddress,
      payload: { ...base(t.id), weeks: undefined, date: '2026-03-04', timeSlot: '7:00 AM' },
    });
    expect(single.statusCode).toBe(409);
    expect(single.json().message).toMatch(/without paying/);
    const second = await repeat(client.token, {
      ...base(t.id),
      date: '2026-03-04',
      sessions: slots(['2026-03-04', '2026-03-11']),
      weeks: 2,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().hold).toMatchObject({ trainerName: t.name });
  });

  it('counts the series as one of the three holds in all', async () => {
    const client = await ctx.signUp();
    const trainers = [];
    for (let i = 0; i < 3; i += 1) trainers.push(await repeatTrainer(ctx.database.db));
    const first = await repeat(client.token, {
      ...base(trainers[0]!.id),
      sessions: slots(TUESDAYS),
    });
    expect(first.statusCode).toBe(201);
    for (const t of trainers.slice(1)) {
      const single = await ctx.request({
        method: 'POST',
        url: '/api/bookings',
        token: client.token,
        remoteAddress,
        payload: { ...base(t.id), weeks: undefined },
      });
      expect(single.statusCode).toBe(201);
    }
  });

  it('skips a chosen week taken since the preview and holds the rest', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const client = await ctx.signUp();
    await takenBy(t.id, '2026-03-17', 7);
    const answer = await repeat(client.token, { ...base(t.id), sessions: slots(TUESDAYS) });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.skipped).toEqual([
      { date: '2026-03-17', timeSlot: '7:00 AM', reason: REPEAT_MESSAGES.weekTaken },
    ]);
    const [pack] = await ctx.database.db
      .select({ sessions: sessionPack.sessions })
      .from(sessionPack)
      .where(eq(sessionPack.id, answer.json().data.packId));
    expect(pack?.sessions).toBe(3);
  });

  it('refuses choices that are not one per week of the repeat, changing nothing', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const client = await ctx.signUp();
    for (const sessions of [
      slots(['2026-03-03', '2026-03-04']),
      slots(['2026-03-06']),
      slots(['2026-03-03', '2026-03-31']),
      [{ date: '2026-03-03', timeSlot: '8:00 AM' }],
      [],
    ]) {
      const answer = await repeat(client.token, { ...base(t.id), sessions });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(REPEAT_MESSAGES.choicesInvalid);
    }
    const rows = await ctx.database.db
      .select()
      .from(bookingTable)
      .where(eq(bookingTable.trainerId, t.id));
    expect(rows).toEqual([]);
  });

  it('answers 409 when none of the chosen weeks is free', async () => {
    const t = await repeatTrainer(ctx.database.db);
    await takenBy(t.id, '2026-03-03', 7);
    const client = await ctx.signUp();
    const answer = await repeat(client.token, {
      ...base(t.id),
      sessions: slots(['2026-03-03']),
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(REPEAT_MESSAGES.nothingFree);
  });
});

describe('POST /api/bookings/repeat with pack credits', () => {
  it('confirms each free week with a credit and skips the taken one', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const client = await ctx.signUp();
    const packId = await activePack({
      clientId: client.userId,
      trainerId: t.id,
      credits: 5,
    });
    await takenBy(t.id, '2026-03-10', 7);
    const answer = await repeat(client.token, { ...base(t.id), sessions: slots(TUESDAYS), packId });
    expect(answer.statusCode).toBe(201);
    const { bookings, skipped } = answer.json().data;
    expect(
      bookings.map((b: { sessionDate: string; status: string }) => [b.sessionDate, b.status]),
    ).toEqual([
      ['2026-03-03', 'confirmed'],
      ['2026-03-17', 'confirmed'],
      ['2026-03-24', 'confirmed'],
    ]);
    expect(bookings[2].series).toMatchObject({ index: 3, count: 3 });
    expect(skipped).toEqual([
      { date: '2026-03-10', timeSlot: '7:00 AM', reason: REPEAT_MESSAGES.weekTaken },
    ]);
    const [pack] = await ctx.database.db
      .select({ creditsLeft: sessionPack.creditsLeft })
      .from(sessionPack)
      .where(eq(sessionPack.id, packId));
    expect(pack?.creditsLeft).toBe(2);
  });

  it('refuses a pack without a credit for every chosen week, spending none', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const client = await ctx.signUp();
    const packId = await activePack({
      clientId: client.userId,
      trainerId: t.id,
      credits: 3,
    });
    const answer = await repeat(client.token, { ...base(t.id), sessions: slots(TUESDAYS), packId });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(REPEAT_MESSAGES.notEnoughCredits(3, 4));
  });

  it('refuses another trainer’s pack of the client', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const other = await repeatTrainer(ctx.database.db);
    const client = await ctx.signUp();
    const packId = await activePack({
      clientId: client.userId,
      trainerId: other.id,
      credits: 8,
    });
    const answer = await repeat(client.token, { ...base(t.id), sessions: slots(TUESDAYS), packId });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(REPEAT_MESSAGES.packNotUsable);
  });
});

describe('two clients setting up the same repeat at once', () => {
  it('holds each week for one of them only', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const [first, second] = [await ctx.signUp(), await ctx.signUp()];
    const answers = await Promise.all(
      [first, second].map((client) =>
        repeat(client.token, { ...base(t.id), sessions: slots(TUESDAYS) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const held = await ctx.database.db
      .select({ startsAt: bookingTable.startsAt, clientId: bookingTable.clientId })
      .from(bookingTable)
      .where(eq(bookingTable.trainerId, t.id));
    expect(held).toHaveLength(4);
    expect(new Set(held.map((row) => row.clientId)).size).toBe(1);
  });
});

describe('paying a weekly repeat once', () => {
  it('confirms every held session of the series with one payment', async () => {
    const t = await repeatTrainer(ctx.database.db);
    const client = await ctx.signUp();
    const held = await repeat(client.token, { ...base(t.id), sessions: slots(TUESDAYS) });
    const { packId } = held.json().data;
    const order = await createOrder(ctx, client.token, { packId });
    expect(order.statusCode).toBe(200);
    const each = paymentBreakdown(150_000, ctx.config.payment.fees).totalPaise;
    expect(order.json().data.amount).toBe(4 * each);
    const completed = await ctx.request({
      method: 'POST',
      url: '/api/payment/sandbox/complete',
      token: client.token,
      payload: { orderId: order.json().data.orderId, outcome: 'success', method: 'upi' },
    });
    const verified = await verify(ctx, client.token, { packId, ...completed.json().data });
    expect(verified.statusCode).toBe(200);
    const list = (await ctx.request({ method: 'GET', url: '/api/bookings', token: client.token }))
      .json()
      .data.filter((b: { trainerId: string }) => b.trainerId === t.id);
    expect(list.map((b: { status: string }) => b.status)).toEqual(Array(4).fill('confirmed'));
    expect(list.every((b: { series: { count: number } }) => b.series.count === 4)).toBe(true);
  });
});
