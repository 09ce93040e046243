import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { closeOnSignals } from './graceful-shutdown';
import { createStorage } from './integrations/storage/create-storage';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    serveWeb: true,
    runJobs: true,
  });
  app.addHook('onClose', () => database.close());

  if (config.seedDemo) {
    const seeded = await seedDemoData(database.db, {
      now: config.testNow ? new Date(config.testNow) : new Date(),
      log: app.log,
      kyc: {
        encryptionKey: config.kycEncryptionKey,
        storage: await createStorage(config, () => new Date()),
      },
    });
    if (seeded) {
      app.log.info(
        'Demo data ready. Sign in at /auth with client@kasrat.test, trainer@kasrat.test or admin@kasrat.test and the password KasratDemo#2026',
      );
    }
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
