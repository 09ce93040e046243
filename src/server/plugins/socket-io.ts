import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import type { RedisConnections } from '#server/redis.ts';
import type { Auth } from '../auth/better-auth';

export const SOCKET_PATH = '/api/socket.io';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

export interface SocketPluginOptions {
  auth: Auth;
  /** Shared Redis: rooms then span every process. */
  redis: RedisConnections | null;
}

/**
 * The realtime channel (decision 26): socket.io on the same server, authenticated by the
 * bearer token in the handshake. Each socket joins its user's room, so a feature can reach
 * every tab of a user with `io.to(userRoom(id))`, across processes when Redis is configured.
 */
export const socketPlugin = fp<SocketPluginOptions>(async (app: FastifyInstance, options) => {
  const io = new Server(app.server, { path: SOCKET_PATH, serveClient: false });

  if (options.redis) io.adapter(createAdapter(options.redis.client, options.redis.subscriber()));

  io.use(async (socket, next) => {
    const token = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token === '') return next(new Error('unauthorized'));
    try {
      const session = await options.auth.api.getSession({
        headers: new Headers({ authorization: `Bearer ${token}` }),
      });
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

  app.decorate('io', io);
  app.addHook('onClose', async () => {
    await io.close();
  });
});

export const userRoom = (userId: string) => `user:${userId}`;
