import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { closeOnSignals } from '../graceful-shutdown';

/**
 * The API as a process of its own (no web build needed), for tests that need several server
 * processes on one database or a real process to stop: `startApiProcess` runs it bundled, and
 * `node --import tsx src/server/test/serve-api.ts` runs it by hand, with PORT, NODE_ENV=test (and TEST_NOW) in the environment,
 * and DATABASE_URL (migrated by the test) or DATA_DIR (embedded, migrated here). The periodic
 * jobs run only with TEST_RUN_JOBS=true, for tests of several processes sharing them.
 */
const config = loadConfig();
const database = await openDatabase(config.database);
if (config.database.kind === 'pglite') await database.migrate();
const app = await buildApp({
  config,
  database,
  logger: false,
  runJobs: process.env.TEST_RUN_JOBS === 'true',
});
closeOnSignals(app, () => database.close());
await app.listen({ port: config.port, host: '127.0.0.1' });
