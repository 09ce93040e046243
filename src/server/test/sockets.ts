import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type ManagerOptions, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { SOCKET_PATH } from '#server/plugins/socket-io.ts';
import type { ClientToServerEvents, ServerToClientEvents } from '#shared/chat-api.ts';
import { createTestContext, type TestContext } from './test-app';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type EventName = keyof ServerToClientEvents;
export type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];
/** How a socket connects, when not over a WebSocket alone (a browser falls back to polling). */
export type ConnectOptions = Pick<ManagerOptions, 'transports' | 'withCredentials'>;

export const listeningUrl = (app: FastifyInstance) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Real socket.io clients, as the browser opens them; `closeAll` ends every one. */
export function socketClients() {
  const opened: ClientSocket[] = [];
  const open = (
    url: string,
    /** `origin`: the page's origin, as a browser sends it; a native app sends none. */
    credentials: { token?: string; cookie?: string; origin?: string },
    options: ConnectOptions = {},
  ) => {
    const socket: ClientSocket = connect(url, {
      path: SOCKET_PATH,
      auth: credentials.token ? { token: credentials.token } : {},
      extraHeaders: {
        ...(credentials.cookie && { cookie: credentials.cookie }),
        ...(credentials.origin && { origin: credentials.origin }),
      },
      transports: ['websocket'],
      reconnection: false,
      ...options,
    });
    opened.push(socket);
    return socket;
  };
  return {
    /** A socket still in its handshake: for tests of refusals. */
    open,
    /** A socket past its handshake. */
    async connect(url: string, token: string, options?: ConnectOptions) {
      const socket = open(url, { token }, options);
      await connected(socket);
      return socket;
    },
    closeAll() {
      for (const socket of opened) socket.disconnect();
    },
  };
}

export function connected(socket: ClientSocket) {
  return new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
}

/** The next event of the kind the socket receives. */
export const nextEvent = <E extends EventName>(socket: ClientSocket, event: E) =>
  new Promise<Payload<E>>((resolve) => {
    socket.once(event, ((payload: Payload<E>) => resolve(payload)) as never);
  });

/** A test app listening on a free port for the file's tests; its sockets close after them. */
export function listeningTestApp() {
  let ctx: TestContext | undefined;
  let url = '';
  const clients = socketClients();
  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = listeningUrl(ctx.app);
  });
  afterAll(async () => {
    clients.closeAll();
    await ctx?.close();
  });
  return {
    clients,
    get ctx() {
      return ctx!;
    },
    get url() {
      return url;
    },
  };
}
