// Two server processes on one PostgreSQL database and one Redis, behind the sticky proxy the
// tests use (round-robin for clients without its cookie, as these are): 1,000 hold requests at
// the same instant on 50 slots (10 trainers, 5 times each; 20 clients want each slot), spread
// over both processes. Each of 500 clients asks for two slots of two trainers (a client may hold
// one slot per trainer unpaid, three in all) from an address of its own, and releases what it
// got after the round, so every round starts from no holds. Exactly one hold per slot must be granted and the other 950 refused with
// 409, in the answers and in the database. Prints the holds' latency (p50, p99) and each
// process's share for three rounds, each on another day, after a warm-up round (reported, not
// judged). Without PostgreSQL or Redis it prints a skip line and exits 0.
//
// BENCH_DATABASE_URL: the PostgreSQL server for the scratch database (default
// postgres://postgres@127.0.0.1:5432/postgres); BENCH_REDIS_URL: the Redis (default
// redis://127.0.0.1:6379).
import { rmSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { newDataDir, startServer } from '../e2e/support/server.mjs';
import { json, percentile } from './lib/answers.mjs';
import { createScratchPostgres, openPostgres } from './lib/bench-database.mjs';
import { clientAddress } from './lib/client-addresses.mjs';
import { cpuSampler, cpuSpent, processCpuMs } from './lib/cpu-time.mjs';
import { describeMachine } from './lib/machine.mjs';
import { startProxyProcess } from './lib/proxy-process.mjs';
import { openConnection } from './lib/raw-http.mjs';
import { writeResult } from './lib/results.mjs';
import { signUpMany } from './lib/sign-ups.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TRAINERS = 10;
const TIMES = ['6:00 AM', '7:00 AM', '8:00 AM', '6:00 PM', '7:00 PM'];
const SLOTS = TRAINERS * TIMES.length;
const CLIENTS = 500;
/** Each client asks for this many of the round's slots at once, each on a connection of its own. */
const HOLDS_PER_CLIENT = 2;
const REQUESTS = CLIENTS * HOLDS_PER_CLIENT;
const ROUNDS = 3;
const PASSWORD = 'Bench-Holder-2026';

/** Whether PostgreSQL and Redis answer; the bench stage may run where they are absent. */
async function missingServices() {
  const missing = [];
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
  } catch {
    missing.push(`PostgreSQL at ${ADMIN_URL}`);
  }
  const redis = new URL(REDIS_URL);
  const pong = await new Promise((resolve) => {
    const socket = net.connect(Number(redis.port || 6379), redis.hostname);
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(3000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    // an answer of any kind (+PONG, or -NOAUTH where a password is needed) means Redis is there
    socket.once('data', () => done(true));
  });
  if (!pong) missing.push(`Redis at ${REDIS_URL}`);
  return missing;
}

/** The accounts become approved, published trainers with the same five times every day. */
async function makeTrainers(databaseUrl, userIds) {
  const database = await openPostgres(databaseUrl);
  try {
    await database.query(`update "user" set role = 'trainer' where id = any($1)`, [userIds]);
    const rows = await database.query(
      `insert into trainer (id, user_id, status, published, name, services, available_times,
         trains_at_gym)
       select 'bench-holds-trainer-' || n, id, 'approved', true, 'Holds Trainer ' || n,
         '{"personal":{"enabled":true,"pricePaise":150000},"group":{"enabled":false,"pricePaise":80000},"online":{"enabled":false,"pricePaise":100000}}',
         $2::text[], true
       from unnest($1::text[]) with ordinality as t(id, n)
       returning id`,
      [userIds, TIMES],
    );
    return rows.map((row) => row.id);
  } finally {
    await database.close();
  }
}

/** Days (IST) on which every time of the first trainer is still free, one per round. */
async function freeDays(baseUrl, trainerId, count) {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const days = [];
  for (let day = 2; day <= 14 && days.length < count; day += 1) {
    const date = new Date(Date.parse(`${today}T00:00:00Z`) + day * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const { data } = await json(
      await fetch(`${baseUrl}/api/bookings/available-slots?trainerId=${trainerId}&date=${date}`),
    );
    if (data.availableSlots.length === TIMES.length) days.push(date);
  }
  if (days.length < count) throw new Error(`only ${days.length} free days in the window`);
  return days;
}

/**
 * Client c asks for slots c % 50 and (c + 25) % 50, which are five trainers apart, so each slot
 * is wanted by 20 clients and no client wants two slots of one trainer. Every request has its
 * connection to the proxy open beforehand, from the client's own address (the proxy passes it on
 * in X-Forwarded-For, and the servers trust the proxy as one hop).
 */
async function openRequests(proxyUrl, clients) {
  const requests = [];
  for (const [index, client] of clients.entries()) {
    for (let k = 0; k < HOLDS_PER_CLIENT; k += 1) {
      const slot = (index + (k * SLOTS) / HOLDS_PER_CLIENT) % SLOTS;
      const connection = await openConnection(proxyUrl, { localAddress: clientAddress(index) });
      requests.push({ token: client.token, slot, connection });
    }
  }
  return requests;
}

/** The round's winners release their holds: the hold cap (docs/decisions/0031-scarce-holds-and-paid-chats.md) would refuse their next ones. */
async function releaseHolds(answers) {
  const released = await Promise.all(
    answers
      .filter((answer) => answer.status === 201)
      .map(async ({ bookingId, token, connection }) => {
        const response = await connection.send('POST', `/api/bookings/${bookingId}/cancel`, {
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: '{}',
        });
        return response.status;
      }),
  );
  const failed = released.filter((status) => status !== 200);
  if (failed.length > 0) throw new Error(`releasing holds answered ${failed.join(', ')}`);
}

async function round({ requests, trainerIds, date, proxy, servers, scratch }) {
  const bodies = Array.from({ length: SLOTS }, (_, slot) =>
    JSON.stringify({
      trainerId: trainerIds[Math.floor(slot / TIMES.length)],
      service: 'personal',
      date,
      timeSlot: TIMES[slot % TIMES.length],
      location: 'gym',
    }),
  );
  const servedBefore = await proxy.served();
  // where the time went: the processes, the proxy and PostgreSQL share the machine's cores
  const processes = [...servers.map((server) => server.pid), proxy.pid];
  const postgresCpu = cpuSampler({ serverPid: proxy.pid, postgresDatabase: scratch.name });
  const processCpuBefore = processes.map(processCpuMs);
  const postgresCpuBefore = postgresCpu();
  const answers = await Promise.all(
    requests.map(async ({ token, slot, connection }) => {
      const started = performance.now();
      const response = await connection.send('POST', '/api/bookings', {
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: bodies[slot],
      });
      return {
        slot,
        token,
        connection,
        bookingId: response.status === 201 ? JSON.parse(response.text).data.id : null,
        status: response.status,
        ms: performance.now() - started,
        unexpected: [201, 409].includes(response.status)
          ? null
          : `${response.status} ${response.text.slice(0, 160)}`,
      };
    }),
  );
  const processCpu = processes.map((pid, index) => processCpuMs(pid) - processCpuBefore[index]);
  const postgresCpuMs = cpuSpent(postgresCpuBefore, postgresCpu()).databaseMs;
  const servedAfter = await proxy.served();
  const granted = Array.from({ length: SLOTS }, () => 0);
  for (const answer of answers) if (answer.status === 201) granted[answer.slot] += 1;
  const database = await openPostgres(scratch.url);
  let stored;
  try {
    stored = await database.query(
      `select trainer_id, time_slot, count(*)::int as holds from booking
       where session_date = $1 and status = 'pending' group by trainer_id, time_slot`,
      [date],
    );
  } finally {
    await database.close();
  }
  await releaseHolds(answers);
  const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    date,
    granted: granted.reduce((sum, count) => sum + count, 0),
    slotsWithOneHold: granted.filter((count) => count === 1).length,
    refused: answers.filter((answer) => answer.status === 409).length,
    other: answers.filter((answer) => answer.unexpected).length,
    otherAnswers: [...new Set(answers.map((answer) => answer.unexpected).filter(Boolean))],
    storedSlots: stored.length,
    storedHolds: stored.reduce((sum, row) => sum + row.holds, 0),
    perProcess: servedAfter.map((count, index) => count - servedBefore[index]),
    cpuMs: {
      servers: processCpu.slice(0, servers.length),
      proxy: processCpu.at(-1),
      postgres: postgresCpuMs,
    },
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1),
  };
}

const exactlyOnePerSlot = (figures) =>
  figures.granted === SLOTS &&
  figures.slotsWithOneHold === SLOTS &&
  figures.refused === REQUESTS - SLOTS &&
  figures.storedSlots === SLOTS &&
  figures.storedHolds === SLOTS;

const missing = await missingServices();
if (missing.length > 0) {
  console.log(`two-process holds: skipped (no ${missing.join(', no ')})`);
  process.exit(0);
}

console.log(
  `two-process holds: ${REQUESTS} simultaneous holds on ${SLOTS} slots through a sticky proxy to two processes, PostgreSQL + Redis (${describeMachine()})`,
);
const scratch = await createScratchPostgres(ADMIN_URL);
const dataDirs = [newDataDir('kasrat-bench-holds-'), newDataDir('kasrat-bench-holds-')];
const env = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  DATABASE_URL: scratch.url,
  PAYMENTS: 'sandbox',
  REDIS_URL,
  // the sticky proxy in front is one hop: the client address is the one it appends
  TRUST_PROXY: '1',
  BETTER_AUTH_SECRET: 'bench-only-secret-for-a-scratch-database-0123456789',
  KYC_ENCRYPTION_KEY: '0123456789abcdef'.repeat(4),
};
const servers = [];
let proxy;
let requests = [];
try {
  // one after the other: each start applies the migrations
  for (const dataDir of dataDirs) {
    servers.push(await startServer({ dataDir, removeDataDir: false, env }));
  }
  proxy = await startProxyProcess(servers.map((server) => server.baseUrl));
  const clients = await signUpMany(proxy.url, {
    prefix: 'holder',
    name: 'Holder',
    count: CLIENTS,
    password: PASSWORD,
  });
  const trainerAccounts = await signUpMany(proxy.url, {
    prefix: 'holds-trainer',
    name: 'Holder',
    count: TRAINERS,
    password: PASSWORD,
  });
  const trainerIds = await makeTrainers(
    scratch.url,
    trainerAccounts.map((account) => account.userId),
  );
  const [warmUpDay, ...days] = await freeDays(proxy.url, trainerIds[0], ROUNDS + 1);
  requests = await openRequests(proxy.url, clients);
  const context = { requests, trainerIds, proxy, servers, scratch };

  const report = (label, figures) => {
    for (const other of figures.otherAnswers) console.log(`    unexpected answer: ${other}`);
    console.log(
      `  ${label}: granted ${figures.granted} (${figures.slotsWithOneHold} of ${SLOTS} slots with exactly one), refused ${figures.refused}, other ${figures.other}; stored ${figures.storedHolds} holds on ${figures.storedSlots} slots; requests per process ${figures.perProcess.join(' / ')}; p50 ${figures.p50Ms.toFixed(0)} ms, p99 ${figures.p99Ms.toFixed(0)} ms, max ${figures.maxMs.toFixed(0)} ms; CPU ms: servers ${figures.cpuMs.servers.join(' / ')}, proxy ${figures.cpuMs.proxy}, PostgreSQL ${figures.cpuMs.postgres}`,
    );
  };
  const warmUp = await round({ ...context, date: warmUpDay });
  report('warm-up   ', warmUp);
  const rounds = [];
  for (const date of days) {
    const figures = await round({ ...context, date });
    rounds.push(figures);
    report(date, figures);
  }
  const exact = rounds.every(exactlyOnePerSlot);
  const worstP99 = Math.max(...rounds.map((figures) => figures.p99Ms));
  console.log(
    `  exactly one hold per slot: ${exact ? 'yes, every round' : 'NO'}; worst p99 ${worstP99.toFixed(0)} ms`,
  );
  writeResult('two-process-holds', {
    machine: describeMachine(),
    requests: REQUESTS,
    slots: SLOTS,
    warmUp,
    rounds,
    worstP99Ms: worstP99,
    exact,
  });
  if (!exact || !exactlyOnePerSlot(warmUp)) process.exitCode = 1;
} finally {
  for (const { connection } of requests) connection.close();
  await proxy?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  await scratch.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
