import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { executeRows } from '#server/db/rows.ts';
import {
  account,
  booking,
  chat,
  chatMessage,
  payment,
  review,
  trainer,
  user,
} from '#server/db/schema.ts';
import { type ApiProcess, exitOf, startApiProcess } from '#server/test/api-process.ts';
import { startCrashClients, WRITE_KINDS } from '#server/test/crash-clients.ts';
import { createBookingRow, createTrainerRow, services } from '#server/test/scenarios.ts';
import { seededRandom } from '#server/test/seeded-random.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { addIstDays, istInstant } from '#shared/ist.ts';
import { ALL_SLOT_LABELS } from '#shared/schedule.ts';

// Wednesday 4 March 2026, 8:00 AM IST. Every server process starts at this instant, so holds
// made before a kill are still held after the restart.
const NOW = '2026-03-04T02:30:00.000Z';
const TODAY = '2026-03-04';
const KILLS = 3;
const CLIENTS = 6;
/** How long the clients write before each kill: a moment drawn from this range. */
const WRITING_MS = { min: 1000, max: 4000 };
const TRAINERS = 6;
const REVIEWERS = 10;
const PAST_SESSIONS_EACH = 40;
/** Printed; CRASH_SEED replays a run's kill moments and its clients' choices. */
const SEED = Number(process.env.CRASH_SEED ?? randomInt(2 ** 31));

const embedded = !process.env.TEST_DATABASE_URL;
let dataDir: string | null = null;
let setup: TestContext | null = null;
const servers: ApiProcess[] = [];

afterAll(async () => {
  for (const running of servers) {
    if (running.process.exitCode === null) running.process.kill('SIGKILL');
  }
  await setup?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The database as the test sees it; on PGlite only while no server process has it open. */
async function openSetup() {
  if (embedded) dataDir = await mkdtemp(path.join(tmpdir(), 'kasrat-crash-'));
  setup = await createTestContext({ now: NOW, ...(dataDir ? { dataDir } : {}) });
  return setup;
}

/** Trainers with every hour free for the next 12 days, and reviewers with past sessions. */
async function seedMarketplace(ctx: TestContext) {
  const trainers = [];
  for (let index = 0; index < TRAINERS; index++) {
    trainers.push(
      await createTrainerRow(ctx.database.db, {
        latitude: 19.076,
        longitude: 72.8777,
        name: `Trainer ${index + 1}`,
        services: services({ personal: 1500 }),
        availableTimes: [...ALL_SLOT_LABELS],
        trainsAtGym: true,
      }),
    );
  }
  const slots = [];
  for (let day = 1; day <= 12; day++) {
    for (const timeSlot of ALL_SLOT_LABELS) {
      for (const { id } of trainers)
        slots.push({ trainerId: id, date: addIstDays(TODAY, day), timeSlot });
    }
  }
  const pastSessions = [];
  for (let index = 0; index < REVIEWERS; index++) {
    const reviewer = await ctx.signUp({ email: `reviewer${index + 1}@example.in` });
    for (let session = 0; session < PAST_SESSIONS_EACH; session++) {
      const place = index * PAST_SESSIONS_EACH + session;
      const hour = Math.floor(place / TRAINERS) % ALL_SLOT_LABELS.length;
      const date = addIstDays(TODAY, -1 - Math.floor(place / TRAINERS / ALL_SLOT_LABELS.length));
      const past = await createBookingRow(ctx.database.db, {
        clientId: reviewer.userId,
        trainerId: trainers[place % TRAINERS]!.id,
        service: 'personal',
        location: 'gym',
        sessionDate: date,
        timeSlot: ALL_SLOT_LABELS[hour]!,
        startsAt: istInstant(date, 6 + hour),
        status: 'confirmed',
      });
      pastSessions.push({ bookingId: past.id, token: reviewer.token });
    }
  }
  return { slots, pastSessions };
}

/** Rows a write left half-done, counted by what each one should have moved with it. */
async function halfWritten(ctx: TestContext) {
  const counted = async (query: ReturnType<typeof sql>) =>
    (await executeRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n ${query}`))[0]!
      .n;
  return {
    signUpsWithoutPassword: await counted(
      sql`from ${user} u where u.email like 'crash.%' and not exists (
        select 1 from ${account} a where a.user_id = u.id and a.provider_id = 'credential')`,
    ),
    confirmedWithoutPayment: await counted(
      sql`from ${booking} b where b.status = 'confirmed' and b.starts_at > ${NOW}::timestamptz
        and not exists (select 1 from ${payment} p where p.booking_id = b.id and p.status = 'paid')`,
    ),
    paidWithoutConfirmation: await counted(
      sql`from ${payment} p join ${booking} b on b.id = p.booking_id
        where p.status = 'paid' and b.status <> 'confirmed'`,
    ),
    chatsMiscounted: await counted(
      sql`from ${chat} c where c.message_count <>
        (select count(*) from ${chatMessage} m where m.chat_id = c.id)`,
    ),
    trainersMisrated: await counted(
      sql`from ${trainer} t cross join lateral (
          select count(*)::int as n, coalesce(sum(r.rating), 0)::int as total
          from ${review} r where r.trainer_id = t.id) reviewed
        where t.review_count <> reviewed.n or t.rating_sum <> reviewed.total`,
    ),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`killing the server with SIGKILL ${KILLS} times while clients write`, () => {
  it('keeps every write it acknowledged, leaves none half-written, and starts again each time', async () => {
    // Two generators, so that the kill moments replay whatever order the clients ran in.
    const killMoments = seededRandom(SEED);
    const ctx = await openSetup();
    const marketplace = await seedMarketplace(ctx);
    const target = embedded ? { dataDir: dataDir! } : { url: ctx.databaseUrl! };
    if (embedded) {
      await ctx.close();
      setup = null;
    }

    const startupMs: number[] = [];
    const start = async (after?: ApiProcess) => {
      if (after) await exitOf(after);
      const begun = performance.now();
      const started = await startApiProcess(target, NOW);
      servers.push(started);
      startupMs.push(Math.round(performance.now() - begun));
      return started;
    };
    const begun = performance.now();
    let up = start();
    const clients = startCrashClients({
      count: CLIENTS,
      server: () => up,
      random: seededRandom(SEED + 1),
      ...marketplace,
    });
    const killedAfterMs: number[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const running = await up;
      const delay = Math.round(WRITING_MS.min + killMoments() * (WRITING_MS.max - WRITING_MS.min));
      await pause(delay);
      running.process.kill('SIGKILL');
      killedAfterMs.push(delay);
      up = start(running);
    }
    const server = await up;
    // The restarted server takes writes too, before the clients stop.
    await pause(WRITING_MS.min);
    await clients.stop();
    const workloadMs = Math.round(performance.now() - begun);

    expect(clients.unexpected).toEqual([]);
    const { acknowledged, lost } = await clients.findLost(server.url);

    server.process.kill('SIGTERM');
    expect(await exitOf(server)).toBe(0);
    const after = embedded ? await createTestContext({ now: NOW, dataDir: dataDir! }) : ctx;
    setup = after;
    const broken = await halfWritten(after);

    console.info(
      `crash durability on ${embedded ? 'PGlite' : 'PostgreSQL'}: seed ${SEED} (CRASH_SEED to replay), ` +
        `kills after ${killedAfterMs.join(', ')} ms of writing, starts took ${startupMs.join(', ')} ms, ` +
        `workload ${workloadMs} ms; ` +
        `acknowledged ${JSON.stringify(acknowledged)}, lost ${lost.length}, ` +
        `cut in flight ${clients.cutInFlight}`,
    );
    // Every kind of write was made and answered at least once.
    expect(Object.keys(acknowledged).sort()).toEqual([...WRITE_KINDS].sort());
    expect(lost).toEqual([]);
    expect(broken).toEqual({
      signUpsWithoutPassword: 0,
      confirmedWithoutPayment: 0,
      paidWithoutConfirmation: 0,
      chatsMiscounted: 0,
      trainersMisrated: 0,
    });
  }, 180_000);
});
