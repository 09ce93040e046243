// Plain JavaScript so that the benchmarks (node bench/*.mjs) and the Vitest e2e setup share it;
// its types are in server.d.mts.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = path.join(PROJECT_ROOT, 'dist/server/main.js');
const WEB_ENTRY = path.join(PROJECT_ROOT, 'dist/web/index.html');

/** Variables that would take the server off its embedded defaults, which tests and benches use. */
const PRODUCTION_ADAPTERS = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'S3_BUCKET', 'PUBLIC_URL'];

export function assertBuilt() {
  const missing = [SERVER_ENTRY, WEB_ENTRY].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The app is not built (${missing.map((file) => path.relative(PROJECT_ROOT, file)).join(', ')} missing): run npm run build first`,
    );
  }
}

export function newDataDir(prefix = 'kasrat-run-') {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node dist/server/main.js` as a child process and resolves once /api/health answers 200.
 * `healthyAfterMs` is measured from the spawn, so the cold-start bench reads it directly.
 */
export async function startServer(options = {}) {
  assertBuilt();
  const dataDir = options.dataDir ?? newDataDir();
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = options.logFile ?? path.join(dataDir, 'server.log');
  mkdirSync(path.dirname(logFile), { recursive: true });
  const logFd = openSync(logFile, 'w');

  const env = { ...process.env };
  for (const name of PRODUCTION_ADAPTERS) delete env[name];
  Object.assign(
    env,
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Journeys and benches sign many people up from one address.
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000',
    },
    options.env,
  );

  const startedAt = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  let exit = null;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
  });

  const readLog = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const stop = async () => {
    if (exit === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (options.removeDataDir ?? options.dataDir === undefined) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };

  const timeoutMs = options.timeoutMs ?? 120_000;
  const deadline = startedAt + timeoutMs;
  for (;;) {
    if (exit !== null) {
      throw new Error(
        `The server exited during start-up (${JSON.stringify(exit)}). Its log (${logFile}):\n${readLog()}`,
      );
    }
    if (performance.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not report healthy at ${baseUrl}/api/health within ${timeoutMs} ms. Its log:\n${readLog()}`,
      );
    }
    const response = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (response?.status === 200) break;
    await response?.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }

  return {
    baseUrl,
    port,
    dataDir,
    logFile,
    pid: child.pid,
    healthyAfterMs: performance.now() - startedAt,
    readLog,
    stop,
  };
}
