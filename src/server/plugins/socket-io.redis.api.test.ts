import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedisEnv } from '#server/test/redis-env.ts';
import { CHAT_MESSAGES, CHAT_SOCKETS_PER_ACCOUNT } from '#shared/chat-api.ts';
import { connected, listeningUrl, nextEvent, socketClients } from '../test/sockets';
import {
  buildSiblingApp,
  createTestContext,
  TEST_PASSWORD,
  type TestContext,
} from '../test/test-app';
import { userRoom } from './socket-io';

const redisEnv = testRedisEnv();

// Runs in CI's production-path stage (TEST_REDIS_URL set); `npm test` needs nothing but Node.
describe.runIf(redisEnv)('realtime fan-out across processes through Redis', () => {
  let ctx: TestContext;
  let second: Awaited<ReturnType<typeof buildSiblingApp>>;

  beforeAll(async () => {
    ctx = await createTestContext({ env: redisEnv! });
    second = await buildSiblingApp(ctx);
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  it('delivers an event emitted by one server to a socket connected to another', async () => {
    const { token, userId } = await ctx.signUp();
    const socket = await socketClients().connect(listeningUrl(second), token);
    const received = new Promise((resolve) => socket.on('chat_summary', resolve));
    // the adapter subscribes asynchronously; emit until the other process hears it
    const timer = setInterval(
      () => ctx.app.io.to(userRoom(userId)).emit('chat_summary', { total_unread: 3 }),
      50,
    );
    try {
      expect(await received).toEqual({ total_unread: 3 });
    } finally {
      clearInterval(timer);
      socket.disconnect();
    }
  });

  it('keeps the servers of another deployment on the same Redis out of its rooms', async () => {
    const other = await buildSiblingApp(ctx, { redisChannelPrefix: 'another-deployment' });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const { token, userId } = await ctx.signUp();
    const clients = socketClients();
    try {
      const ours = await clients.connect(listeningUrl(second), token);
      const theirs = await clients.connect(listeningUrl(other), token);
      const rooms = userRoom(userId);
      expect((await ctx.app.io.in(rooms).fetchSockets()).map((socket) => socket.id)).toEqual([
        ours.id,
      ]);
      expect((await other.io.in(rooms).fetchSockets()).map((socket) => socket.id)).toEqual([
        theirs.id,
      ]);
    } finally {
      clients.closeAll();
      await other.close();
    }
  });

  it('closes a socket on one server when its session is signed out through another', async () => {
    const { token, email, userId } = await ctx.signUp();
    const laptop = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: TEST_PASSWORD },
    });
    const clients = socketClients();
    const phoneSocket = await clients.connect(listeningUrl(second), token);
    const laptopSocket = await clients.connect(listeningUrl(second), laptop.json().token);
    try {
      const told = nextEvent(phoneSocket, 'session_ended');
      const closed = new Promise((resolve) => phoneSocket.on('disconnect', resolve));
      const out = await ctx.request({
        method: 'POST',
        url: '/api/auth/sign-out',
        token,
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      expect(await told).toEqual({ message: CHAT_MESSAGES.sessionEnded });
      expect(await closed).toBe('io server disconnect');
      const left = await ctx.app.io.in(userRoom(userId)).fetchSockets();
      expect(left.map((socket) => socket.id)).toEqual([laptopSocket.id]);
    } finally {
      clients.closeAll();
    }
  });

  it(`holds an account to ${CHAT_SOCKETS_PER_ACCOUNT} sockets over both servers, even in a burst`, async () => {
    const { token, userId } = await ctx.signUp();
    const clients = socketClients();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const urls = [listeningUrl(second), listeningUrl(ctx.app)];
    try {
      const outcomes = await Promise.all(
        Array.from({ length: CHAT_SOCKETS_PER_ACCOUNT * 2 }, (_, i) => {
          const socket = clients.open(urls[i % 2]!, { token });
          return connected(socket).then(
            () => 'connected',
            (error: Error) => error.message,
          );
        }),
      );
      expect(outcomes.filter((outcome) => outcome === 'connected')).toHaveLength(
        CHAT_SOCKETS_PER_ACCOUNT,
      );
      expect(new Set(outcomes.filter((outcome) => outcome !== 'connected'))).toEqual(
        new Set([CHAT_MESSAGES.tooManyConnections]),
      );
      expect(await second.io.in(userRoom(userId)).fetchSockets()).toHaveLength(
        CHAT_SOCKETS_PER_ACCOUNT,
      );
    } finally {
      clients.closeAll();
    }
  });
});
