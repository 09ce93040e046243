import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInAttempt } from '../db/schema';

export function createSignInAttemptsRepository(db: Database) {
  return {
    async recent(email: string, since: Date) {
      const [row] = await db
        .select({ failures: count(), oldest: min(signInAttempt.attemptedAt) })
        .from(signInAttempt)
        .where(and(eq(signInAttempt.email, email), gt(signInAttempt.attemptedAt, since)));
      return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
    },
    async record(email: string, at: Date) {
      await db.insert(signInAttempt).values({ email, attemptedAt: at });
    },
    async clear(email: string) {
      await db.delete(signInAttempt).where(eq(signInAttempt.email, email));
    },
    async prune(before: Date) {
      await db.delete(signInAttempt).where(lt(signInAttempt.attemptedAt, before));
    },
  };
}
export type SignInAttemptsRepository = ReturnType<typeof createSignInAttemptsRepository>;
