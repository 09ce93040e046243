import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, chatMessage } from '#server/db/schema.ts';
import { signUpAdmin, signUpTrainer } from '#server/test/accounts.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, CHAT_SEND_LIMIT, chatIdOf } from '#shared/chat-api.ts';
import type { ChatEvent } from '#shared/chat-event.ts';
import { MESSAGES } from '#shared/messages.ts';
import { appendMessage } from './chat.repository';
import { insertChatEvent } from './chat-events.repository';
import { type Account, book, chatPair, send, type TrainerAccount } from './chat-scenarios';

let ctx: TestContext;
let client: Account;
let trainer: TrainerAccount;
let bookingId: string;
let chatId: string;
let strangerClient: Account;
let strangerTrainer: TrainerAccount;
let admin: Account;

beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-02T04:30:00.000Z' });
  const pair = await chatPair(ctx);
  ({ client, trainer } = pair);
  bookingId = pair.booking.id;
  chatId = chatIdOf(client.userId, trainer.userId);
  strangerClient = await ctx.signUp({ firstName: 'Stranger', lastName: 'Client' });
  strangerTrainer = await signUpTrainer(ctx, { firstName: 'Stranger', lastName: 'Trainer' });
  // the strangers have chats of their own, just not this one
  await book(ctx, strangerClient, strangerTrainer);
  admin = await signUpAdmin(ctx);
});
afterAll(() => ctx.close());

const get = (url: string, token?: string) => ctx.request({ method: 'GET', url, token });
const messagesIn = async (id: string) =>
  (
    await ctx.database.db.select({ n: count() }).from(chatMessage).where(eq(chatMessage.chatId, id))
  )[0]!.n;

describe('who may use a chat (one per pair; only a paid booking opens one)', () => {
  const routes = (ref: string, messageId = 'none') =>
    [
      ['GET', `/api/chat/${ref}`, undefined],
      ['GET', `/api/chat/${ref}/messages`, undefined],
      ['POST', `/api/chat/${ref}/messages`, { message: 'Hello' }],
      ['PUT', `/api/chat/${ref}/read`, undefined],
      ['POST', `/api/chat/${ref}/typing`, { typing: true }],
      ['PUT', `/api/chat/${ref}/messages/${messageId}/delivered`, undefined],
      ['PUT', `/api/chat/${ref}/messages/${messageId}/read`, undefined],
    ] as const;

  it('lets both parties in, by chat id and by booking id', async () => {
    for (const ref of [chatId, bookingId]) {
      for (const token of [client.token, trainer.token]) {
        const sent = await send(ctx, token, ref, 'Hello');
        expect(sent.statusCode).toBe(201);
        const messageId = sent.json().data.id;
        for (const [method, url, payload] of routes(ref, messageId)) {
          const response = await ctx.request({ method, url, token, payload });
          // a party's receipt for their own message: not theirs to mark
          const own = url.includes(messageId);
          expect(response.statusCode, `${method} ${url}`).toBe(
            own ? 404 : method === 'POST' && url.endsWith('messages') ? 201 : 200,
          );
        }
      }
    }
  });

  it.each([
    ['a third client', () => strangerClient.token],
    ['a third trainer', () => strangerTrainer.token],
    ['an admin', () => admin.token],
  ])('refuses %s with 403 and changes nothing', async (_who, token) => {
    const before = await messagesIn(chatId);
    for (const ref of [chatId, bookingId]) {
      for (const [method, url, payload] of routes(ref)) {
        const response = await ctx.request({ method, url, token: token(), payload });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(CHAT_MESSAGES.notAParty);
      }
    }
    expect(await messagesIn(chatId)).toBe(before);
  });

  it('asks a visitor to sign in', async () => {
    for (const [method, url, payload] of routes(chatId)) {
      const response = await ctx.request({ method, url, payload });
      expect(response.statusCode).toBe(401);
    }
    for (const url of ['/api/chat', '/api/chat/summary']) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('answers 404 for an id that is neither a pair nor a booking', async () => {
    for (const ref of ['no-such-booking', 'b_a', `${client.userId}_`]) {
      const response = await get(`/api/chat/${encodeURIComponent(ref)}`, client.token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CHAT_MESSAGES.chatNotFound);
    }
  });

  it('refuses a pair whose only bookings are unpaid holds, live, lapsed or cancelled', async () => {
    const pair = await ctx.signUp();
    const other = await signUpTrainer(ctx);
    const now = ctx.clock.now();
    const lapsed = await book(ctx, pair, other, {
      status: 'pending',
      holdExpiresAt: new Date(now.getTime() - 1),
    });
    const expired = await book(ctx, pair, other, { status: 'expired' });
    const live = await book(ctx, pair, other, {
      status: 'pending',
      holdExpiresAt: new Date(now.getTime() + 60_000),
    });
    // a hold given up before payment keeps its deadline (payment clears it)
    const cancelled = await book(ctx, pair, other, {
      status: 'cancelled',
      holdExpiresAt: new Date(now.getTime() + 60_000),
    });
    const id = chatIdOf(pair.userId, other.userId);
    for (const token of [pair.token, other.token]) {
      for (const ref of [id, lapsed.id, expired.id, live.id, cancelled.id]) {
        for (const [method, url, payload] of routes(ref)) {
          const response = await ctx.request({ method, url, token, payload });
          expect(response.statusCode, `${method} ${url}`).toBe(403);
          expect(response.json().message).toBe(CHAT_MESSAGES.notAParty);
        }
        const opened = await ctx.request({
          method: 'POST',
          url: '/api/chat',
          token,
          payload: { bookingId: ref === id ? live.id : ref },
        });
        expect(opened.statusCode).toBe(403);
      }
      const list = (await get('/api/chat', token)).json().data;
      expect(list.all_participants).toEqual([]);
    }
    expect(await messagesIn(id)).toBe(0);

    // a session paid for and then cancelled keeps the conversation open
    await book(ctx, pair, other, { status: 'cancelled' });
    expect((await send(ctx, pair.token, live.id, 'Hi')).statusCode).toBe(201);
    expect((await get('/api/chat', other.token)).json().data.all_participants).toHaveLength(1);
  });
});

describe('sending', () => {
  it.each([
    [{ message: '   ' }, CHAT_MESSAGES.messageEmpty],
    [{ message: '' }, CHAT_MESSAGES.messageEmpty],
    [{}, CHAT_MESSAGES.messageEmpty],
    [{ message: 'x'.repeat(CHAT_MESSAGE_MAX + 1) }, CHAT_MESSAGES.messageTooLong],
    [{ message: 'Hi', message_type: 'image' }, CHAT_MESSAGES.messageTypeInvalid],
  ])('refuses %j with a clear message and stores nothing', async (payload, message) => {
    const before = await messagesIn(chatId);
    const response = await ctx.request({
      method: 'POST',
      url: `/api/chat/${chatId}/messages`,
      token: client.token,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await messagesIn(chatId)).toBe(before);
  });

  it('stores the trimmed text, 2000 characters at most, and echoes the optimistic id', async () => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    const response = await ctx.request({
      method: 'POST',
      url: `/api/chat/${id}/messages`,
      token: pair.client.token,
      payload: { message: `  ${'y'.repeat(CHAT_MESSAGE_MAX)}  `, clientId: 'tmp-1' },
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      chat_id: id,
      sender_id: pair.client.userId,
      recipient_id: pair.trainer.userId,
      sender: 'Asha Verma',
      message_type: 'text',
      status: 'sent',
      clientId: 'tmp-1',
      timestamp: ctx.clock.now().toISOString(),
    });
    expect(data.message).toHaveLength(CHAT_MESSAGE_MAX);
    expect(data.text).toBe(data.message);
    const [row] = await ctx.database.db.select().from(chat).where(eq(chat.id, id));
    expect(row).toMatchObject({ messageCount: 1, lastMessageAt: ctx.clock.now() });
  });

  it(`refuses the ${CHAT_SEND_LIMIT.max + 1}st message in the window and stores nothing`, async () => {
    const pair = await chatPair(ctx);
    const other = await chatPair(ctx);
    // the limit is the sender's, across chats
    await book(ctx, pair.client, other.trainer);
    const first = chatIdOf(pair.client.userId, pair.trainer.userId);
    const second = chatIdOf(pair.client.userId, other.trainer.userId);
    const at = ctx.clock.now();
    const post = (id: string) =>
      ctx.request({
        method: 'POST',
        url: `/api/chat/${id}/messages`,
        token: pair.client.token,
        payload: { message: 'Quick' },
      });
    for (let i = 0; i < CHAT_SEND_LIMIT.max; i += 1) {
      expect((await post(i % 2 ? first : second)).statusCode).toBe(201);
    }
    const refused = await post(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(CHAT_MESSAGES.tooManyMessages);
    expect((await messagesIn(first)) + (await messagesIn(second))).toBe(CHAT_SEND_LIMIT.max);
    // the trainer has a limit of their own
    expect((await post(first)).statusCode).toBe(429);
    expect((await send(ctx, pair.trainer.token, first, 'Fine')).statusCode).toBe(201);
    ctx.clock.set(new Date(at.getTime() + CHAT_SEND_LIMIT.windowMs));
    expect((await post(first)).statusCode).toBe(201);
  });

  it('lets no more than the limit through when the sends arrive together', async () => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    const responses = await Promise.all(
      Array.from({ length: CHAT_SEND_LIMIT.max + 1 }, () =>
        ctx.request({
          method: 'POST',
          url: `/api/chat/${id}/messages`,
          token: pair.client.token,
          payload: { message: 'Together' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(CHAT_SEND_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(await messagesIn(id)).toBe(CHAT_SEND_LIMIT.max);
    const [row] = await ctx.database.db.select().from(chat).where(eq(chat.id, id));
    expect(row!.messageCount).toBe(CHAT_SEND_LIMIT.max);
  });
});

describe('reading a conversation', () => {
  it('pages backwards, each page oldest first', async () => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const token = i % 2 ? pair.client.token : pair.trainer.token;
      ids.push((await send(ctx, token, id, `Message ${i}`)).json().data.id);
    }
    const page = async (query: string) => {
      const response = await get(`/api/chat/${id}/messages?${query}`, pair.client.token);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      return { ids: body.data.map((m: { id: string }) => m.id), hasMore: body.hasMore };
    };
    expect(await page('limit=2')).toEqual({ ids: ids.slice(3), hasMore: true });
    expect(await page(`limit=2&before=${ids[3]}`)).toEqual({ ids: ids.slice(1, 3), hasMore: true });
    expect(await page(`limit=2&before=${ids[1]}`)).toEqual({
      ids: ids.slice(0, 1),
      hasMore: false,
    });
    expect(await page('')).toEqual({ ids, hasMore: false });
  });

  it.each([
    ['before=no-such-message', CHAT_MESSAGES.invalidCursor],
    ['limit=0', MESSAGES.invalidLimit],
    ['limit=51', MESSAGES.invalidLimit],
    ['limit=ten', MESSAGES.invalidLimit],
  ])('refuses ?%s', async (query, message) => {
    const response = await get(`/api/chat/${chatId}/messages?${query}`, client.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a cursor from another chat', async () => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    const elsewhere = (await send(ctx, pair.client.token, id, 'Elsewhere')).json().data.id;
    const response = await get(`/api/chat/${chatId}/messages?before=${elsewhere}`, client.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CHAT_MESSAGES.invalidCursor);
  });

  it('shows a conversation without creating it', async () => {
    const pair = await chatPair(ctx, { trainer: 'Kabir' });
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    const response = await get(`/api/chat/${pair.booking.id}`, pair.client.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      chat_id: id,
      messages: [],
      hasMore: false,
      total_messages: 0,
      unread_count: 0,
      participant: {
        _id: pair.trainer.userId,
        chatId: id,
        role: 'trainer',
        trainerId: pair.trainer.trainerId,
        firstName: 'Kabir',
        lastName: 'Mehta',
        last_message: null,
        unread_count: 0,
        lastSessionDate: pair.booking.sessionDate,
        bookings: [{ _id: pair.booking.id, sessionDate: pair.booking.sessionDate }],
      },
    });
    expect(await ctx.database.db.select().from(chat).where(eq(chat.id, id))).toEqual([]);
  });

  it('counts what the viewer has not read', async () => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    await send(ctx, pair.trainer.token, id, 'One');
    await send(ctx, pair.trainer.token, id, 'Two');
    await send(ctx, pair.client.token, id, 'Three');
    const forClient = (await get(`/api/chat/${id}`, pair.client.token)).json().data;
    expect(forClient).toMatchObject({ total_messages: 3, unread_count: 2 });
    expect(forClient.messages.map((m: { text: string }) => m.text)).toEqual([
      'One',
      'Two',
      'Three',
    ]);
    expect(forClient.participant).toMatchObject({ role: 'trainer', unread_count: 2 });
    expect(forClient.participant.last_message.text).toBe('Three');
    const forTrainer = (await get(`/api/chat/${id}`, pair.trainer.token)).json().data;
    expect(forTrainer).toMatchObject({
      unread_count: 1,
      participant: { role: 'user', trainerId: null },
    });
  });
});

describe('opening a chat from a booking', () => {
  it.each(['body', 'path'])('ensures the row once and names the other party (%s)', async (how) => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    const open = (token: string) =>
      how === 'body'
        ? ctx.request({
            method: 'POST',
            url: '/api/chat',
            token,
            payload: { bookingId: pair.booking.id },
          })
        : ctx.request({ method: 'POST', url: `/api/chat/booking/${pair.booking.id}`, token });
    const first = await open(pair.client.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      chat_id: id,
      participant: { _id: pair.trainer.userId, role: 'trainer' },
    });
    const second = await open(pair.trainer.token);
    expect(second.json().data).toMatchObject({
      chat_id: id,
      participant: { _id: pair.client.userId, role: 'user' },
    });
    expect(await ctx.database.db.select().from(chat).where(eq(chat.id, id))).toHaveLength(1);
    const refused = await open(strangerClient.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CHAT_MESSAGES.notAParty);
  });

  it('answers 404 for an unknown booking', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/chat',
      token: client.token,
      payload: { bookingId: 'no-such-booking' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(CHAT_MESSAGES.bookingNotFound);
  });
});

describe('the chat list and the badge', () => {
  it('lists everyone the viewer shares a live booking with, latest conversation first', async () => {
    const me = await signUpTrainer(ctx, { firstName: 'Meera', lastName: 'Iyer' });
    const clientA = await ctx.signUp({ firstName: 'Anil', lastName: 'Rao' });
    const clientB = await ctx.signUp({ firstName: 'Bela', lastName: 'Shah' });
    const coach = await signUpTrainer(ctx, { firstName: 'Coach', lastName: 'Kumar' });
    const lapsed = await ctx.signUp({ firstName: 'Lapsed', lastName: 'Hold' });
    await book(ctx, clientA, me);
    await book(ctx, clientB, me);
    await book(ctx, clientB, me);
    await book(ctx, me, coach);
    await book(ctx, lapsed, me, { status: 'expired' });
    // clientB wrote last; clientA never wrote
    await send(ctx, coach.token, chatIdOf(me.userId, coach.userId), 'From the coach');
    await send(ctx, clientB.token, chatIdOf(me.userId, clientB.userId), 'From Bela');
    await send(ctx, clientB.token, chatIdOf(me.userId, clientB.userId), 'Again');

    const response = await get('/api/chat', me.token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.all_participants.map((p: { firstName: string }) => p.firstName)).toEqual([
      'Bela',
      'Coach',
      'Anil',
    ]);
    expect(data.clients.map((p: { firstName: string }) => p.firstName)).toEqual(['Bela', 'Anil']);
    expect(data.trainers).toHaveLength(1);
    expect(data.trainers[0]).toMatchObject({
      _id: coach.userId,
      role: 'trainer',
      trainerId: coach.trainerId,
      unread_count: 1,
      chatId: chatIdOf(me.userId, coach.userId),
    });
    const bela = data.clients[0];
    expect(bela).toMatchObject({ unread_count: 2, role: 'user', lastSeenAt: null });
    expect(bela.bookings).toHaveLength(2);
    expect(bela.last_message.text).toBe('Again');
    expect(data.clients[1]).toMatchObject({ last_message: null, unread_count: 0 });
    expect(data.total_unread).toBe(3);

    const summary = await get('/api/chat/summary', me.token);
    expect(summary.json()).toEqual({ success: true, data: { total_unread: 3 } });

    const forClient = (await get('/api/chat', clientA.token)).json().data;
    expect(forClient.clients).toEqual([]);
    expect(forClient.trainers.map((p: { name: string }) => p.name)).toEqual([
      forClient.trainers[0].name,
    ]);
    expect(forClient.trainers[0]).toMatchObject({ _id: me.userId, trainerId: me.trainerId });
    expect((await get('/api/chat', lapsed.token)).json().data.all_participants).toEqual([]);
  });
});

describe('lines the system writes, in each reader’s language (docs/product/languages.md)', () => {
  // Moved from Wednesday 4 March 7:00 AM IST to Thursday 5 March 6:00 PM IST.
  const moved: ChatEvent = {
    kind: 'session-moved',
    from: { date: '2026-03-04', timeSlot: '7:00 AM' },
    to: { date: '2026-03-05', timeSlot: '6:00 PM' },
  };
  const LINES = {
    'en-IN': 'Session moved from Wed, 4 Mar, 7:00 AM to Thu, 5 Mar, 6:00 PM',
    'hi-IN': 'सेशन रीशेड्यूल हुआ: बुध, 4 मार्च, सुबह 7:00 की जगह अब गुरु, 5 मार्च, शाम 6:00',
  };
  const readIn = (language: string, url: string, token: string) =>
    ctx.request({ method: 'GET', url, token, headers: { 'accept-language': language } });

  /** The conversation's messages and the list's last message, as one reader gets them. */
  async function seenBy(language: string, id: string, token: string) {
    const detail = (await readIn(language, `/api/chat/${id}`, token)).json().data;
    const page = (await readIn(language, `/api/chat/${id}/messages`, token)).json().data;
    const list = (await readIn(language, '/api/chat', token)).json().data;
    const row = list.all_participants.find((p: { chatId: string }) => p.chatId === id);
    return { detail: detail.messages, page, last: row.last_message };
  }

  it('answers a move line in the language each page asks for, with what happened beside it', async () => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    await insertChatEvent(ctx.database.db, {
      actorId: pair.client.userId,
      otherId: pair.trainer.userId,
      event: moved,
      now: ctx.clock.now(),
    });
    for (const [language, line] of Object.entries(LINES)) {
      for (const token of [pair.client.token, pair.trainer.token]) {
        const seen = await seenBy(language, id, token);
        const expected = { message_type: 'event', message: line, text: line, content: line };
        expect(seen.detail).toEqual([expect.objectContaining({ ...expected, event: moved })]);
        expect(seen.page).toEqual(seen.detail);
        expect(seen.last).toMatchObject({ ...expected, event: moved });
      }
    }
  });

  it('shows a line stored as text before it stored what happened as it is, in either language', async () => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    const [userAId, userBId] = id.split('_') as [string, string];
    const stored = 'Session moved from Tue, 3 Mar, 6:00 PM to Thu, 5 Mar, 7:00 AM';
    await appendMessage(ctx.database.db, {
      chatId: id,
      userAId,
      userBId,
      senderId: pair.client.userId,
      recipientId: pair.trainer.userId,
      body: stored,
      createdAt: ctx.clock.now(),
      messageType: 'event',
    });
    for (const language of Object.keys(LINES)) {
      const seen = await seenBy(language, id, pair.trainer.token);
      expect(seen.detail).toEqual([
        expect.objectContaining({ message_type: 'event', message: stored, event: null }),
      ]);
      expect(seen.last).toMatchObject({ message: stored, event: null });
    }
  });

  it('keeps what a person wrote as they wrote it, even when it reads like a stored move', async () => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    const forged = JSON.stringify(moved);
    expect((await send(ctx, pair.client.token, id, forged)).statusCode).toBe(201);
    const seen = await seenBy('hi-IN', id, pair.trainer.token);
    expect(seen.detail).toEqual([
      expect.objectContaining({ message_type: 'text', message: forged, event: null }),
    ]);
  });
});

describe('receipts', () => {
  it('moves sent → delivered → read for the recipient only, never backwards', async () => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    const messageId = (await send(ctx, pair.client.token, id, 'Did you get this?')).json().data.id;
    const mark = (token: string, status: string) =>
      ctx.request({ method: 'PUT', url: `/api/chat/${id}/messages/${messageId}/${status}`, token });
    const statusSeen = async () =>
      (await get(`/api/chat/${id}/messages`, pair.client.token)).json().data[0].status;

    const bySender = await mark(pair.client.token, 'read');
    expect(bySender.statusCode).toBe(404);
    expect(bySender.json().message).toBe(CHAT_MESSAGES.messageNotFound);
    expect(await statusSeen()).toBe('sent');

    expect((await mark(pair.trainer.token, 'delivered')).json().data.status).toBe('delivered');
    expect((await mark(pair.trainer.token, 'delivered')).json().data.status).toBe('delivered');
    expect(await statusSeen()).toBe('delivered');
    expect((await mark(pair.trainer.token, 'read')).json().data.status).toBe('read');
    expect((await mark(pair.trainer.token, 'delivered')).json().data.status).toBe('read');
    expect(await statusSeen()).toBe('read');

    const unknown = await ctx.request({
      method: 'PUT',
      url: `/api/chat/${id}/messages/no-such-message/read`,
      token: pair.trainer.token,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('reads a whole conversation at once, delivered on the way', async () => {
    const pair = await chatPair(ctx);
    const id = chatIdOf(pair.client.userId, pair.trainer.userId);
    await send(ctx, pair.trainer.token, id, 'One');
    await send(ctx, pair.trainer.token, id, 'Two');
    await send(ctx, pair.client.token, id, 'Mine');
    const read = await ctx.request({
      method: 'PUT',
      url: `/api/chat/${id}/read`,
      token: pair.client.token,
    });
    expect(read.json()).toEqual({
      success: true,
      data: { chat_id: id, marked: 2, total_unread: 0 },
    });
    const again = await ctx.request({
      method: 'PUT',
      url: `/api/chat/${id}/read`,
      token: pair.client.token,
    });
    expect(again.json().data.marked).toBe(0);
    const messages = (await get(`/api/chat/${id}/messages`, pair.trainer.token)).json().data;
    expect(messages.map((m: { status: string }) => m.status)).toEqual(['read', 'read', 'sent']);
    expect(messages[0].delivered_at).toBe(messages[0].read_at);
  });

  it('refuses a typing flag that is not true or false', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: `/api/chat/${chatId}/typing`,
      token: client.token,
      payload: { typing: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CHAT_MESSAGES.typingInvalid);
  });
});

describe('OpenAPI', () => {
  it('documents the chat routes with their responses', async () => {
    const spec = (await get('/api/docs/json')).json();
    for (const path of ['/api/chat', '/api/chat/summary', '/api/chat/{chatId}/messages']) {
      expect(spec.paths[path], path).toBeDefined();
    }
    expect(spec.paths['/api/chat/{chatId}/messages'].post.responses['201']).toBeDefined();
  });
});
