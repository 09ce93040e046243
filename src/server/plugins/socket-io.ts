import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import type { Database } from '#server/db/client.ts';
import type { RedisConnections } from '#server/redis.ts';
import {
  CHAT_MESSAGES,
  CHAT_RECONNECT,
  type ClientToServerEvents,
  presenceRoom,
  type ServerToClientEvents,
  userRoom,
} from '#shared/chat-api.ts';
import type { Auth } from '../auth/better-auth';
import { createPresence, type Presence } from './presence';
import {
  createSessionSockets,
  endSocketsWithTheirSessions,
  SESSION_RECHECK_MS,
  SESSION_SWEEP_MS,
  type SessionSockets,
} from './session-sockets';
import { memorySocketSlots, redisSocketSlots } from './socket-slots';

export const SOCKET_PATH = '/api/socket.io';

export interface SocketData {
  userId: string;
  userName: string;
}
/** What one server process asks the others, through the Redis adapter. */
export interface InterServerEvents {
  /** Close your sockets of this user whose session no longer holds, then answer. */
  recheck_sessions: (userId: string, done: (checked: boolean) => void) => void;
}
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
    presence: Presence;
    sessionSockets: SessionSockets;
  }
}

export interface SocketPluginOptions {
  auth: Auth;
  db: Database;
  now: () => Date;
  /** Shared Redis: rooms then span every process. */
  redis: RedisConnections | null;
  /**
   * REDIS_CHANNEL_PREFIX: the adapter's channels. Every process subscribed to them is counted as
   * one of the app's and waited for when presence asks who is online, so deployments (or test
   * files) sharing one Redis each need their own.
   */
  channelPrefix: string;
  /** PUBLIC_URL: the one origin whose pages may connect with the session cookie. */
  publicUrl: string;
}

/**
 * The realtime channel (docs/product/chat.md#realtime-channel): socket.io on the same server,
 * authenticated in the handshake by the bearer token (`auth.token`) or the session cookie. Each
 * socket joins its user's room, so a feature can reach every tab of a user with
 * `io.to(userRoom(id))`, across processes when Redis is configured. A socket lives no longer than
 * its session, an account holds at most CHAT_SOCKETS_PER_ACCOUNT of them, and the cookie is
 * believed only from PUBLIC_URL's pages (docs/decisions/0028-socket-sessions-and-limits.md).
 */
export const socketPlugin = fp<SocketPluginOptions>(async (app: FastifyInstance, options) => {
  const io: RealtimeServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    connectTimeout: CHAT_RECONNECT.timeoutMs,
  });

  if (options.redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(
      createAdapter(options.redis.client, options.redis.subscriber(), {
        key: options.channelPrefix,
      }),
    );
  }
  const presence = createPresence(io, options.db, options.now, app.log);
  const slotOptions = { now: options.now, lapseMs: 3 * SESSION_RECHECK_MS };
  const sessionSockets = createSessionSockets({
    io,
    auth: options.auth,
    slots: options.redis
      ? redisSocketSlots(options.redis.client, slotOptions)
      : memorySocketSlots(slotOptions),
    acrossProcesses: options.redis !== null,
    now: options.now,
    log: app.log,
  });
  const siteOrigin = new URL(options.publicUrl).origin;

  io.use(async (socket, next) => {
    try {
      const credentials = handshakeCredentials(socket);
      // A WebSocket is not bound by CORS: any site's page could open one with our cookie.
      if (credentials.byCookie && socket.handshake.headers.origin !== siteOrigin) {
        return next(new Error(CHAT_MESSAGES.foreignOrigin));
      }
      const session = await options.auth.api.getSession({ headers: credentials.headers });
      if (!session) return next(new Error('unauthorized'));
      socket.data.userId = session.user.id;
      socket.data.userName = session.user.name;
      if (!(await sessionSockets.admit(socket, session.session.token))) {
        return next(new Error(CHAT_MESSAGES.tooManyConnections));
      }
      await socket.join(userRoom(session.user.id));
      next();
    } catch (error) {
      app.log.warn({ err: error }, 'socket handshake failed');
      next(new Error('unauthorized'));
    }
  });

  io.on('connection', (socket) => {
    sessionSockets.connected(socket);
    presence.connected(socket);
    socket.on('disconnect', () => {
      void sessionSockets.disconnected(socket);
      void presence.disconnected(socket);
    });
  });

  const sweep = setInterval(() => {
    sessionSockets.sweep().catch((error: unknown) => {
      app.log.warn({ err: error }, 'socket session sweep failed');
    });
  }, SESSION_SWEEP_MS);
  sweep.unref();
  endSocketsWithTheirSessions(app, options.auth, sessionSockets);

  app.decorate('io', io);
  app.decorate('presence', presence);
  app.decorate('sessionSockets', sessionSockets);
  // Before the HTTP server stops accepting: it cannot finish closing while sockets stay open.
  // Users cut off by a shutdown are not going offline (they reconnect elsewhere), and the
  // database may close next, so presence records nothing from here on; the goings-offline
  // already under way finish first (an adapter request left after Redis closed would crash).
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    await presence.stop();
    await io.close();
  });
});

/** The token from the handshake's auth, else the browser's cookies (same-origin pages). */
function handshakeCredentials(socket: RealtimeSocket) {
  const token = socket.handshake.auth?.token;
  if (typeof token === 'string' && token !== '') {
    return { byCookie: false, headers: new Headers({ authorization: `Bearer ${token}` }) };
  }
  const headers = new Headers();
  const cookie = socket.handshake.headers.cookie;
  if (cookie) headers.set('cookie', cookie);
  return { byCookie: Boolean(cookie), headers };
}

export { presenceRoom, userRoom };
