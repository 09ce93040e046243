import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userPresence } from '#server/db/schema.ts';
import { presenceRoom } from '#shared/chat-api.ts';
import { connected, listeningTestApp, listeningUrl } from '../test/sockets';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../test/test-app';
import { userRoom } from './socket-io';

const app = listeningTestApp();
const { clients } = app;
let ctx: TestContext;
let url: string;
beforeAll(() => {
  ({ ctx, url } = app);
});

const open = (credentials: { token?: string; cookie?: string; origin?: string }) =>
  clients.open(url, credentials);

/** A listener of the user's presence room, as a chat's other party is once it joined. */
async function watchPresence(userId: string) {
  const watcherAccount = await ctx.signUp();
  const watcher = open({ token: watcherAccount.token });
  await connected(watcher);
  ctx.app.io.in(userRoom(watcherAccount.userId)).socketsJoin(presenceRoom(userId));
  return watcher;
}

describe('realtime channel', () => {
  it('accepts a signed-in user and reaches them in their room', async () => {
    const { token, userId } = await ctx.signUp();
    const socket = open({ token });
    await connected(socket);
    const received = new Promise((resolve) => socket.on('chat_summary', resolve));
    ctx.app.io.to(userRoom(userId)).emit('chat_summary', { total_unread: 7 });
    expect(await received).toEqual({ total_unread: 7 });
  });

  it('accepts the session cookie of a browser signed in on the same site', async () => {
    const { email, userId } = await ctx.signUp();
    const signIn = await ctx.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: TEST_PASSWORD },
    });
    const setCookie = [signIn.headers['set-cookie']].flat().filter(Boolean) as string[];
    const cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
    expect(cookie).toContain('session_token');
    const socket = open({ cookie, origin: ctx.config.publicUrl });
    await connected(socket);
    const received = new Promise((resolve) => socket.on('chat_summary', resolve));
    ctx.app.io.to(userRoom(userId)).emit('chat_summary', { total_unread: 1 });
    expect(await received).toEqual({ total_unread: 1 });
  });

  it.each([
    ['no token', {}],
    ['a forged token', { token: 'not-a-real-token' }],
    [
      'a forged cookie',
      { cookie: 'better-auth.session_token=forged.value', origin: 'http://localhost:3000' },
    ],
  ])('refuses %s in the handshake', async (_label, credentials) => {
    const socket = open(credentials);
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
    expect(socket.connected).toBe(false);
  });
});

describe('presence', () => {
  it('is online while any socket of the user is open, and offline with a last-seen after the last', async () => {
    const { token, userId } = await ctx.signUp({ firstName: 'Meera', lastName: 'Iyer' });
    const watcher = await watchPresence(userId);
    const cameOnline = new Promise((resolve) => watcher.on('user_online', resolve));

    const phone = open({ token });
    await connected(phone);
    expect(await cameOnline).toEqual({ userId, userName: 'Meera Iyer' });
    const laptop = open({ token });
    await connected(laptop);
    expect(await ctx.app.presence.onlineAmong([userId, 'someone-else'])).toEqual([userId]);

    const offlineEvents: unknown[] = [];
    watcher.on('user_offline', (event) => offlineEvents.push(event));
    phone.disconnect();
    await expect.poll(() => ctx.app.io.in(userRoom(userId)).fetchSockets()).toHaveLength(1);
    expect(await ctx.app.presence.onlineAmong([userId])).toEqual([userId]);

    const wentOffline = new Promise((resolve) => watcher.on('user_offline', resolve));
    laptop.disconnect();
    const lastSeenAt = ctx.clock.now().toISOString();
    expect(await wentOffline).toEqual({ userId, userName: 'Meera Iyer', lastSeenAt });
    expect(offlineEvents).toHaveLength(1);
    expect(await ctx.app.presence.onlineAmong([userId])).toEqual([]);
    const [row] = await ctx.database.db
      .select()
      .from(userPresence)
      .where(eq(userPresence.userId, userId));
    expect(row?.lastSeenAt.toISOString()).toBe(lastSeenAt);
  });
});

describe('shutdown', () => {
  it('closes promptly while sockets are open', async () => {
    const closing = await createTestContext();
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await closing.signUp();
    const socket = await clients.connect(listeningUrl(closing.app), token);
    const cutOff = new Promise((resolve) => socket.on('disconnect', resolve));
    await closing.close();
    expect(await cutOff).toBe('transport close');
  });
});
