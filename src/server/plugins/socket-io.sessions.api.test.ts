import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { session } from '#server/db/schema.ts';
import { chatPair, send } from '#server/features/chat/chat-scenarios.ts';
import {
  type ClientSocket,
  connected,
  listeningTestApp,
  nextEvent,
  type Payload,
} from '#server/test/sockets.ts';
import { TEST_PASSWORD, type TestContext } from '#server/test/test-app.ts';
import {
  CHAT_MESSAGES,
  CHAT_SOCKETS_PER_ACCOUNT,
  chatIdOf,
  chatRoom,
  type JoinAck,
} from '#shared/chat-api.ts';
import { SESSION_RECHECK_MS } from './session-sockets';
import { userRoom } from './socket-io';

// A socket lives no longer than the session it was opened with, an account holds a bounded
// number of them, and the session cookie is believed only from the site's own pages
// (docs/decisions/0028-socket-sessions-and-limits.md).
const app = listeningTestApp();
const { clients } = app;
let ctx: TestContext;
let url: string;
beforeAll(() => {
  ({ ctx, url } = app);
});

/** Another session of the same account, as a second device signs in. */
async function signIn(email: string) {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const setCookie = [response.headers['set-cookie']].flat().filter(Boolean) as string[];
  return {
    token: (response.json() as { token: string }).token,
    cookie: setCookie.map((line) => line.split(';')[0]).join('; '),
  };
}

const post = (path: string, token: string, payload: object = {}) =>
  ctx.request({ method: 'POST', url: `/api/auth/${path}`, token, payload });

/** What the client hears as its session ends: the reason, then the server closing it. */
function ending(socket: ClientSocket) {
  const told = nextEvent(socket, 'session_ended');
  const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
  return Promise.all([told, closed]);
}

const endedByServer = [{ message: CHAT_MESSAGES.sessionEnded }, 'io server disconnect'];

const refusal = (socket: ClientSocket) =>
  new Promise<string>((resolve) => socket.on('connect_error', (error) => resolve(error.message)));

const join = (socket: ClientSocket, chatId: string) =>
  new Promise<JoinAck>((resolve) => socket.emit('join_chat', { chatId }, resolve));

describe('a socket whose session ends', () => {
  it('is closed at sign-out and hears nothing of the chat after, while the other device stays', async () => {
    const pair = await chatPair(ctx);
    const chatId = chatIdOf(pair.client.userId, pair.trainer.userId);
    const laptop = await signIn(pair.client.email);
    const phoneSocket = await clients.connect(url, pair.client.token);
    const laptopSocket = await clients.connect(url, laptop.token);
    expect(await join(phoneSocket, chatId)).toMatchObject({ ok: true });
    expect(await join(laptopSocket, chatId)).toMatchObject({ ok: true });
    const phoneHeard: Payload<'new_message'>[] = [];
    phoneSocket.on('new_message', (event) => phoneHeard.push(event));

    const ended = ending(phoneSocket);
    expect((await post('sign-out', pair.client.token)).statusCode).toBe(200);
    expect(await ended).toEqual(endedByServer);

    const onLaptop = nextEvent(laptopSocket, 'new_message');
    await send(ctx, pair.trainer.token, chatId, 'Are you coming tomorrow?');
    expect((await onLaptop).message.text).toBe('Are you coming tomorrow?');
    expect(phoneHeard).toEqual([]);
    const inChat = await ctx.app.io.in(chatRoom(chatId)).fetchSockets();
    expect(inChat.map((socket) => socket.id)).not.toContain(phoneSocket.id);
  });

  it('is closed when the password is changed on another device', async () => {
    const { token, email } = await ctx.signUp();
    const laptop = await signIn(email);
    const socket = await clients.connect(url, token);
    const ended = ending(socket);
    const changed = await post('change-password', laptop.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Another-Horse-43',
    });
    expect(changed.statusCode).toBe(200);
    expect(await ended).toEqual(endedByServer);
  });

  it('is closed when the password is reset by e-mail code', async () => {
    const { token, email } = await ctx.signUp();
    const socket = await clients.connect(url, token);
    const asked = await ctx.request({
      method: 'POST',
      url: '/api/auth/password-reset/code',
      payload: { email },
    });
    expect(asked.statusCode).toBe(200);
    await ctx.app.outbox.drain();
    const mails = await ctx.request({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    });
    const otp = String(mails.json().data[0]?.text.match(/\b(\d{6})\b/)?.[1]);
    const ended = ending(socket);
    const reset = await ctx.request({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email, otp, password: 'Another-Horse-43' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await ended).toEqual(endedByServer);
  });

  it('stays open when the request that would end its session is refused', async () => {
    const { token, userId } = await ctx.signUp();
    const socket = await clients.connect(url, token);
    const wrong = await post('change-password', token, {
      currentPassword: 'not-my-password',
      newPassword: 'Another-Horse-43',
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    const open = await ctx.app.io.in(userRoom(userId)).fetchSockets();
    expect(open.map((each) => each.id)).toEqual([socket.id]);
  });
});

describe('the periodic session check', () => {
  it('closes, once due, a socket whose session expired or was deleted, and keeps the live one', async () => {
    const { token, email, userId } = await ctx.signUp();
    const tablet = await signIn(email);
    const laptop = await signIn(email);
    const phoneSocket = await clients.connect(url, token);
    const tabletSocket = await clients.connect(url, tablet.token);
    const laptopSocket = await clients.connect(url, laptop.token);
    const db = ctx.database.db;
    /** The session row keeps the token; clients hold it signed (`token.signature`). */
    const stored = (signed: string) => signed.split('.')[0]!;
    // better-auth stamps sessions with its own clock: expired means long before anything now.
    await db
      .update(session)
      .set({ expiresAt: new Date('2001-01-01T00:00:00Z') })
      .where(eq(session.token, stored(token)));
    // A session ended without any request to this server (a password reset, another process).
    await db.delete(session).where(eq(session.token, stored(tablet.token)));

    const started = ctx.clock.now().getTime();
    ctx.clock.set(new Date(started + SESSION_RECHECK_MS - 1_000));
    await ctx.app.sessionSockets.sweep();
    expect(await ctx.app.io.in(userRoom(userId)).fetchSockets()).toHaveLength(3);

    const endings = [ending(phoneSocket), ending(tabletSocket)];
    ctx.clock.set(new Date(started + SESSION_RECHECK_MS));
    await ctx.app.sessionSockets.sweep();
    expect(await Promise.all(endings)).toEqual([endedByServer, endedByServer]);
    const left = await ctx.app.io.in(userRoom(userId)).fetchSockets();
    expect(left.map((socket) => socket.id)).toEqual([laptopSocket.id]);
  });
});

describe('the handshake', () => {
  it('believes the session cookie only from a page of PUBLIC_URL', async () => {
    const { email } = await ctx.signUp();
    const { cookie } = await signIn(email);
    const fromSite = clients.open(url, { cookie, origin: ctx.config.publicUrl });
    await connected(fromSite);
    expect(await refusal(clients.open(url, { cookie, origin: 'https://evil.example' }))).toBe(
      CHAT_MESSAGES.foreignOrigin,
    );
    expect(await refusal(clients.open(url, { cookie }))).toBe(CHAT_MESSAGES.foreignOrigin);
  });

  it('takes a bearer token from an app that sends no origin', async () => {
    const { token } = await ctx.signUp();
    const socket = clients.open(url, { token });
    await connected(socket);
    expect(socket.connected).toBe(true);
  });

  it(`refuses an account's socket beyond ${CHAT_SOCKETS_PER_ACCOUNT}, and takes one again once another closes`, async () => {
    const { token, userId } = await ctx.signUp();
    const open = await Promise.all(
      Array.from({ length: CHAT_SOCKETS_PER_ACCOUNT }, () => clients.connect(url, token)),
    );
    expect(await refusal(clients.open(url, { token }))).toBe(CHAT_MESSAGES.tooManyConnections);
    // another account is not affected
    await clients.connect(url, (await ctx.signUp()).token);

    open[0]!.disconnect();
    await expect
      .poll(async () => (await ctx.app.io.in(userRoom(userId)).fetchSockets()).length)
      .toBe(CHAT_SOCKETS_PER_ACCOUNT - 1);
    await expect
      .poll(async () => ((await tryConnect(token)) ? 'connected' : 'refused'))
      .toBe('connected');
  });

  it('admits no more than the limit from a burst of simultaneous handshakes', async () => {
    const { token, userId } = await ctx.signUp();
    const outcomes = await Promise.all(
      Array.from({ length: CHAT_SOCKETS_PER_ACCOUNT * 3 }, () => tryConnect(token)),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(CHAT_SOCKETS_PER_ACCOUNT);
    expect(await ctx.app.io.in(userRoom(userId)).fetchSockets()).toHaveLength(
      CHAT_SOCKETS_PER_ACCOUNT,
    );
  });
});

/** Whether a new socket on the token gets through its handshake. */
function tryConnect(token: string) {
  const socket = clients.open(url, { token });
  return connected(socket).then(
    () => true,
    () => false,
  );
}
