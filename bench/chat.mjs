// Chat delivery under load (issue 16): 1,000 signed-in users (500 client–trainer pairs sharing a
// booking) keep a socket open; after a 3 s warm-up (checked, not measured), 100 messages a
// second for 30 s are sent through
// `POST /api/chat/{chatId}/messages`, alternately by each side of each pair, and the latency is
// from the send to the other party's `new_message`. First on one server process (no Redis), then
// on two processes sharing PostgreSQL and Redis (clients on one, trainers on the other), so every
// message crosses the socket.io Redis adapter. After each run every message must be stored once
// and delivered to its recipient exactly once. Also prints the server's resident memory with the
// sockets open, per 1,000 sockets.
// Targets: p99 at most 50 ms on one process, at most 80 ms through Redis; nothing lost.
//
// BENCH_CHAT_SECONDS (default 30, 10 under CI=true) and BENCH_CHAT_RATE (default 100 a second)
// set the load; BENCH_DATABASE_URL the PostgreSQL server for the scratch database (default
// postgres://postgres@127.0.0.1:5432/postgres); BENCH_REDIS_URL the Redis (default
// redis://127.0.0.1:6379).
import { rmSync } from 'node:fs';
import { io as connect } from 'socket.io-client';
import { newDataDir, startServer } from '../e2e/support/server.mjs';
import { json, percentile } from './lib/answers.mjs';
import { createScratchPostgres, openPostgres } from './lib/bench-database.mjs';
import { residentMib } from './lib/cpu-time.mjs';
import { describeMachine } from './lib/machine.mjs';
import { writeResult } from './lib/results.mjs';
import { insertSignedInAccounts } from './lib/seeded-accounts.mjs';

const IN_CI = process.env.CI === 'true';
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? (IN_CI ? 10 : 30));
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 100);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PAIRS = 500;
/** Sent first and not measured: the servers' first messages also compile their code. */
const WARMUP_SECONDS = 3;
const TARGET = { onePerProcessP99Ms: 50, redisP99Ms: 80 };
const PASSWORD = 'Bench-Chatter-2026';
const SOCKET_PATH = '/api/socket.io';
/** Messages still on their way this long after the last send count as lost. */
const DRAIN_MS = 5_000;

const ms = (value) => (value === undefined ? '-' : value.toFixed(value < 10 ? 2 : 1));
const sleep = (delay) => new Promise((resolve) => setTimeout(resolve, delay));

const AUTH_SECRET = 'bench-only-secret-for-a-scratch-database-0123456789';
const serverEnv = (scratchUrl, extra = {}) => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  DATABASE_URL: scratchUrl,
  PAYMENTS: 'sandbox',
  BETTER_AUTH_SECRET: AUTH_SECRET,
  KYC_ENCRYPTION_KEY: '0123456789abcdef'.repeat(4),
  ...extra,
});

const emailOf = (n) => `chatter${n}@bench.example`;

/** Everyone signs in, 20 at a time: the password hash is deliberately slow. */
async function signInAll(baseUrl, count) {
  const tokens = [];
  const ids = [];
  for (let start = 0; start < count; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - start) }, (_, offset) =>
        fetch(`${baseUrl}/api/auth/sign-in/email`, {
          method: 'POST',
          // better-auth refuses a browser-less POST without the site's origin in production
          headers: { 'content-type': 'application/json', origin: baseUrl },
          body: JSON.stringify({ email: emailOf(start + offset), password: PASSWORD }),
        }).then(json),
      ),
    );
    tokens.push(...batch.map((body) => body.token));
    ids.push(...batch.map((body) => body.user.id));
  }
  return { tokens, ids };
}

/** Users PAIRS..2*PAIRS-1 become trainers; pair k shares a confirmed session next week. */
async function seedPairs(url, ids) {
  const database = await openPostgres(url);
  try {
    const trainerIds = ids.slice(PAIRS);
    await database.query(`update "user" set role = 'trainer' where id = any($1)`, [trainerIds]);
    await database.query(
      `insert into trainer (id, user_id, status, published, name, services)
       select 'bench-trainer-' || n, id, 'approved', true, 'Chatter ' || n,
         '{"personal":{"enabled":true,"pricePaise":150000},"group":{"enabled":false,"pricePaise":80000},"online":{"enabled":false,"pricePaise":100000}}'
       from unnest($1::text[]) with ordinality as t(id, n)`,
      [trainerIds],
    );
    await database.query(
      `insert into booking (id, client_id, trainer_id, service, location, session_date, time_slot,
         starts_at, ends_at, status, price_paise, total_paise, created_at, updated_at)
       select 'bench-booking-' || n, client, 'bench-trainer-' || n, 'personal', 'gym',
         to_char(local, 'YYYY-MM-DD'), '10:00 AM', local at time zone 'Asia/Kolkata',
         (local at time zone 'Asia/Kolkata') + interval '1 hour', 'confirmed', 150000, 150000,
         now(), now()
       from unnest($1::text[]) with ordinality as c(client, n),
         lateral (select (now() at time zone 'Asia/Kolkata')::date + 7 + time '10:00' as local) l`,
      [ids.slice(0, PAIRS)],
    );
    await database.query('analyze');
  } finally {
    await database.close();
  }
}

async function openSockets(urls, tokens) {
  const sockets = [];
  for (let start = 0; start < tokens.length; start += 50) {
    const batch = tokens.slice(start, start + 50).map((token, offset) => {
      const socket = connect(urls[urlOf(start + offset, urls)], {
        path: SOCKET_PATH,
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** Clients (the first PAIRS users) on the first server, trainers on the last. */
const urlOf = (userIndex, urls) => (userIndex < PAIRS ? 0 : urls.length - 1);

/** Sends RATE messages a second for SECONDS; resolves with every send's figures. */
async function runLoad({ urls, tokens, ids, sockets, seconds, name }) {
  const chatIds = Array.from({ length: PAIRS }, (_, k) => {
    const [a, b] = [ids[k], ids[k + PAIRS]];
    return a < b ? `${a}_${b}` : `${b}_${a}`;
  });
  const pending = new Map();
  const received = new Map();
  const latencies = [];
  const failures = [];
  const listeners = sockets.map((socket, index) => {
    const listener = ({ message }) => {
      if (message.recipient_id !== ids[index]) return;
      const count = (received.get(message.clientId) ?? 0) + 1;
      received.set(message.clientId, count);
      const sentAt = pending.get(message.clientId);
      if (count === 1 && sentAt !== undefined) latencies.push(performance.now() - sentAt);
    };
    socket.on('new_message', listener);
    return listener;
  });

  const total = Math.round(RATE * seconds);
  const startedAt = performance.now();
  const sends = [];
  for (let n = 0; n < total; n += 1) {
    const due = startedAt + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const pair = n % PAIRS;
    const sender = Math.floor(n / PAIRS) % 2 === 0 ? pair : pair + PAIRS;
    const clientId = `${name}-${n}`;
    pending.set(clientId, performance.now());
    sends.push(
      fetch(`${urls[urlOf(sender, urls)]}/api/chat/${chatIds[pair]}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens[sender]}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message: `Message ${n} from the bench`, clientId }),
      })
        .then(async (response) => {
          if (response.status !== 201) failures.push(`${response.status} ${await response.text()}`);
          else await response.arrayBuffer();
        })
        .catch((error) => failures.push(String(error))),
    );
  }
  await Promise.all(sends);
  const sendSeconds = (performance.now() - startedAt) / 1000;
  const drainUntil = performance.now() + DRAIN_MS;
  while (latencies.length < total - failures.length && performance.now() < drainUntil)
    await sleep(20);

  for (const [index, socket] of sockets.entries()) socket.off('new_message', listeners[index]);
  const duplicates = [...received.values()].filter((count) => count > 1).length;
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    sendSeconds,
    refused: failures.length,
    firstRefusal: failures[0] ?? null,
    delivered: latencies.length,
    lost: total - failures.length - latencies.length,
    duplicates,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
  };
}

async function storedMessages(url) {
  const database = await openPostgres(url);
  try {
    const [{ count }] = await database.query('select count(*)::int as count from chat_message');
    return count;
  } finally {
    await database.close();
  }
}

function report(label, figures, target) {
  const ok = [figures, figures.warmUp].every(
    (run) => run.lost === 0 && run.duplicates === 0 && run.refused === 0,
  );
  console.log(
    `  ${label}: ${figures.sent} sent in ${figures.sendSeconds.toFixed(1)} s, ${figures.delivered} delivered, ${figures.lost} lost, ${figures.duplicates} delivered twice, ${figures.refused} refused${figures.firstRefusal ? ` (${figures.firstRefusal.slice(0, 120)})` : ''}`,
  );
  console.log(
    `    latency send → new_message: p50 ${ms(figures.p50)} ms, p99 ${ms(figures.p99)} ms, max ${ms(figures.max)} ms (target p99 ≤ ${target} ms: ${figures.p99 <= target ? 'met' : 'MISSED'}); stored ${figures.stored} (${figures.stored === figures.sent ? 'each once' : 'MISMATCH'}); server resident after the load: ${[
      figures.residentMib,
    ]
      .flat()
      .map((mib) => `${mib.toFixed(0)} MiB`)
      .join(' and ')}`,
  );
  return ok && figures.stored === figures.sent;
}

console.log(
  `chat: ${describeMachine()}; ${PAIRS * 2} sockets, ${RATE} messages/s for ${SECONDS} s`,
);
const scratch = await createScratchPostgres(ADMIN_URL);
const dataDirs = [newDataDir('kasrat-chat-bench-'), newDataDir('kasrat-chat-bench-')];
const results = { seconds: SECONDS, rate: RATE, sockets: PAIRS * 2 };
let healthy = true;
let closeSockets = () => {};
try {
  // ---- one process ----
  // The server migrates the scratch database as it starts; the people and their sessions are
  // then written straight into it, with no request to the server.
  const single = await startServer({
    dataDir: dataDirs[0],
    removeDataDir: false,
    env: serverEnv(scratch.url),
  });
  try {
    const accounts = await insertSignedInAccounts(scratch.url, {
      emails: Array.from({ length: PAIRS * 2 }, (_, n) => emailOf(n)),
      firstName: 'Chatter',
      password: PASSWORD,
      secret: AUTH_SECRET,
    });
    const tokens = accounts.map((account) => account.token);
    const ids = accounts.map((account) => account.id);
    await seedPairs(scratch.url, ids);
    await sleep(1000);
    const before = residentMib(single.pid);
    const sockets = await openSockets([single.baseUrl], tokens);
    closeSockets = () => {
      for (const socket of sockets) socket.disconnect();
    };
    await sleep(2000);
    const after = residentMib(single.pid);
    results.memory = {
      beforeMib: before,
      withSocketsMib: after,
      perThousandSocketsMib: ((after - before) * 1000) / sockets.length,
    };
    console.log(
      `  resident memory: ${before.toFixed(0)} MiB before, ${after.toFixed(0)} MiB with ${sockets.length} sockets: ${results.memory.perThousandSocketsMib.toFixed(1)} MiB per 1,000 sockets`,
    );
    const load = { urls: [single.baseUrl], tokens, ids, sockets };
    const storedBefore = await storedMessages(scratch.url);
    const warmUp = await runLoad({ ...load, seconds: WARMUP_SECONDS, name: 'warm-up-1' });
    const figures = await runLoad({ ...load, seconds: SECONDS, name: 'one-process' });
    figures.stored = (await storedMessages(scratch.url)) - storedBefore - warmUp.sent;
    figures.warmUp = warmUp;
    figures.residentMib = residentMib(single.pid);
    results.oneProcess = figures;
    healthy = report('one process', figures, TARGET.onePerProcessP99Ms) && healthy;
    closeSockets();
  } finally {
    await single.stop();
  }

  // ---- two processes through Redis ----
  const env = serverEnv(scratch.url, { REDIS_URL });
  const first = await startServer({ dataDir: dataDirs[0], removeDataDir: false, env });
  const second = await startServer({ dataDir: dataDirs[1], removeDataDir: false, env });
  try {
    // With Redis, sessions live there: everyone signs in again, each on the process they use.
    const clients = await signInAll(first.baseUrl, PAIRS * 2);
    const urls = [first.baseUrl, second.baseUrl];
    const storedBefore = await storedMessages(scratch.url);
    const sockets = await openSockets(urls, clients.tokens);
    closeSockets = () => {
      for (const socket of sockets) socket.disconnect();
    };
    await sleep(1000);
    const load = { urls, tokens: clients.tokens, ids: clients.ids, sockets };
    const warmUp = await runLoad({ ...load, seconds: WARMUP_SECONDS, name: 'warm-up-2' });
    const figures = await runLoad({ ...load, seconds: SECONDS, name: 'two-processes' });
    figures.stored = (await storedMessages(scratch.url)) - storedBefore - warmUp.sent;
    figures.warmUp = warmUp;
    figures.residentMib = [residentMib(first.pid), residentMib(second.pid)];
    results.twoProcessesRedis = figures;
    healthy = report('two processes through Redis', figures, TARGET.redisP99Ms) && healthy;
    closeSockets();
  } finally {
    await Promise.all([first.stop(), second.stop()]);
  }
} finally {
  closeSockets();
  await scratch.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
writeResult('chat', results);
if (!healthy) {
  console.error('chat: messages were lost, refused, duplicated or not stored once');
  process.exitCode = 1;
}
