import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { type Config, ConfigError, loadConfig, paysOutSandbox } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { closeOnSignals } from './graceful-shutdown';

const DEMO_READY =
  'Demo data ready. Sign in at /auth with client@kasrat.test, trainer@kasrat.test or admin@kasrat.test and the password KasratDemo#2026';

/**
 * Seeds the demo data in a process of its own and returns what it printed. The embedded
 * database's WebAssembly memory grows to hold the one large seeding transaction and never
 * shrinks, so a server that seeded itself would idle some 100 MiB larger
 * (docs/decisions/0024-embedded-memory.md).
 */
async function seedInOwnProcess(): Promise<string[]> {
  const self = fileURLToPath(import.meta.url);
  const script = path.join(path.dirname(self), `seed-demo${path.extname(self)}`);
  const child = spawn(process.execPath, [...process.execArgv, script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seeding the demo data failed (exit code ${code})`);
  return printed.split('\n').filter(Boolean);
}

/** An embedded database not made yet: the seeder makes it, so the server opens it only once. */
const isNew = (database: Config['database']) =>
  database.kind === 'pglite' &&
  database.dir !== null &&
  !existsSync(path.join(database.dir, 'PG_VERSION'));

/** Loaded only when asked: a server without SEED_DEMO never needs the seed's code. */
async function demoDataIn(database: DatabaseHandle): Promise<boolean> {
  const { demoDataPresent } = await import('./db/seed');
  return demoDataPresent(database.db);
}

async function main() {
  const config = loadConfig();
  const seedFirst = config.seedDemo && isNew(config.database);
  const seeding = seedFirst ? seedInOwnProcess() : Promise.resolve([]);
  // The server's code loads on the other core while the seeder works
  // (docs/decisions/0054-first-start-under-five-seconds.md); a failure is reported once awaited.
  const appCode = import('./app');
  appCode.catch(() => {});
  const notes = await seeding;
  const { buildApp } = await appCode;
  let database = await openDatabase(config.database);
  await database.migrate();
  if (config.seedDemo && !seedFirst && !(await demoDataIn(database))) {
    // The embedded database admits one process at a time.
    await database.close();
    notes.push(...(await seedInOwnProcess()));
    database = await openDatabase(config.database);
  }
  if (notes.length > 0) notes.push(DEMO_READY);
  const app = await buildApp({
    config,
    database,
    serveWeb: true,
    runJobs: true,
  });
  app.addHook('onClose', () => database.close());
  for (const note of notes) app.log.info(note);
  if (config.payment.provider.kind === 'sandbox') {
    app.log.warn(
      `${BOOKING_MESSAGES.testModeNotice}: payments run in the sandbox (PAYMENTS=sandbox or no RAZORPAY_* keys)${paysOutSandbox(config) ? ', and payouts include its test sessions' : ''}`,
    );
  }

  closeOnSignals(app);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
