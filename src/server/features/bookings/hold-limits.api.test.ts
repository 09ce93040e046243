import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { booking as bookingTable } from '#server/db/schema.ts';
import { createTrainerRow, services } from '#server/test/scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { HOLD_LIMITS } from '#shared/booking-status.ts';
import { MESSAGES } from '#shared/messages.ts';
import { HOLD_RATE_LIMITS } from './bookings.routes';

const NOW = '2026-03-02T04:30:00.000Z';
let ctx: TestContext;
/** Each test's requests come from an address of their own, so the per-address limit stays its. */
let address = 0;
let remoteAddress = '10.0.0.1';

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.clock.set(NOW);
  address += 1;
  remoteAddress = `10.0.${address}.1`;
});

let trainerCount = 0;
async function trainer() {
  trainerCount += 1;
  return createTrainerRow(ctx.database.db, {
    latitude: 19.076,
    longitude: 72.8777,
    name: `Ritu Sharma ${trainerCount}`,
    services: services({ personal: 1500 }),
    availableTimes: ['7:00 AM', '11:00 AM', '6:00 PM'],
    trainsAtGym: true,
  });
}

const hold = (token: string, trainerId: string, timeSlot = '7:00 AM') =>
  ctx.request({
    method: 'POST',
    url: '/api/bookings',
    token,
    remoteAddress,
    payload: { trainerId, service: 'personal', date: '2026-03-03', timeSlot, location: 'gym' },
  });

const release = (token: string, id: string) =>
  ctx.request({ method: 'POST', url: `/api/bookings/${id}/cancel`, token, payload: {} });

const holdsOf = async (clientId: string) =>
  ctx.database.db
    .select({ id: bookingTable.id })
    .from(bookingTable)
    .where(and(eq(bookingTable.clientId, clientId), eq(bookingTable.status, 'pending')));

// docs/decisions/0031-scarce-holds-and-paid-chats.md
describe('unpaid holds are scarce', () => {
  it('refuses a second unpaid hold with one trainer, naming the hold to pay or release', async () => {
    const t = await trainer();
    const client = await ctx.signUp();
    const first = (await hold(client.token, t.id)).json().data;
    const second = await hold(client.token, t.id, '11:00 AM');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      success: false,
      message: BOOKING_MESSAGES.holdLimitPerTrainer(t.name, 'Tue, 3 Mar, 7:00 AM'),
      hold: {
        id: first.id,
        trainerName: t.name,
        sessionDate: '2026-03-03',
        timeSlot: '7:00 AM',
        paymentPath: `/payment?booking=${first.id}`,
      },
    });
    expect(await holdsOf(client.userId)).toEqual([{ id: first.id }]);
  });

  it('names the hold in the way in Hindi, its day and time too, to a Hindi page', async () => {
    const t = await trainer();
    const client = await ctx.signUp();
    await hold(client.token, t.id);
    const second = await ctx.request({
      method: 'POST',
      url: '/api/bookings',
      token: client.token,
      remoteAddress,
      headers: { 'accept-language': 'hi-IN' },
      payload: {
        trainerId: t.id,
        service: 'personal',
        date: '2026-03-03',
        timeSlot: '11:00 AM',
        location: 'gym',
      },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      `आपने ${t.name} के साथ मंगल, 3 मार्च, सुबह 7:00 का स्लॉट बिना पेमेंट के रोका हुआ है। ${t.name} के साथ दूसरा स्लॉट रोकने से पहले उसका पेमेंट पूरा करें या उसे छोड़ दें।`,
    );
    expect(second.json().hold.timeSlot).toBe('7:00 AM');
  });

  it(`refuses a hold beyond ${HOLD_LIMITS.perClient} in all, naming the next to lapse`, async () => {
    const client = await ctx.signUp();
    const trainers = [];
    for (let i = 0; i <= HOLD_LIMITS.perClient; i += 1) trainers.push(await trainer());
    const granted = [];
    for (const [index, t] of trainers.slice(0, -1).entries()) {
      ctx.clock.set(new Date(Date.parse(NOW) + index * 60_000));
      const answer = await hold(client.token, t.id);
      expect(answer.statusCode).toBe(201);
      granted.push(answer.json().data.id);
    }
    const refused = await hold(client.token, trainers.at(-1)!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      BOOKING_MESSAGES.holdLimitPerClient(
        HOLD_LIMITS.perClient,
        trainers[0]!.name,
        'Tue, 3 Mar, 7:00 AM',
      ),
    );
    expect(refused.json().hold).toMatchObject({ id: granted[0], trainerName: trainers[0]!.name });
    expect(await holdsOf(client.userId)).toHaveLength(HOLD_LIMITS.perClient);
  });

  it('frees the slot at once when the client releases the hold, and lets them hold again', async () => {
    const t = await trainer();
    const client = await ctx.signUp();
    const other = await ctx.signUp();
    const held = (await hold(client.token, t.id)).json().data;
    expect((await hold(other.token, t.id)).statusCode).toBe(409);
    const released = await release(client.token, held.id);
    expect(released.statusCode).toBe(200);
    expect(released.json().data.status).toBe('cancelled');
    expect((await hold(client.token, t.id, '11:00 AM')).statusCode).toBe(201);
    expect((await hold(other.token, t.id)).statusCode).toBe(201);
  });

  it('counts a hold only while it lasts', async () => {
    const t = await trainer();
    const client = await ctx.signUp();
    expect((await hold(client.token, t.id)).statusCode).toBe(201);
    ctx.clock.set('2026-03-02T04:45:00.000Z');
    expect((await hold(client.token, t.id, '11:00 AM')).statusCode).toBe(201);
  });

  it(`lets one client hold one slot unpaid at most ${HOLD_LIMITS.perSlot} times`, async () => {
    const t = await trainer();
    const client = await ctx.signUp();
    const first = (await hold(client.token, t.id)).json().data;
    await release(client.token, first.id);
    // renewed as it lapses
    const second = await hold(client.token, t.id);
    expect(second.statusCode).toBe(201);
    ctx.clock.set('2026-03-02T04:45:00.000Z');
    const third = await hold(client.token, t.id);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ success: false, message: BOOKING_MESSAGES.holdLimitPerSlot });
    // the slot is free for everyone else
    expect((await hold((await ctx.signUp()).token, t.id)).statusCode).toBe(201);
  });

  it('refuses concurrent holds beyond the limits', async () => {
    const client = await ctx.signUp();
    const trainers = await Promise.all(Array.from({ length: 6 }, () => trainer()));
    const answers = await Promise.all([
      ...trainers.map((t) => hold(client.token, t.id)),
      ...trainers.slice(0, 3).map((t) => hold(client.token, t.id, '6:00 PM')),
    ]);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(
      HOLD_LIMITS.perClient,
    );
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(
      9 - HOLD_LIMITS.perClient,
    );
    expect(await holdsOf(client.userId)).toHaveLength(HOLD_LIMITS.perClient);
  });
});

describe('how often POST /api/bookings may be asked', () => {
  it(`answers 429 beyond ${HOLD_RATE_LIMITS.perAccount.max} attempts a minute per account`, async () => {
    const client = await ctx.signUp();
    const answers = [];
    for (let i = 0; i <= HOLD_RATE_LIMITS.perAccount.max; i += 1) {
      remoteAddress = `10.1.${i}.1`; // a new address each time: only the account is counted
      answers.push(await hold(client.token, 'no-such-trainer'));
    }
    expect(answers.slice(0, -1).map((answer) => answer.statusCode)).toEqual(
      Array(HOLD_RATE_LIMITS.perAccount.max).fill(404),
    );
    expect(answers.at(-1)!.statusCode).toBe(429);
    expect(answers.at(-1)!.json().message).toBe(MESSAGES.tooManyRequests);
    // another account is not held back
    expect((await hold((await ctx.signUp()).token, 'no-such-trainer')).statusCode).toBe(404);
  });

  it(`answers 429 beyond ${HOLD_RATE_LIMITS.perAddress.max} attempts a minute per address`, async () => {
    const accounts = await Promise.all(
      Array.from({ length: Math.ceil(HOLD_RATE_LIMITS.perAddress.max / 5) + 1 }, () =>
        ctx.signUp(),
      ),
    );
    const statuses = [];
    for (let i = 0; i <= HOLD_RATE_LIMITS.perAddress.max; i += 1) {
      statuses.push((await hold(accounts[Math.floor(i / 5)]!.token, 'no-such-trainer')).statusCode);
    }
    expect(statuses.slice(0, -1)).toEqual(Array(HOLD_RATE_LIMITS.perAddress.max).fill(404));
    expect(statuses.at(-1)).toBe(429);
  });
});
