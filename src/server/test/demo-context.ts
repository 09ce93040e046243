import { DEMO_PASSWORD } from '#server/db/seed/build-demo-data.ts';
import { seedDemoData } from '#server/db/seed.ts';
import { createStorage } from '#server/integrations/storage/create-storage.ts';
import { createTestContext, type TestContext } from './test-app';

/** A test context holding the demo data a first `npm start` at `now` would seed. */
export async function createDemoContext(now: Date): Promise<TestContext> {
  const ctx = await createTestContext({ now });
  await seedDemoData(ctx.database.db, {
    now,
    log: { info: () => {} },
    kyc: {
      encryptionKey: ctx.config.kycEncryptionKey,
      storage: await createStorage(ctx.config, ctx.clock.now),
    },
  });
  return ctx;
}

/** Signs in as a demo account with the demo password; its bearer token. */
export async function signInAsDemo(ctx: TestContext, email: string): Promise<string> {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`demo sign-in failed: ${response.body}`);
  return response.json().token as string;
}
