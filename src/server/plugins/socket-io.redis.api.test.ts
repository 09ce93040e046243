import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, createTestContext, type TestContext } from '../test/test-app';
import { SOCKET_PATH, userRoom } from './socket-io';

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
    const port = (second.server.address() as AddressInfo).port;
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const received = new Promise((resolve) => socket.on('fan_out', resolve));
    // the adapter subscribes asynchronously; emit until the other process hears it
    const timer = setInterval(
      () => ctx.app.io.to(userRoom(userId)).emit('fan_out', { from: 'first' }),
      50,
    );
    try {
      expect(await received).toEqual({ from: 'first' });
    } finally {
      clearInterval(timer);
      socket.disconnect();
    }
  });
});
