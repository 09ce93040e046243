import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { userPresence } from '#server/db/schema.ts';
import { presenceRoom, userRoom } from '#shared/chat-api.ts';
import type { RealtimeServer, RealtimeSocket } from './socket-io';

export interface Presence {
  /** Those of the users with a socket open on any process. */
  onlineAmong(userIds: string[]): Promise<string[]>;
  connected(socket: RealtimeSocket): void;
  disconnected(socket: RealtimeSocket): Promise<void>;
  /**
   * The server is closing: sockets that end now are not users going offline. Resolves once the
   * goings-offline under way are done, so that Redis and the database stay open for them.
   */
  stop(): Promise<void>;
}

/**
 * Who is online, asked of the sockets themselves: `fetchSockets` on a user's room answers for
 * every process through the Redis adapter, so there is no counter to drift when a process dies.
 * A user goes offline when their last socket anywhere closes; that instant is kept as
 * "last seen".
 */
export function createPresence(
  io: RealtimeServer,
  db: Database,
  now: () => Date,
  log: FastifyBaseLogger,
): Presence {
  let stopped = false;
  const socketsOf = (userIds: string[]) => io.in(userIds.map(userRoom)).fetchSockets();
  const underWay = new Set<Promise<void>>();

  async function wentOffline(userId: string, userName: string) {
    try {
      if ((await socketsOf([userId])).length > 0) return;
      const lastSeenAt = now();
      await db
        .insert(userPresence)
        .values({ userId, lastSeenAt })
        .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt } });
      io.to(presenceRoom(userId)).emit('user_offline', {
        userId,
        userName,
        lastSeenAt: lastSeenAt.toISOString(),
      });
    } catch (error) {
      log.warn({ err: error }, 'presence update failed');
    }
  }

  return {
    async onlineAmong(userIds) {
      if (userIds.length === 0) return [];
      const sockets = await socketsOf(userIds);
      const online = new Set(sockets.map((socket) => socket.data.userId));
      return userIds.filter((id) => online.has(id));
    },
    connected(socket) {
      const { userId, userName } = socket.data;
      io.to(presenceRoom(userId)).emit('user_online', { userId, userName });
    },
    disconnected(socket) {
      const { userId, userName } = socket.data;
      if (stopped) return Promise.resolve();
      const done = wentOffline(userId, userName).finally(() => underWay.delete(done));
      underWay.add(done);
      return done;
    },
    async stop() {
      stopped = true;
      await Promise.allSettled(underWay);
    },
  };
}
