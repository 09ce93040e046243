import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { inject } from 'vitest';
import { bundleServer } from '#server/server-bundle.mjs';
import { embeddedPaths } from '../config';
import { createDataDir } from '../db/client';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The auth secret every API process gets; a command run beside it (npm run backup) needs it too. */
export const API_PROCESS_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

export interface ApiProcess {
  process: ChildProcess;
  url: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Bundles src/server/test/serve-api.ts once per run, as the build bundles the server
 * (src/server/server-bundle.mjs): a process started from the bundle is healthy in
 * 1.4 s instead of the 2.6 s it took through tsx, which compiled and resolved each of the
 * server's modules again in every process
 * (docs/decisions/0053-test-workers-kept-by-environment.md). Inside the project, so that the
 * bundle finds node_modules and the project root; removed by the returned function.
 */
export async function bundleApiProcess(): Promise<{ entry: string; remove: () => Promise<void> }> {
  const cache = path.join(ROOT, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'kasrat-api-process-'));
  await bundleServer({ 'serve-api': path.join(ROOT, 'src/server/test/serve-api.ts') }, dir);
  return {
    entry: path.join(dir, 'serve-api.js'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Starts src/server/test/serve-api.ts (bundled by `bundleApiProcess`) as a process of its own and waits until it is healthy.
 * `database`: a PostgreSQL URL the test has migrated, or an embedded data directory; one that
 * holds no database yet is given a copy of the run's migrated one, as the build's template gives
 * a first start (docs/decisions/0003-embedded-database-template.md), instead of a new cluster
 * made and migrated in the process (docs/decisions/0034-test-suite-under-three-minutes.md).
 * `env`: more configuration, such as REDIS_URL, or TEST_RUN_JOBS=true for the periodic jobs.
 */
export async function startApiProcess(
  database: { url: string } | { dataDir: string },
  now: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  if ('dataDir' in database) {
    const { pglite } = embeddedPaths(database.dataDir);
    if (!existsSync(path.join(pglite, 'PG_VERSION'))) {
      await createDataDir(pglite, inject('pgliteTemplateDir'));
    }
  }
  const port = await freePort();
  const child = spawn(process.execPath, [inject('apiProcessEntry')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      TEST_NOW: now,
      PORT: String(port),
      ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }),
      BETTER_AUTH_SECRET: API_PROCESS_AUTH_SECRET,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      // Suites sign many people up from one address; the limit's own tests set it back.
      SIGN_UPS_PER_ADDRESS_PER_HOUR: '100000',
      TEST_PASSWORD_HASH: 'fast',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (waited > 60_000 || child.exitCode !== null)
      throw new Error('the API process did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { process: child, url };
}

/** The process's exit code once it has exited. */
export function exitOf(api: ApiProcess): Promise<number | null> {
  if (api.process.exitCode !== null) return Promise.resolve(api.process.exitCode);
  return new Promise((resolve) => api.process.once('exit', (code) => resolve(code)));
}
