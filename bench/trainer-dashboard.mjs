// Throughput of the trainer dashboard's heaviest reads against GET /api/health of the same
// server, on PostgreSQL: a trainer with 5,000 bookings (about ten months of a full day, 6 AM to
// 9 PM, and the next two weeks) from 1,000 clients, with reviews and weekly payouts, among 50
// other trainers with 200 bookings each from the same clients. The built server runs on a
// scratch database; the bench signs the trainer up through the API, seeds the rest with
// set-based SQL, ANALYZEs, then loads each endpoint at 20 connections (no pipelining):
// earnings (this month and last, alternately), clients (every page of 50, in turn) and
// session history (the first page and the older pages a trainer loads, by their cursors).
// Target (issue 15): p99 at most 50 ms each; each is reported as a ratio of health. A miss is
// printed, like the other benches' latency targets; only a non-2xx answer fails the run.
//
// BENCH_DASHBOARD_SECONDS sets each measurement's length (default 10 s, 5 s under CI=true);
// BENCH_DASHBOARD_QUICK=1 skips the plans of the server's statements (the default under CI).
// BENCH_DATABASE_URL is the PostgreSQL server on which the scratch database is created
// (default postgres://postgres@127.0.0.1:5432/postgres).
import { rmSync } from 'node:fs';
import { newDataDir, startServer } from '../e2e/support/server.mjs';
import { json } from './lib/answers.mjs';
import { createScratchPostgres, openPostgres } from './lib/bench-database.mjs';
import { cpuSampler } from './lib/cpu-time.mjs';
import { measureThroughput } from './lib/load.mjs';
import { describeMachine } from './lib/machine.mjs';
import { importSource } from './lib/project-source.mjs';
import { writeResult } from './lib/results.mjs';
import { signUpOne } from './lib/sign-ups.mjs';

const IN_CI = process.env.CI === 'true';
const SECONDS = Number(process.env.BENCH_DASHBOARD_SECONDS ?? (IN_CI ? 5 : 10));
const QUICK = (process.env.BENCH_DASHBOARD_QUICK ?? (IN_CI ? '1' : '0')) === '1';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WARMUP_SECONDS = 3;
const CONNECTIONS = 20;
const BOOKINGS = 5_000;
const CLIENTS = 1_000;
const OTHER_TRAINERS = 50;
const OTHER_BOOKINGS = 200;
/** Older history pages a trainer may load; the load walks them in order. */
const HISTORY_PAGES = 40;
const TARGET = { p99Ms: 50 };
const PASSWORD = 'Bench-Trainer-2026';

const ms = (value) => (value === undefined ? '-' : value.toFixed(value < 10 ? 2 : 1));

/** The trainer signs up and becomes a trainer through the API, as a person would. */
async function signUpTrainer(baseUrl) {
  const { token, user } = await signUpOne(baseUrl, {
    email: `trainer.${Date.now()}@bench.example`,
    password: PASSWORD,
    firstName: 'Bench',
    lastName: 'Trainer',
  });
  const authorization = `Bearer ${token}`;
  await json(
    await fetch(`${baseUrl}/api/auth/become-trainer`, {
      method: 'POST',
      headers: { authorization, origin: baseUrl },
    }),
  );
  const { data } = await json(
    await fetch(`${baseUrl}/api/auth/profile`, { headers: { authorization } }),
  );
  return { authorization, userId: user.id, trainerId: data.trainerId };
}

/** `count` hourly sessions, 6 AM to 9 PM IST, `perDay` a day from `firstDay` days from today. */
const slotSql = (n, perDay, firstDay, everyDays = 1) => `
  ((now() at time zone 'Asia/Kolkata')::date + (${firstDay} + (${n} / ${perDay}) * ${everyDays}))
    + make_interval(hours => 6 + ${n} % ${perDay})`;

function seedStatements(trainerId) {
  const first = [
    'Aarav',
    'Diya',
    'Kabir',
    'Meera',
    'Rohan',
    'Sana',
    'Vikram',
    'Isha',
    'Arjun',
    'Tara',
  ];
  const last = ['Sharma', 'Iyer', 'Khan', 'Nair', 'Patel', 'Gill', 'Rao', 'Das', 'Joshi', 'Menon'];
  const name = (array, expression) =>
    `(array[${array.map((item) => `'${item}'`).join(',')}])[1 + (${expression}) % ${array.length}]`;
  return [
    `insert into "user" (id, name, email, first_name, last_name, phone, created_at, updated_at)
     select 'bench-client-' || c, ${name(first, 'c')} || ' ' || ${name(last, 'c / 10')},
       'client' || c || '@bench.example', ${name(first, 'c')}, ${name(last, 'c / 10')},
       case when c % 3 = 0 then '+91 98' || lpad(c::text, 8, '0') end, now(), now()
     from generate_series(0, ${CLIENTS - 1}) c`,
    `insert into "user" (id, name, email, role, created_at, updated_at)
     select 'bench-trainer-' || k, 'Other Trainer ' || k, 'trainer' || k || '@bench.example',
       'trainer', now(), now()
     from generate_series(1, ${OTHER_TRAINERS}) k`,
    `insert into trainer (id, user_id, status, published, name, services)
     select 'bench-trainer-' || k, 'bench-trainer-' || k, 'approved', true, 'Other Trainer ' || k,
       '{"personal":{"enabled":true,"pricePaise":150000},"group":{"enabled":false,"pricePaise":80000},"online":{"enabled":true,"pricePaise":100000}}'
     from generate_series(1, ${OTHER_TRAINERS}) k`,
    // The trainer: 16 sessions a day for ~312 days, the last two weeks ahead. In the past, one
    // in twenty was cancelled by the trainer, one by the client, one awaits attendance.
    `insert into booking (id, client_id, trainer_id, service, location, session_date, time_slot,
       starts_at, ends_at, status, cancelled_by, cancelled_at, price_paise, total_paise,
       client_confirmed_at, trainer_confirmed_at, created_at, updated_at)
     select 'bench-booking-' || n, 'bench-client-' || (n % ${CLIENTS}), '${trainerId}',
       case when n % 5 = 0 then 'online' else 'personal' end,
       case when n % 5 = 0 then 'online' else 'gym' end,
       to_char(local, 'YYYY-MM-DD'), to_char(local, 'FMHH12:MI AM'),
       starts, starts + interval '1 hour',
       case when starts > now() then 'confirmed' when n % 20 in (0, 1) then 'cancelled'
         when n % 20 = 2 then 'confirmed' else 'completed' end,
       case when starts > now() then null when n % 20 = 0 then 'trainer'
         when n % 20 = 1 then 'client' end,
       case when starts <= now() and n % 20 in (0, 1) then starts - interval '1 day' end,
       case when n % 5 = 0 then 120000 else 180000 end,
       case when n % 5 = 0 then 120000 else 180000 end,
       case when starts <= now() and n % 20 > 2 then starts + interval '70 minutes' end,
       case when starts <= now() and n % 20 > 2 then starts + interval '80 minutes' end,
       least(now(), starts - interval '3 days'), least(now(), starts)
     from generate_series(0, ${BOOKINGS - 1}) n,
       lateral (select ${slotSql('n', 16, -(Math.ceil(BOOKINGS / 16) - 14))} as local) l,
       lateral (select local at time zone 'Asia/Kolkata' as starts) s`,
    // Everyone else: 8 sessions on one day a week, from the same clients.
    `insert into booking (id, client_id, trainer_id, service, location, session_date, time_slot,
       starts_at, ends_at, status, price_paise, total_paise, created_at, updated_at)
     select 'bench-other-' || k || '-' || m, 'bench-client-' || ((m * 7 + k) % ${CLIENTS}),
       'bench-trainer-' || k, 'personal', 'gym', to_char(local, 'YYYY-MM-DD'),
       to_char(local, 'FMHH12:MI AM'), starts, starts + interval '1 hour',
       case when starts > now() then 'confirmed' else 'completed' end, 150000, 150000,
       least(now(), starts - interval '2 days'), least(now(), starts)
     from generate_series(1, ${OTHER_TRAINERS}) k, generate_series(0, ${OTHER_BOOKINGS - 1}) m,
       lateral (select ${slotSql('m', 8, -((OTHER_BOOKINGS / 8) * 7 - 7), 7)} as local) l,
       lateral (select local at time zone 'Asia/Kolkata' as starts) s`,
    // Reviews of a third of the completed sessions, with the trainers' aggregates.
    `insert into review (id, booking_id, client_id, trainer_id, rating, comment, created_at, updated_at)
     select 'review-' || id, id, client_id, trainer_id, 3 + (abs(hashtext(id)) % 3),
       'Good session', ends_at, ends_at
     from booking where status = 'completed' and abs(hashtext(id)) % 3 = 0`,
    `update trainer t set rating_sum = r.total, review_count = r.count
     from (select trainer_id, sum(rating) as total, count(*) as count from review group by trainer_id) r
     where r.trainer_id = t.id`,
    `update trainer set selected_feedback = array(
       select booking_id from review where trainer_id = '${trainerId}' order by created_at desc limit 6)
     where id = '${trainerId}'`,
    // Weekly payouts of the trainer's completed sessions before this week, all paid.
    `insert into payout (id, trainer_id, week_start, week_end, status, session_count, gross_paise,
       platform_fee_paise, net_paise, provider, created_at, paid_at, updated_at)
     select 'payout-' || week, '${trainerId}', week::text, (week + 6)::text, 'paid', count(*),
       sum(price_paise), sum(fee), sum(price_paise) - sum(fee), 'manual', now(), now(), now()
     from (
       select date_trunc('week', starts_at at time zone 'Asia/Kolkata')::date as week, price_paise,
         round(price_paise * case when service = 'online' then 0.10 else 0.05 end)::int as fee
       from booking where trainer_id = '${trainerId}' and status = 'completed'
         and starts_at < date_trunc('week', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'
     ) sessions group by week`,
    `insert into payout_booking (payout_id, booking_id, gross_paise, platform_fee_paise)
     select 'payout-' || date_trunc('week', starts_at at time zone 'Asia/Kolkata')::date, id,
       price_paise,
       round(price_paise * case when service = 'online' then 0.10 else 0.05 end)::int
     from booking where trainer_id = '${trainerId}' and status = 'completed'
       and starts_at < date_trunc('week', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'`,
    'analyze',
  ];
}

async function seed(url, trainerId) {
  const database = await openPostgres(url);
  try {
    const startedAt = performance.now();
    for (const statement of seedStatements(trainerId)) await database.query(statement);
    const [counts] = await database.query(
      `select count(*) filter (where trainer_id = $1)::int as own,
         count(distinct client_id) filter (where trainer_id = $1)::int as clients,
         count(*)::int as total from booking`,
      [trainerId],
    );
    console.log(
      `  seeded ${counts.own.toLocaleString('en-IN')} bookings of the trainer from ${counts.clients.toLocaleString('en-IN')} clients, ${counts.total.toLocaleString('en-IN')} in all, in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
    );
    return counts;
  } finally {
    await database.close();
  }
}

/**
 * The statements the server sends for one request of each endpoint after the session lookup
 * (which also reads the trainer's id), run through the app's own service and repository, with
 * their plans (EXPLAIN ANALYZE, BUFFERS) and direct timings.
 */
async function inspectQueries(url, user) {
  const [{ createTrainerDashboardRepository }, { createTrainerDashboardService }] =
    await Promise.all([
      importSource('src/server/features/trainer-dashboard/trainer-dashboard.repository.ts'),
      importSource('src/server/features/trainer-dashboard/trainer-dashboard.service.ts'),
    ]);
  const database = await openPostgres(url);
  const plans = {};
  try {
    let sent = [];
    const db = database.drizzle({ logQuery: (sql, params) => sent.push({ sql, params }) });
    const service = createTrainerDashboardService(
      createTrainerDashboardRepository(db),
      () => new Date(),
    );
    const requests = {
      earnings: () => service.earnings(user, 'lastMonth'),
      clients: () => service.clients(user, { page: 5, limit: 50 }),
      history: () => service.history(user, 20, undefined),
    };
    for (const [name, request] of Object.entries(requests)) {
      sent = [];
      await request();
      const statements = sent;
      plans[name] = [];
      for (const statement of statements) {
        const timings = [];
        for (let run = 0; run < 20; run += 1) {
          const startedAt = performance.now();
          await database.query(statement.sql, statement.params);
          timings.push(performance.now() - startedAt);
        }
        timings.sort((a, b) => a - b);
        const plan = (
          await database.query(`explain (analyze, buffers) ${statement.sql}`, statement.params)
        ).map((row) => row['QUERY PLAN']);
        plans[name].push({ sql: statement.sql, plan, medianMs: timings[10] });
        console.log(
          `\n  ${name}: ${statement.sql.replace(/\s+/g, ' ').slice(0, 110)}...\n    direct: median ${ms(timings[10])} ms over 20 runs`,
        );
        for (const line of plan) console.log(`    ${line}`);
      }
    }
  } finally {
    await database.close();
  }
  return plans;
}

/** The first history page and the older ones, by the cursors the server hands out. */
async function historyPaths(baseUrl, authorization) {
  const paths = ['/api/trainer/sessions/history?limit=20'];
  let next = paths[0];
  while (paths.length < HISTORY_PAGES) {
    const { data } = await json(await fetch(`${baseUrl}${next}`, { headers: { authorization } }));
    if (data.sessions.length !== 20 || !data.nextCursor) throw new Error('history ended early');
    next = `/api/trainer/sessions/history?limit=20&before=${encodeURIComponent(data.nextCursor)}`;
    paths.push(next);
  }
  return paths;
}

async function checkAnswers(baseUrl, authorization, expected) {
  const headers = { authorization };
  const clients = await json(await fetch(`${baseUrl}/api/trainer/clients`, { headers }));
  if (
    clients.pagination.totalCount !== expected.clients ||
    clients.stats.total !== expected.clients
  ) {
    throw new Error(
      `clients: ${clients.pagination.totalCount} counted, expected ${expected.clients}`,
    );
  }
  const earnings = await json(
    await fetch(`${baseUrl}/api/trainer/earnings?period=lastMonth`, { headers }),
  );
  if (earnings.data.summary.sessions === 0 || earnings.data.recentTransactions.length !== 50) {
    throw new Error(`earnings: ${JSON.stringify(earnings.data.summary)}`);
  }
  console.log(
    `  clients: ${clients.stats.total}, ${clients.data.length} a page (${Buffer.byteLength(JSON.stringify(clients))} B); last month: ${earnings.data.summary.sessions} sessions completed, ₹${(earnings.data.summary.trainerEarningsTotal / 100).toLocaleString('en-IN')} earned`,
  );
}

const scratch = await createScratchPostgres(ADMIN_URL);
const dataDir = newDataDir('kasrat-bench-dashboard-');
console.log(`\n== PostgreSQL ==\n  scratch database ${scratch.name}`);
const results = {};
let seeded;
let plans = null;
try {
  const server = await startServer({
    dataDir,
    removeDataDir: false,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      DATABASE_URL: scratch.url,
      PAYMENTS: 'sandbox',
      BETTER_AUTH_SECRET: 'bench-only-secret-for-a-scratch-database-0123456789',
      KYC_ENCRYPTION_KEY: '0123456789abcdef'.repeat(4),
    },
  });
  try {
    const { authorization, userId, trainerId } = await signUpTrainer(server.baseUrl);
    seeded = await seed(scratch.url, trainerId);
    if (!QUICK) plans = await inspectQueries(scratch.url, { id: userId, trainerId });
    await checkAnswers(server.baseUrl, authorization, { clients: CLIENTS });
    const runs = [
      { name: 'health', label: 'GET /api/health', paths: ['/api/health'] },
      {
        name: 'earnings',
        label: 'earnings, this month and last',
        paths: ['/api/trainer/earnings?period=thisMonth', '/api/trainer/earnings?period=lastMonth'],
      },
      {
        name: 'clients',
        label: `clients, pages 1-${CLIENTS / 50} of 50`,
        paths: Array.from(
          { length: CLIENTS / 50 },
          (_, index) => `/api/trainer/clients?page=${index + 1}`,
        ),
      },
      {
        name: 'history',
        label: `history, pages 1-${HISTORY_PAGES} of 20`,
        paths: await historyPaths(server.baseUrl, authorization),
      },
    ];
    console.log(
      `\n  load: ${CONNECTIONS} connections, no pipelining, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s each`,
    );
    const sampleCpu = cpuSampler({ serverPid: server.pid, postgresDatabase: scratch.name });
    for (const run of runs) {
      const figures = await measureThroughput({
        baseUrl: server.baseUrl,
        paths: run.paths,
        headers: { authorization },
        connections: CONNECTIONS,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        sampleCpu,
      });
      if (figures.non2xx > 0)
        throw new Error(`${run.label}: ${figures.non2xx} answers were not 2xx`);
      results[run.name] = { label: run.label, ...figures };
      console.log(
        `  ${run.label.padEnd(32)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(figures.p50Ms).padStart(5)} ms  p99 ${ms(figures.p99Ms).padStart(5)} ms  ${figures.bytesPerRequest} B/answer  CPU per answer: server ${ms(figures.serverCpuMsPerAnswer)} ms, PostgreSQL ${ms(figures.databaseCpuMsPerAnswer ?? 0)} ms`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\ntrainer dashboard: ${BOOKINGS.toLocaleString('en-IN')} bookings from ${CLIENTS.toLocaleString('en-IN')} clients (${seeded.total.toLocaleString('en-IN')} in the database), ${CONNECTIONS} connections, ${SECONDS} s each, ${describeMachine()}`,
);
console.log(`target on PostgreSQL: p99 <= ${TARGET.p99Ms} ms each; ratio = req/s ÷ health's req/s`);
const health = results.health;
for (const [name, figures] of Object.entries(results)) {
  const ratio = name === 'health' ? null : figures.requestsPerSecond / health.requestsPerSecond;
  figures.ratioToHealth = ratio;
  if (name !== 'health') {
    figures.targetMet = figures.p99Ms <= TARGET.p99Ms;
  }
  console.log(
    `  ${figures.label.padEnd(32)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${ms(figures.p99Ms).padStart(5)} ms${ratio === null ? '' : `  ratio ${ratio.toFixed(2)}  p99 ${figures.targetMet ? 'met' : 'MISSED'}`}`,
  );
}
writeResult('trainer-dashboard', {
  bookings: BOOKINGS,
  clients: CLIENTS,
  connections: CONNECTIONS,
  seconds: SECONDS,
  machine: describeMachine(),
  target: TARGET,
  load: results,
  plans,
});
