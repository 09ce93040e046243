// Seeds the demo data in a process of its own (main.ts starts it on a first start), so the
// server never holds the memory one large seeding transaction takes. Prints one line per note,
// none when the demo data was already there.
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { createStorage } from './integrations/storage/create-storage';

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  // On a first start the server has not migrated yet: it opens the database once seeded.
  await database.migrate();
  await seedDemoData(database.db, {
    now: config.testNow ? new Date(config.testNow) : new Date(),
    tax: config.tax,
    log: { info: (message: string) => console.log(message) },
    kyc: {
      encryptionKey: config.kycEncryptionKey,
      storage: await createStorage(config, () => new Date()),
    },
  });
} finally {
  await database.close();
}
