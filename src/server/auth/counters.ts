import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Database } from '#server/db/client.ts';
import { rateLimitCounter } from '#server/db/schema.ts';

/** Where the counters live: Redis when configured, otherwise the app's own database. */
export type CounterStore = { redis: Redis } | { db: Database };

/** A counter shared by every process: `points` per `seconds`, keyed by what `consume` is given. */
export function counter(
  store: CounterStore,
  keyPrefix: string,
  points: number,
  seconds: number,
): RateLimiterAbstract {
  const options = { keyPrefix, points, duration: seconds };
  if ('redis' in store) return new RateLimiterRedis({ ...options, storeClient: store.redis });
  // Expired rows are pruned by a job (jobs/prune-rate-limit-counters), not by a timer per limiter.
  return new RateLimiterDrizzle({
    ...options,
    storeClient: store.db,
    schema: rateLimitCounter,
    clearExpiredByTimeout: false,
  });
}

/**
 * Consumes a point of each counter, all at once so that requests sent in parallel cannot all
 * pass under a limit. Answers the milliseconds until the longest refusal ends, 0 when none refused.
 */
export async function consumeAll(
  takes: readonly (readonly [RateLimiterAbstract, string])[],
): Promise<number> {
  const results = await Promise.allSettled(takes.map(([limiter, key]) => limiter.consume(key)));
  let waitMs = 0;
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
    waitMs = Math.max(waitMs, result.reason.msBeforeNext);
  }
  return waitMs;
}
