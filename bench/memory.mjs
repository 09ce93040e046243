// Resident memory of the built server on the embedded default with the demo data, as
// `npm start` runs it (NODE_ENV=production, PGlite): after a first start on an empty DATA_DIR
// (which seeds the demo data), then after a restart on the same directory; each time once idle
// and again after a round of the pages a visitor opens. Target (issue 18): at most 300 MiB idle.
// BENCH_MEMORY_IDLE_SECONDS sets how long the server idles before each reading (default 20,
// 5 under CI=true).
import { rmSync } from 'node:fs';
import { newDataDir, startServer } from '../e2e/support/server.mjs';
import { residentMib } from './lib/cpu-time.mjs';
import { describeMachine } from './lib/machine.mjs';
import { writeResult } from './lib/results.mjs';

const TARGET_MIB = 300;
const IDLE_SECONDS = Number(
  process.env.BENCH_MEMORY_IDLE_SECONDS ?? (process.env.CI === 'true' ? 5 : 20),
);
const MUMBAI = 'latitude=19.076&longitude=72.8777';
const VISIT = [
  '/trainers',
  `/api/trainers/nearby?${MUMBAI}&radius=100&page=1&limit=10`,
  `/api/trainers/nearby?${MUMBAI}&radius=100&page=2&limit=10&sort=rating`,
  `/api/trainers/nearby?${MUMBAI}&service=online&page=1&limit=10`,
  '/city/mumbai',
  '/sitemap.xml',
];

const idle = () => new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));

/** Idle reading, then one round of a visitor's pages (and a trainer's profile), then another. */
async function measure(server) {
  await idle();
  const idleMib = residentMib(server.pid);
  const nearby = await fetch(`${server.baseUrl}${VISIT[1]}`).then((r) => r.json());
  const trainerId = nearby.data[0].id;
  for (const path of [...VISIT, `/trainers/${trainerId}`, `/api/trainers/${trainerId}`]) {
    const response = await fetch(`${server.baseUrl}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  }
  await idle();
  return { idleMib, afterVisitMib: residentMib(server.pid) };
}

const dataDir = newDataDir('kasrat-bench-memory-');
const options = { dataDir, removeDataDir: false, env: { NODE_ENV: 'production' } };
const mib = (value) => `${value.toFixed(0)} MiB`;
const verdict = (value) => (value <= TARGET_MIB ? 'within target' : 'OVER TARGET');

try {
  const results = {};
  for (const run of ['firstStart', 'restart']) {
    const server = await startServer(options);
    try {
      results[run] = await measure(server);
    } finally {
      await server.stop();
    }
  }
  console.log(
    `resident memory of the embedded default with the demo data (target ${TARGET_MIB} MiB idle) on ${describeMachine()}`,
  );
  for (const [run, label] of [
    ['firstStart', 'first start (seeds the demo data)'],
    ['restart', 'restart on the same data'],
  ]) {
    const { idleMib, afterVisitMib } = results[run];
    console.log(
      `  ${label}: ${mib(idleMib)} idle (${verdict(idleMib)}), ${mib(afterVisitMib)} after a visitor's pages`,
    );
  }
  writeResult('memory', { targetMib: TARGET_MIB, idleSeconds: IDLE_SECONDS, ...results });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
