import type { SecondaryStorage } from 'better-auth';
import type { Redis } from 'ioredis';

/** better-auth's secondary storage (sessions, sign-in codes) on Redis; TTLs are in seconds. */
export function redisSessionStorage(redis: Redis): SecondaryStorage {
  return {
    get: (key) => redis.get(key),
    getAndDelete: (key) => redis.getdel(key),
    async increment(key, ttl) {
      // The TTL is set only when the counter is created, so its window never slides.
      const results = await redis.multi().set(key, 0, 'EX', ttl, 'NX').incr(key).exec();
      return Number(results?.[1]?.[1]);
    },
    set: (key, value, ttl) => (ttl ? redis.set(key, value, 'EX', ttl) : redis.set(key, value)),
    async delete(key) {
      await redis.del(key);
    },
  };
}
