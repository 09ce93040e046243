import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_RATE_LIMITS } from '#server/features/bookings/bookings.routes.ts';
import { type ApiProcess, exitOf, startApiProcess } from '#server/test/api-process.ts';
import { createTrainerRow, services } from '#server/test/scenarios.ts';
import { socketClients } from '#server/test/sockets.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { HOLD_LIMITS } from '#shared/booking-status.ts';
import { CHAT_MESSAGES, chatIdOf, type JoinAck } from '#shared/chat-api.ts';

// The attacker's side of issue 24 items 14 and 15, against a real server process: on
// PostgreSQL with TEST_DATABASE_URL (where parallel requests really run in parallel), else on
// an embedded data directory. Every account and trainer is made before the process starts.
const NOW = '2026-03-02T04:30:00.000Z';
const TIMES = ['6:00 AM', '7:00 AM', '8:00 AM', '9:00 AM', '6:00 PM', '7:00 PM'];
type Account = Awaited<ReturnType<TestContext['signUp']>>;
/** The fields these tests read from the answers they get. */
interface Answer {
  success: boolean;
  message?: string;
  hold?: Record<string, string>;
  data: { id: string; status: string; all_participants: unknown[] };
}

let ctx: TestContext;
let api: ApiProcess;
let dataDir: string | null = null;
const trainers: { id: string; name: string }[] = [];
const accounts: Account[] = [];
let chatTrainer: Account & { trainerId: string };
const sockets = socketClients();

beforeAll(async () => {
  const embedded = !process.env.TEST_DATABASE_URL;
  if (embedded) dataDir = mkdtempSync(path.join(tmpdir(), 'kasrat-abuse-holds-'));
  ctx = await createTestContext({ now: NOW, ...(dataDir && { dataDir }) });
  for (let i = 0; i < 12; i += 1) {
    trainers.push(
      await createTrainerRow(ctx.database.db, {
        latitude: 19.076,
        longitude: 72.8777,
        name: `Trainer ${i + 1}`,
        services: services({ personal: 1500 }),
        availableTimes: TIMES,
        trainsAtGym: true,
      }),
    );
  }
  for (let i = 0; i < 16; i += 1) accounts.push(await ctx.signUp({ firstName: `Holder${i}` }));
  const trainerAccount = await ctx.signUp({ firstName: 'Chat', lastName: 'Trainer' });
  const row = await createTrainerRow(ctx.database.db, {
    latitude: 19.076,
    longitude: 72.8777,
    userId: trainerAccount.userId,
    name: 'Chat Trainer',
    services: services({ personal: 1500 }),
    availableTimes: TIMES,
    trainsAtGym: true,
  });
  chatTrainer = { ...trainerAccount, trainerId: row.id };
  if (embedded) await ctx.close();
  api = await startApiProcess(
    ctx.databaseUrl ? { url: ctx.databaseUrl } : { dataDir: dataDir! },
    NOW,
  );
}, 120_000);

afterAll(async () => {
  sockets.closeAll();
  api?.process.kill('SIGTERM');
  if (api) await exitOf(api);
  if (ctx?.databaseUrl) await ctx.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function call(method: string, url: string, token: string, body?: unknown) {
  const response = await fetch(`${api.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

const hold = (token: string, trainerId: string, timeSlot = '7:00 AM', date = '2026-03-03') =>
  call('POST', '/api/bookings', token, {
    trainerId,
    service: 'personal',
    date,
    timeSlot,
    location: 'gym',
  });

describe('hoarding a calendar with one account', () => {
  it('gets one slot of a trainer, then a refusal naming that hold for each other slot', async () => {
    const [attacker] = accounts;
    const [t] = trainers;
    const first = await hold(attacker!.token, t!.id, TIMES[0]);
    expect(first.status).toBe(201);
    for (const timeSlot of TIMES.slice(1)) {
      const refused = await hold(attacker!.token, t!.id, timeSlot);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        BOOKING_MESSAGES.holdLimitPerTrainer(t!.name, `Tue, 3 Mar, ${TIMES[0]}`),
      );
      expect(refused.body.hold).toMatchObject({
        id: first.body.data.id,
        paymentPath: `/payment?booking=${first.body.data.id}`,
      });
    }
    const free = await fetch(
      `${api.url}/api/bookings/available-slots?trainerId=${t!.id}&date=2026-03-03`,
    );
    expect(
      ((await free.json()) as { data: { availableSlots: string[] } }).data.availableSlots,
    ).toHaveLength(TIMES.length - 1);
  });

  it(`refuses the hold after ${HOLD_LIMITS.perClient} in all`, async () => {
    const attacker = accounts[1]!;
    for (const t of trainers.slice(1, 4))
      expect((await hold(attacker.token, t.id)).status).toBe(201);
    const fourth = await hold(attacker.token, trainers[4]!.id);
    expect(fourth.status).toBe(409);
    // the process's clock stands still, so the three lapse together: any of them may be named
    const named = trainers.slice(1, 4).find((t) => t.name === fourth.body.hold?.trainerName);
    expect(named).toBeDefined();
    expect(fourth.body.message).toBe(
      BOOKING_MESSAGES.holdLimitPerClient(3, named!.name, 'Tue, 3 Mar, 7:00 AM'),
    );
  });

  it('cannot pass the limits with requests sent at once', async () => {
    const attacker = accounts[2]!;
    const answers = await Promise.all([
      ...trainers.slice(4, 10).map((t) => hold(attacker.token, t.id, '8:00 AM')),
      ...trainers.slice(4, 7).map((t) => hold(attacker.token, t.id, '9:00 AM')),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(HOLD_LIMITS.perClient);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9 - HOLD_LIMITS.perClient);
    const mine = await call('GET', '/api/bookings', attacker.token);
    const list = mine.body.data as unknown as { status: string }[];
    expect(list.filter((b) => b.status === 'pending')).toHaveLength(HOLD_LIMITS.perClient);
  });

  it('cannot renew one slot as it lapses', async () => {
    const attacker = accounts[3]!;
    const t = trainers[10]!;
    const first = await hold(attacker.token, t.id, '6:00 PM');
    await call('POST', `/api/bookings/${first.body.data.id}/cancel`, attacker.token, {});
    const second = await hold(attacker.token, t.id, '6:00 PM');
    await call('POST', `/api/bookings/${second.body.data.id}/cancel`, attacker.token, {});
    const third = await hold(attacker.token, t.id, '6:00 PM');
    expect(third).toEqual({
      status: 409,
      body: { success: false, message: BOOKING_MESSAGES.holdLimitPerSlot },
    });
  });
});

// docs/decisions/0031-scarce-holds-and-paid-chats.md
describe('a never-paid hold opens no chat', () => {
  it('refuses the pair over HTTP and the socket, live or released', async () => {
    const client = accounts[4]!;
    const held = await hold(client.token, chatTrainer.trainerId, '7:00 PM');
    expect(held.status).toBe(201);
    const bookingId = held.body.data.id as string;
    const chatId = chatIdOf(client.userId, chatTrainer.userId);
    const refusedEverywhere = async () => {
      for (const token of [client.token, chatTrainer.token]) {
        for (const [method, url, body] of [
          ['POST', '/api/chat', { bookingId }],
          ['POST', `/api/chat/booking/${bookingId}`, undefined],
          ['GET', `/api/chat/${chatId}`, undefined],
          ['POST', `/api/chat/${chatId}/messages`, { message: 'Hello' }],
        ] as const) {
          const answer = await call(method, url, token, body);
          expect(answer.status, `${method} ${url}`).toBe(403);
          expect(answer.body.message).toBe(CHAT_MESSAGES.notAParty);
        }
        expect((await call('GET', '/api/chat', token)).body.data.all_participants).toEqual([]);
        const socket = await sockets.connect(api.url, token);
        const ack = await new Promise<JoinAck>((resolve) =>
          socket.emit('join_chat', { chatId: bookingId }, resolve),
        );
        expect(ack).toEqual({ ok: false, message: CHAT_MESSAGES.notAParty });
        socket.disconnect();
      }
    };
    await refusedEverywhere();
    const released = await call('POST', `/api/bookings/${bookingId}/cancel`, client.token, {});
    expect(released.body.data.status).toBe('cancelled');
    await refusedEverywhere();
  });
});

describe('flooding POST /api/bookings', () => {
  it(`answers 429 beyond ${HOLD_RATE_LIMITS.perAccount.max} attempts a minute from one account`, async () => {
    const attacker = accounts[5]!;
    const answers = await Promise.all(
      Array.from({ length: HOLD_RATE_LIMITS.perAccount.max + 5 }, () =>
        hold(attacker.token, 'no-such-trainer'),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(statuses.filter((status) => status === 404)).toHaveLength(
      HOLD_RATE_LIMITS.perAccount.max,
    );
  });

  it(`answers 429 beyond ${HOLD_RATE_LIMITS.perAddress.max} a minute from one address, whatever the accounts`, async () => {
    const statuses: number[] = [];
    // each account stays under its own limit: only the address can be what stops them
    for (const account of accounts.slice(6)) {
      for (let i = 0; i < HOLD_RATE_LIMITS.perAccount.max; i += 1) {
        statuses.push((await hold(account.token, 'no-such-trainer')).status);
      }
    }
    expect(statuses.length).toBeGreaterThan(HOLD_RATE_LIMITS.perAddress.max);
    expect(statuses.filter((status) => status === 404).length).toBeLessThan(
      HOLD_RATE_LIMITS.perAddress.max,
    );
    expect(statuses.at(-1)).toBe(429);
  });
});
