import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningUrl, socketClients } from '../test/sockets';
import { buildSiblingApp, createTestContext, type TestContext } from '../test/test-app';
import { userRoom } from './socket-io';

const redisUrl = process.env.TEST_REDIS_URL;

// Runs in CI's production-path stage (TEST_REDIS_URL set); `npm test` needs nothing but Node.
describe.runIf(redisUrl)('realtime fan-out across processes through Redis', () => {
  let ctx: TestContext;
  let second: Awaited<ReturnType<typeof buildSiblingApp>>;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { REDIS_URL: redisUrl! } });
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
});
