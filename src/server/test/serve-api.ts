import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

/**
 * The API as a process of its own (no web build needed), for tests that need several server
 * processes on one database: `node --import tsx src/server/test/serve-api.ts` with PORT,
 * DATABASE_URL and NODE_ENV=test (and TEST_NOW) in the environment.
 */
const config = loadConfig();
const database = await openDatabase(config.database);
const app = await buildApp({ config, database, logger: false, runJobs: false });
await app.listen({ port: config.port, host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
