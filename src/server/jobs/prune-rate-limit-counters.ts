import { lt } from 'drizzle-orm';
import { rateLimitCounter } from '#server/db/schema.ts';
import type { Job } from './job-runner';

/** A counter whose window has ended counts nothing; the next attempt starts a new row. */
export const pruneRateLimitCounters: Job = {
  name: 'prune-rate-limit-counters',
  intervalMs: 60 * 60_000,
  async run(db, now) {
    const pruned = await db
      .delete(rateLimitCounter)
      .where(lt(rateLimitCounter.expire, now))
      .returning({ key: rateLimitCounter.key });
    return pruned.length;
  },
};
