import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import type { Database } from '#server/db/client.ts';
import type { RedisConnections } from '#server/redis.ts';
import {
  CHAT_RECONNECT,
  type ClientToServerEvents,
  presenceRoom,
  type ServerToClientEvents,
  userRoom,
} from '#shared/chat-api.ts';
import type { Auth } from '../auth/better-auth';
import { createPresence, type Presence } from './presence';

export const SOCKET_PATH = '/api/socket.io';

export interface SocketData {
  userId: string;
  userName: string;
}
export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, never, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, never, SocketData>;

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
    presence: Presence;
  }
}

export interface SocketPluginOptions {
  auth: Auth;
  db: Database;
  now: () => Date;
  /** Shared Redis: rooms then span every process. */
  redis: RedisConnections | null;
}

/**
 * The realtime channel (decision 26): socket.io on the same server, authenticated in the
 * handshake by the bearer token (`auth.token`) or the session cookie. Each socket joins its
 * user's room, so a feature can reach every tab of a user with `io.to(userRoom(id))`, across
 * processes when Redis is configured.
 */
export const socketPlugin = fp<SocketPluginOptions>(async (app: FastifyInstance, options) => {
  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    connectTimeout: CHAT_RECONNECT.timeoutMs,
  });

  if (options.redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(createAdapter(options.redis.client, options.redis.subscriber()));
  }
  const presence = createPresence(io, options.db, options.now, app.log);

  io.use(async (socket, next) => {
    try {
      const session = await options.auth.api.getSession({ headers: handshakeHeaders(socket) });
      if (!session) return next(new Error('unauthorized'));
      socket.data.userId = session.user.id;
      socket.data.userName = session.user.name;
      await socket.join(userRoom(session.user.id));
      next();
    } catch (error) {
      app.log.warn({ err: error }, 'socket handshake failed');
      next(new Error('unauthorized'));
    }
  });

  io.on('connection', (socket) => {
    presence.connected(socket);
    socket.on('disconnect', () => presence.disconnected(socket));
  });

  app.decorate('io', io);
  app.decorate('presence', presence);
  // Before the HTTP server stops accepting: it cannot finish closing while sockets stay open.
  // Users cut off by a shutdown are not going offline (they reconnect elsewhere), and the
  // database may close next, so presence records nothing from here on; the goings-offline
  // already under way finish first (an adapter request left after Redis closed would crash).
  app.addHook('preClose', async () => {
    await presence.stop();
    await io.close();
  });
});

/** The token from the handshake's auth, else the browser's cookies (same-origin pages). */
function handshakeHeaders(socket: RealtimeSocket) {
  const token = socket.handshake.auth?.token;
  if (typeof token === 'string' && token !== '')
    return new Headers({ authorization: `Bearer ${token}` });
  const headers = new Headers();
  const cookie = socket.handshake.headers.cookie;
  if (cookie) headers.set('cookie', cookie);
  return headers;
}

export { presenceRoom, userRoom };
