import { beforeAll, describe, expect, it } from 'vitest';
import { signUpTrainer } from '#server/test/accounts.ts';
import { movableSession, moveSession } from '#server/test/move-scenarios.ts';
import {
  type ClientSocket,
  type EventName,
  listeningTestApp,
  nextEvent,
  type Payload,
} from '#server/test/sockets.ts';
import type { TestContext } from '#server/test/test-app.ts';
import {
  CHAT_JOIN_LIMIT,
  CHAT_MESSAGES,
  chatIdOf,
  type JoinAck,
  userRoom,
} from '#shared/chat-api.ts';
import { book, chatPair, send } from './chat-scenarios';

const app = listeningTestApp();
const { clients } = app;
let ctx: TestContext;
let url: string;
beforeAll(() => {
  ({ ctx, url } = app);
});

const open = (token: string) => clients.connect(url, token);
const next = nextEvent;

/** Every event of the kind the socket receives from now on. */
function collect<E extends EventName>(socket: ClientSocket, event: E) {
  const seen: Payload<E>[] = [];
  socket.on(event, ((payload: Payload<E>) => seen.push(payload)) as never);
  return seen;
}

/**
 * Waits until everything sent to the user before now has reached the socket: events to one
 * socket arrive in the order they were emitted.
 */
async function settled(socket: ClientSocket, userId: string) {
  const marker = next(socket, 'chat_summary');
  ctx.app.io.to(userRoom(userId)).emit('chat_summary', { total_unread: -1 });
  await marker;
}

const join = (socket: ClientSocket, chatId: string) =>
  new Promise<JoinAck>((resolve) => socket.emit('join_chat', { chatId }, resolve));

describe('joining a chat', () => {
  it('lets a party join by booking id and tells who is online', async () => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    const trainerSocket = await open(pair.trainer.token);
    const clientSocket = await open(pair.client.token);
    const online = next(clientSocket, 'online_users');
    expect(await join(clientSocket, pair.booking.id)).toEqual({ ok: true, chatId: id });
    const { onlineUsers, chatId } = await online;
    expect(chatId).toBe(id);
    expect(onlineUsers.sort()).toEqual([pair.client.userId, pair.trainer.userId].sort());

    // the joiner now hears the other party go offline
    const offline = next(clientSocket, 'user_offline');
    trainerSocket.disconnect();
    expect(await offline).toMatchObject({ userId: pair.trainer.userId });
    const alone = next(clientSocket, 'online_users');
    clientSocket.emit('get_online_users', { chatId: id });
    expect(await alone).toEqual({ chatId: id, onlineUsers: [pair.client.userId] });
  });

  it('refuses a stranger, who then hears nothing of that chat', async () => {
    const pair = await chatPair(ctx);
    const stranger = await ctx.signUp({ firstName: 'Nosy' });
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    const strangerSocket = await open(stranger.token);
    const clientSocket = await open(pair.client.token);
    await join(clientSocket, id);
    const heard = [
      collect(strangerSocket, 'new_message'),
      collect(strangerSocket, 'user_typing'),
      collect(strangerSocket, 'online_users'),
    ];
    for (const reference of [id, pair.booking.id]) {
      const error = next(strangerSocket, 'chat_error');
      expect(await join(strangerSocket, reference)).toEqual({
        ok: false,
        message: CHAT_MESSAGES.notAParty,
      });
      expect(await error).toEqual({
        event: 'join_chat',
        chatId: reference,
        message: CHAT_MESSAGES.notAParty,
      });
    }
    const typingRefused = next(strangerSocket, 'chat_error');
    strangerSocket.emit('typing_start', { chatId: id });
    expect(await typingRefused).toMatchObject({
      event: 'typing_start',
      message: CHAT_MESSAGES.notJoined,
    });

    clientSocket.emit('typing_start', { chatId: id });
    await send(ctx, pair.trainer.token, id, 'Private');
    await settled(strangerSocket, stranger.userId);
    expect(heard.flat()).toEqual([]);
  });

  it('refuses a pair whose only booking is an unpaid hold, live or cancelled', async () => {
    const client = await ctx.signUp({ firstName: 'Holder' });
    const trainer = await signUpTrainer(ctx, { firstName: 'Held' });
    const holdExpiresAt = new Date(ctx.clock.now().getTime() + 10 * 60_000);
    const live = await book(ctx, client, trainer, { status: 'pending', holdExpiresAt });
    const cancelled = await book(ctx, client, trainer, { status: 'cancelled', holdExpiresAt });
    const id = chatIdOf(client.userId, trainer.userId);
    for (const token of [client.token, trainer.token]) {
      const socket = await open(token);
      for (const reference of [id, live.id, cancelled.id]) {
        expect(await join(socket, reference)).toEqual({
          ok: false,
          message: CHAT_MESSAGES.notAParty,
        });
      }
      const refused = next(socket, 'chat_error');
      socket.emit('get_online_users', { chatId: id });
      expect(await refused).toMatchObject({ message: CHAT_MESSAGES.notAParty });
    }
  });

  it('answers a malformed payload with chat_error and stays connected', async () => {
    const { token } = await ctx.signUp();
    const socket = await open(token);
    for (const payload of [42, null, { chatId: '' }, { chatId: 7 }]) {
      const error = next(socket, 'chat_error');
      socket.emit('join_chat', payload as never);
      expect(await error).toMatchObject({
        event: 'join_chat',
        message: CHAT_MESSAGES.invalidPayload,
      });
    }
    const error = next(socket, 'chat_error');
    socket.emit('message_read', { chatId: 'x' } as never);
    expect(await error).toMatchObject({
      event: 'message_read',
      message: CHAT_MESSAGES.invalidPayload,
    });
    expect(socket.connected).toBe(true);
  });

  it(`limits a socket to ${CHAT_JOIN_LIMIT.max} joins in the window`, async () => {
    const pair = await chatPair(ctx);
    const socket = await open(pair.client.token);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    for (let i = 0; i < CHAT_JOIN_LIMIT.max; i += 1) {
      expect((await join(socket, id)).ok).toBe(true);
    }
    expect(await join(socket, id)).toEqual({ ok: false, message: CHAT_MESSAGES.tooManyJoins });
    ctx.clock.set(new Date(ctx.clock.now().getTime() + CHAT_JOIN_LIMIT.windowMs));
    expect((await join(socket, id)).ok).toBe(true);
  });
});

describe('messages in real time', () => {
  it("reaches the recipient's every tab without joining, with the chat's counts and the badge", async () => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    const trainerSocket = await open(pair.trainer.token);
    const senderTab = await open(pair.client.token);
    const arrived = next(trainerSocket, 'new_message');
    const badge = next(trainerSocket, 'chat_summary');
    const echoed = next(senderTab, 'new_message');
    const sent = (await send(ctx, pair.client.token, id, 'See you at 7')).json().data;
    const payload = await arrived;
    expect(payload).toEqual({
      chatId: id,
      message: sent,
      chat_info: { last_message: sent, total_messages: 1, unread_count: 1 },
    });
    expect(await badge).toEqual({ total_unread: 1, chatId: id });
    expect((await echoed).message.id).toBe(sent.id);
  });

  it('carries a move line in English with what happened, for each page to show in its language', async () => {
    const { client, trainerAccount, booking } = await movableSession(ctx);
    const trainerSocket = await open(trainerAccount.token);
    const clientTab = await open(client.token);
    const heard = [next(trainerSocket, 'new_message'), next(clientTab, 'new_message')];
    const to = { date: '2026-03-05', timeSlot: '6:00 PM' };
    expect((await moveSession(ctx, booking.id, client.token, to)).statusCode).toBe(200);
    for (const { message } of await Promise.all(heard)) {
      expect(message).toMatchObject({
        message_type: 'event',
        message: 'Session moved from Wed, 4 Mar, 7:00 AM to Thu, 5 Mar, 6:00 PM',
        event: { kind: 'session-moved', from: { date: '2026-03-04', timeSlot: '7:00 AM' }, to },
        status: 'read',
      });
    }
  });

  it('turns receipts into status updates for the sender', async () => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    const clientSocket = await open(pair.client.token);
    const trainerSocket = await open(pair.trainer.token);
    const first = (await send(ctx, pair.client.token, id, 'One')).json().data.id;
    await send(ctx, pair.client.token, id, 'Two');
    const updates = collect(clientSocket, 'message_status_update');

    const delivered = next(clientSocket, 'message_status_update');
    trainerSocket.emit('message_delivered', { chatId: pair.booking.id, messageId: first });
    expect(await delivered).toEqual({ chatId: id, messageId: first, status: 'delivered' });
    const read = next(clientSocket, 'message_status_update');
    const badge = next(trainerSocket, 'chat_summary');
    trainerSocket.emit('message_read', { chatId: id, messageId: first });
    expect(await read).toEqual({ chatId: id, messageId: first, status: 'read' });
    expect(await badge).toEqual({ total_unread: 1, chatId: id });

    // the sender cannot mark their own message
    const refused = next(clientSocket, 'chat_error');
    clientSocket.emit('message_read', { chatId: id, messageId: first });
    expect(await refused).toMatchObject({
      event: 'message_read',
      message: CHAT_MESSAGES.messageNotFound,
    });
    // a late delivered receipt after read changes nothing
    trainerSocket.emit('message_delivered', { chatId: id, messageId: first });
    await send(ctx, pair.trainer.token, id, 'Reply');

    const readAll = [next(clientSocket, 'messages_read'), next(trainerSocket, 'messages_read')];
    const cleared = next(trainerSocket, 'chat_summary');
    await ctx.request({ method: 'PUT', url: `/api/chat/${id}/read`, token: pair.trainer.token });
    for (const payload of await Promise.all(readAll)) {
      expect(payload).toEqual({
        chatId: id,
        readerId: pair.trainer.userId,
        unread_count: { user: 1, trainer: 0 },
      });
    }
    expect(await cleared).toEqual({ total_unread: 0, chatId: id });
    await settled(clientSocket, pair.client.userId);
    expect(updates.map((update) => update.status)).toEqual(['delivered', 'read']);
  });
});

describe('typing', () => {
  it('reaches the other party in the room, not the typist nor anyone outside', async () => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    const clientSocket = await open(pair.client.token);
    const clientOtherTab = await open(pair.client.token);
    const trainerSocket = await open(pair.trainer.token);
    const trainerOutside = await open(pair.trainer.token);
    await join(clientSocket, pair.booking.id);
    await join(clientOtherTab, id);
    await join(trainerSocket, id);
    const ownEcho = [collect(clientSocket, 'user_typing'), collect(clientOtherTab, 'user_typing')];
    const outside = collect(trainerOutside, 'user_typing');

    const started = next(trainerSocket, 'user_typing');
    clientSocket.emit('typing_start', { chatId: pair.booking.id });
    expect(await started).toEqual({
      chatId: id,
      userId: pair.client.userId,
      userName: 'Asha Verma',
      typing: true,
    });
    const stopped = next(trainerSocket, 'user_typing');
    await ctx.request({
      method: 'POST',
      url: `/api/chat/${id}/typing`,
      token: pair.client.token,
      payload: { typing: false },
    });
    expect((await stopped).typing).toBe(false);

    clientSocket.emit('leave_chat', { chatId: pair.booking.id });
    const refused = next(clientSocket, 'chat_error');
    clientSocket.emit('typing_start', { chatId: pair.booking.id });
    expect(await refused).toMatchObject({ message: CHAT_MESSAGES.notJoined });

    await settled(trainerOutside, pair.trainer.userId);
    await settled(clientSocket, pair.client.userId);
    await settled(clientOtherTab, pair.client.userId);
    expect(outside).toEqual([]);
    expect(ownEcho.flat()).toEqual([]);
  });
});
