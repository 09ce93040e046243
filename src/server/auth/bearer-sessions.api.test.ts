import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { session, user } from '#server/db/schema.ts';
import { testRedisEnv } from '#server/test/redis-env.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { MESSAGES } from '#shared/messages.ts';

const redisEnv = testRedisEnv();
const DAY = 86_400_000;

/** The session's own token, which better-auth keys it by: the bearer token's part before its signature. */
const stored = (token: string) => token.split('.')[0]!;

/** Where better-auth keeps a session's expiry: its row, or its entry in Redis. */
interface SessionExpiry {
  read(token: string): Promise<Date>;
  /** Makes the session look older (better-auth reads its own clock, which tests cannot set). */
  age(token: string, ms: number): Promise<void>;
}

const expiryInDatabase = (db: Database): SessionExpiry => ({
  async read(token) {
    const [row] = await db
      .select()
      .from(session)
      .where(eq(session.token, stored(token)));
    return row!.expiresAt;
  },
  async age(token, ms) {
    const expiresAt = await this.read(token);
    await db
      .update(session)
      .set({ expiresAt: new Date(expiresAt.getTime() - ms) })
      .where(eq(session.token, stored(token)));
  },
});

const expiryInRedis = (redis: Redis): SessionExpiry => ({
  async read(token) {
    return new Date(JSON.parse((await redis.get(stored(token)))!).session.expiresAt);
  },
  async age(token, ms) {
    const entry = JSON.parse((await redis.get(stored(token)))!);
    entry.session.expiresAt = new Date(new Date(entry.session.expiresAt).getTime() - ms);
    await redis.set(stored(token), JSON.stringify(entry), 'KEEPTTL');
  },
});

// A bearer token is looked up on every request, in the database or (with Redis) in
// better-auth's session storage; nothing is remembered in between, so every change counts
// on the very next request.
function bearerSessionScenarios(env: Record<string, string>, expiry: () => SessionExpiry) {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env });
  });
  afterAll(() => ctx.close());

  const profile = (token: string) =>
    ctx.request({ method: 'GET', url: '/api/auth/profile', token });

  it('stop working at once after signing out', async () => {
    const { token } = await ctx.signUp();
    expect((await profile(token)).statusCode).toBe(200);
    const out = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-out',
      token,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await profile(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(MESSAGES.signInRequired);
  });

  it('carry a new role into the next request', async () => {
    const { token, userId } = await ctx.signUp();
    const admins = () => ctx.request({ method: 'GET', url: '/api/admin/portfolios', token });
    expect((await admins()).statusCode).toBe(403);
    await ctx.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, userId));
    expect((await admins()).statusCode).toBe(200);
  });

  it('carry a new name into the next request', async () => {
    const { token, userId } = await ctx.signUp({ firstName: 'Asha' });
    expect((await profile(token)).json().data).toMatchObject({ firstName: 'Asha' });
    await ctx.database.db.update(user).set({ firstName: 'Ashwini' }).where(eq(user.id, userId));
    expect((await profile(token)).json().data).toMatchObject({ firstName: 'Ashwini' });
  });

  it('are extended daily while used, and lapse after seven days unused', async () => {
    const used = await ctx.signUp();
    const unused = await ctx.signUp();
    await expiry().age(used.token, 2 * DAY);
    const aged = await expiry().read(used.token);
    expect((await profile(used.token)).statusCode).toBe(200);
    expect((await expiry().read(used.token)).getTime()).toBeGreaterThan(aged.getTime() + DAY);

    await expiry().age(unused.token, 7 * DAY + 3_600_000);
    expect((await profile(unused.token)).statusCode).toBe(401);
  });

  return () => ctx;
}

describe('bearer sessions in the database', () => {
  const context = bearerSessionScenarios({}, () => expiryInDatabase(context().database.db));

  it('stop working at once when the session is removed behind the app', async () => {
    const ctx = context();
    const { token, userId } = await ctx.signUp();
    expect((await ctx.request({ method: 'GET', url: '/api/auth/profile', token })).statusCode).toBe(
      200,
    );
    await ctx.database.db.delete(session).where(eq(session.userId, userId));
    expect((await ctx.request({ method: 'GET', url: '/api/auth/profile', token })).statusCode).toBe(
      401,
    );
  });
});

// Runs in CI's production-path stage (TEST_REDIS_URL set); `npm test` needs nothing but Node.
describe.runIf(redisEnv)('bearer sessions in Redis (better-auth’s secondary storage)', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisEnv!.REDIS_URL);
  });
  afterAll(() => redis.quit());
  const context = bearerSessionScenarios(redisEnv!, () => expiryInRedis(redis));

  it('are kept in Redis, not in the database', async () => {
    const ctx = context();
    const { userId } = await ctx.signUp();
    const rows = await ctx.database.db.select().from(session).where(eq(session.userId, userId));
    expect(rows).toEqual([]);
  });
});
