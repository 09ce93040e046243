import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPresence } from '#server/db/schema.ts';
import { testRedisEnv } from '#server/test/redis-env.ts';
import { type ClientSocket, listeningUrl, nextEvent, socketClients } from '#server/test/sockets.ts';
import { buildSiblingApp, createTestContext, type TestContext } from '#server/test/test-app.ts';
import { type ChatMessage, chatIdOf, userRoom } from '#shared/chat-api.ts';
import { chatPair, send } from './chat-scenarios';

const redisEnv = testRedisEnv();

// Two server processes on one database and one Redis, as production runs behind a load
// balancer: the client's socket and requests go to one, the trainer's to the other. Runs with
// TEST_REDIS_URL (CI's production-path stage), like the plugin's own Redis test.
describe.runIf(redisEnv)('chat across two processes through Redis', () => {
  let ctx: TestContext;
  let second: FastifyInstance;
  const clients = socketClients();

  beforeAll(async () => {
    ctx = await createTestContext({ env: redisEnv! });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    second = await buildSiblingApp(ctx);
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    clients.closeAll();
    await second.close();
    await ctx.close();
  });

  const open = (app: FastifyInstance, token: string) => clients.connect(listeningUrl(app), token);

  /** The adapter subscribes asynchronously: emits from the first process until the socket hears. */
  async function reachable(socket: ClientSocket, userId: string) {
    const heard = new Promise((resolve) => socket.once('chat_summary', resolve));
    const timer = setInterval(
      () => ctx.app.io.to(userRoom(userId)).emit('chat_summary', { total_unread: -1 }),
      50,
    );
    await heard.finally(() => clearInterval(timer));
  }

  const next = nextEvent;

  it('carries messages, receipts, typing and presence between the processes', async () => {
    const { client, trainer } = await chatPair(ctx, { client: 'Kavya', trainer: 'Vikram' });
    const chatId = chatIdOf(client.userId, trainer.userId);
    const clientSocket = await open(ctx.app, client.token);
    const trainerSocket = await open(second, trainer.token);
    await reachable(clientSocket, client.userId);
    await reachable(trainerSocket, trainer.userId);

    // presence: the trainer on the second process sees the client on the first as online
    const online = next(trainerSocket, 'online_users');
    expect(await trainerSocket.emitWithAck('join_chat', { chatId })).toEqual({ ok: true, chatId });
    expect((await online).onlineUsers.toSorted()).toEqual(
      [client.userId, trainer.userId].toSorted(),
    );
    expect(await clientSocket.emitWithAck('join_chat', { chatId })).toEqual({ ok: true, chatId });

    // a message sent through the first process reaches the trainer's socket, with the badge
    const arrived = next(trainerSocket, 'new_message');
    const badge = next(trainerSocket, 'chat_summary');
    const sent = await send(ctx, client.token, chatId, 'Can we move Thursday to 7 AM?');
    expect(sent.statusCode).toBe(201);
    const message: ChatMessage = sent.json().data;
    expect(await arrived).toMatchObject({
      chatId,
      message: { id: message.id, text: 'Can we move Thursday to 7 AM?', status: 'sent' },
      chat_info: { total_messages: 1, unread_count: 1 },
    });
    expect(await badge).toMatchObject({ total_unread: 1 });

    // receipts from the second process reach the sender on the first: delivered, then read
    const delivered = next(clientSocket, 'message_status_update');
    trainerSocket.emit('message_delivered', { chatId, messageId: message.id });
    expect(await delivered).toEqual({ chatId, messageId: message.id, status: 'delivered' });
    const read = next(clientSocket, 'messages_read');
    const markRead = await second.inject({
      method: 'PUT',
      url: `/api/chat/${chatId}/read`,
      headers: { authorization: `Bearer ${trainer.token}` },
    });
    expect(markRead.statusCode).toBe(200);
    expect(await read).toMatchObject({ chatId, readerId: trainer.userId });

    // typing on one process shows on the other
    const typing = next(trainerSocket, 'user_typing');
    clientSocket.emit('typing_start', { chatId });
    expect(await typing).toMatchObject({ chatId, userId: client.userId, typing: true });

    // a reply through the second process reaches the client on the first
    const reply = next(clientSocket, 'new_message');
    const answered = await second.inject({
      method: 'POST',
      url: `/api/chat/${chatId}/messages`,
      headers: { authorization: `Bearer ${trainer.token}` },
      payload: { message: 'Yes, 7 AM works.' },
    });
    expect(answered.statusCode).toBe(201);
    expect((await reply).message).toMatchObject({ text: 'Yes, 7 AM works.' });

    // the client's last socket closes on the first process: the trainer hears it on the second
    const offline = next(trainerSocket, 'user_offline');
    clientSocket.disconnect();
    expect(await offline).toMatchObject({ userId: client.userId, userName: 'Kavya Verma' });

    // Closing while presence still asks Redis who is left would reject inside the adapter:
    // wait until both goings-offline are recorded.
    trainerSocket.disconnect();
    await expect
      .poll(async () => (await ctx.database.db.select().from(userPresence)).length)
      .toBe(2);
  });
});
