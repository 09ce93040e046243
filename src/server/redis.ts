import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface RedisConnections {
  /** Commands: better-auth's session storage, the rate limits, socket.io's publisher. */
  client: Redis;
  /** A connection of its own for a subscriber, which can run nothing but (un)subscribe. */
  subscriber(): Redis;
  close(): Promise<void>;
}

/**
 * Every Redis connection the app holds, opened here and closed together. Connecting at start
 * makes a wrong REDIS_URL stop the start instead of failing the first request that needs it.
 */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<RedisConnections> {
  // Loaded only when REDIS_URL is set, so a single process does not hold the client.
  const { Redis } = await import('ioredis');
  const opened: Redis[] = [];
  const track = (connection: Redis) => {
    // Without a listener ioredis prints every reconnection error to the console itself.
    connection.on('error', (error) => log.warn({ err: error }, 'redis connection error'));
    opened.push(connection);
    return connection;
  };
  const client = track(new Redis(url, { lazyConnect: true }));
  await client.connect();
  return {
    client,
    subscriber: () => track(client.duplicate()),
    async close() {
      await Promise.allSettled(opened.map((connection) => connection.quit()));
    },
  };
}
