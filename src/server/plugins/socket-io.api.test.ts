import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { SOCKET_PATH, userRoom } from './socket-io';

let ctx: TestContext;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await ctx.close();
});

function open(token: string | undefined) {
  const socket = connect(url, {
    path: SOCKET_PATH,
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

describe('realtime channel', () => {
  it('accepts a signed-in user and reaches them in their room', async () => {
    const { token, userId } = await ctx.signUp();
    const socket = open(token);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const received = new Promise((resolve) => socket.on('ping_test', resolve));
    ctx.app.io.to(userRoom(userId)).emit('ping_test', { hello: 'there' });
    expect(await received).toEqual({ hello: 'there' });
  });

  it.each([
    ['no token', undefined],
    ['a forged token', 'not-a-real-token'],
  ])('refuses %s in the handshake', async (_label, token) => {
    const socket = open(token);
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
    expect(socket.connected).toBe(false);
  });
});
