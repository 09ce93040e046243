import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_MESSAGES } from '#shared/chat-api.ts';
import type { Auth } from '../auth/better-auth';
import type { RealtimeServer, RealtimeSocket } from './socket-io';
import type { SocketSlots } from './socket-slots';

/** Every open socket asks again whether its session still holds at least this often. */
export const SESSION_RECHECK_MS = 2 * 60_000;
/** How often a process looks for sockets due for that check. */
export const SESSION_SWEEP_MS = 30_000;

/**
 * better-auth's endpoints after whose success some session may have ended. The caller is
 * resolved before the handler runs (a signed-out session is gone after it), or, for a flow
 * without a session such as a password reset, the account whose `email` the body names.
 */
export const SESSION_ENDING_PATHS: readonly string[] = [
  '/api/auth/sign-out',
  '/api/auth/change-password',
  '/api/auth/password-reset',
];

interface OpenSocket {
  socket: RealtimeSocket;
  token: string;
  checkedAt: number;
}

export interface SessionSockets {
  /** In the handshake: takes the account's slot and remembers the socket's session. */
  admit(socket: RealtimeSocket, token: string): Promise<boolean>;
  connected(socket: RealtimeSocket): void;
  disconnected(socket: RealtimeSocket): Promise<void>;
  /** Closes the user's sockets, on every process, whose session no longer holds. */
  recheckUser(userId: string): Promise<void>;
  /** This process's sockets due for their periodic check: closed if their session ended. */
  sweep(): Promise<void>;
}

/**
 * Which session each socket lives on, so that a socket ends with its session
 * (docs/decisions/0028-socket-sessions-and-limits.md). The token stays in this process: it is
 * not put in `socket.data`, which `fetchSockets` sends to the other processes through Redis.
 */
export function createSessionSockets(options: {
  io: RealtimeServer;
  auth: Auth;
  slots: SocketSlots;
  /** Whether other processes share the rooms (the Redis adapter). */
  acrossProcesses: boolean;
  now: () => Date;
  log: FastifyBaseLogger;
}): SessionSockets {
  const { io, auth, slots, now, log } = options;
  const tokenOf = new WeakMap<RealtimeSocket, string>();
  const open = new Map<string, OpenSocket>();

  /** better-auth's own answer, so revoked, bulk-revoked and expired sessions all count. */
  async function liveTokens(tokens: string[]) {
    const found = await (await auth.$context).internalAdapter.findSessions(tokens, {
      onlyActiveSessions: true,
    });
    return new Set(found.map(({ session }) => session.token));
  }

  async function recheck(sockets: OpenSocket[]) {
    if (sockets.length === 0) return;
    const live = await liveTokens([...new Set(sockets.map((entry) => entry.token))]);
    const checkedAt = now().getTime();
    const keptByUser = new Map<string, string[]>();
    for (const entry of sockets) {
      if (!live.has(entry.token)) {
        end(entry.socket);
        continue;
      }
      entry.checkedAt = checkedAt;
      const { userId } = entry.socket.data;
      keptByUser.set(userId, [...(keptByUser.get(userId) ?? []), entry.socket.id]);
    }
    await Promise.all([...keptByUser].map(([userId, ids]) => slots.keep(userId, ids)));
  }

  function end(socket: RealtimeSocket) {
    open.delete(socket.id);
    // One transport carries both in order: the client reads why before the connection closes.
    socket.emit('session_ended', { message: CHAT_MESSAGES.sessionEnded });
    socket.disconnect(true);
  }

  const recheckLocalUser = (userId: string) =>
    recheck([...open.values()].filter((entry) => entry.socket.data.userId === userId));

  io.on('recheck_sessions', (userId, done) => {
    recheckLocalUser(userId).then(
      () => done(true),
      (error: unknown) => {
        log.warn({ err: error }, 'socket session check failed');
        done(false);
      },
    );
  });

  return {
    async admit(socket, token) {
      if (!(await slots.take(socket.data.userId, socket.id))) return false;
      tokenOf.set(socket, token);
      return true;
    },
    connected(socket) {
      const token = tokenOf.get(socket);
      if (token) open.set(socket.id, { socket, token, checkedAt: now().getTime() });
    },
    async disconnected(socket) {
      open.delete(socket.id);
      try {
        await slots.release(socket.data.userId, socket.id);
      } catch (error) {
        log.warn({ err: error }, 'socket slot release failed');
      }
    },
    async recheckUser(userId) {
      await Promise.all([
        recheckLocalUser(userId),
        options.acrossProcesses && io.serverSideEmitWithAck('recheck_sessions', userId),
      ]);
    },
    async sweep() {
      const due = now().getTime() - SESSION_RECHECK_MS;
      await recheck([...open.values()].filter((entry) => entry.checkedAt <= due));
    },
  };
}

/**
 * After a 2xx from an endpoint of SESSION_ENDING_PATHS, the affected account's sockets are
 * checked on every process before the answer leaves: a client told "signed out" has no socket
 * left on that session. A failure here is logged, never turned into an error for a change
 * already made; the periodic check closes the socket within a few minutes instead.
 */
export function endSocketsWithTheirSessions(
  app: FastifyInstance,
  auth: Auth,
  sessionSockets: SessionSockets,
) {
  const ending = new Set(SESSION_ENDING_PATHS);
  const affected = new WeakMap<FastifyRequest, string>();

  async function accountNamed(body: unknown) {
    const email = (body as { email?: unknown } | null)?.email;
    if (typeof email !== 'string' || email === '') return null;
    const found = await (await auth.$context).internalAdapter.findUserByEmail(email.toLowerCase());
    return found?.user.id ?? null;
  }

  app.addHook('preHandler', async (request) => {
    const [path = ''] = request.url.split('?');
    if (request.method !== 'POST' || !ending.has(path)) return;
    try {
      const userId = (await app.resolveUser(request))?.id ?? (await accountNamed(request.body));
      if (userId) affected.set(request, userId);
    } catch (error) {
      request.log.warn({ err: error }, 'could not tell whose session may end');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const userId = affected.get(request);
    if (userId && reply.statusCode >= 200 && reply.statusCode < 300) {
      try {
        await sessionSockets.recheckUser(userId);
      } catch (error) {
        request.log.warn({ err: error }, 'sockets of an ended session not all checked');
      }
    }
    return payload;
  });
}
