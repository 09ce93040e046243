// Time from spawning the built server to its first healthy /api/health, as `npm start` runs it
// (NODE_ENV=production, embedded PGlite, demo data): once on an empty DATA_DIR (migrations and
// demo seeding), then restarts on the same directory. Target: healthy within 5 s.
import { rmSync } from 'node:fs';
import { newDataDir, startServer } from '../e2e/support/server.mjs';
import { describeMachine } from './lib/machine.mjs';
import { writeResult } from './lib/results.mjs';

const TARGET_MS = 5000;
const RESTARTS = 3;

const dataDir = newDataDir('kasrat-bench-cold-');
const options = { dataDir, removeDataDir: false, env: { NODE_ENV: 'production' } };

const verdict = (ms) => (ms <= TARGET_MS ? 'within target' : 'OVER TARGET');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

try {
  const first = await startServer(options);
  await first.stop();
  const restarts = [];
  for (let run = 0; run < RESTARTS; run++) {
    const server = await startServer(options);
    restarts.push(server.healthyAfterMs);
    await server.stop();
  }
  const median = [...restarts].sort((a, b) => a - b)[Math.floor(restarts.length / 2)];

  console.log(`cold start to a healthy /api/health (target 5 s) on ${describeMachine()}`);
  console.log(
    `  first start, empty DATA_DIR (migrate + seed demo): ${seconds(first.healthyAfterMs)}  ${verdict(first.healthyAfterMs)}`,
  );
  console.log(
    `  restart on the same DATA_DIR (median of ${RESTARTS}): ${seconds(median)}  ${verdict(median)}  [${restarts.map(seconds).join(', ')}]`,
  );
  writeResult('cold-start', {
    targetMs: TARGET_MS,
    firstStartMs: Math.round(first.healthyAfterMs),
    restartMs: restarts.map(Math.round),
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
