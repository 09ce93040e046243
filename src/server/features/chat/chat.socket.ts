import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { HttpError } from '#server/http-error.ts';
import type { Presence } from '#server/plugins/presence.ts';
import type { RealtimeSocket } from '#server/plugins/socket-io.ts';
import {
  CHAT_JOIN_LIMIT,
  CHAT_MESSAGES,
  type ClientToServerEvents,
  chatRoom,
  type JoinAck,
  presenceRoom,
  usersOfChatId,
} from '#shared/chat-api.ts';
import { MESSAGES } from '#shared/messages.ts';
import type { ChatService } from './chat.service';
import type { ChatRealtime } from './chat-realtime';

const chatPayload = z.object({ chatId: z.string().min(1).max(200) });
const receiptPayload = chatPayload.extend({ messageId: z.string().min(1).max(100) });

/**
 * The chat's socket events (docs/product/chat.md#realtime-channel). Every event may name a chat by
 * its id or by one of the pair's booking ids; events the server sends always carry the chat id. The
 * party rule is asked of the database on join and on every receipt; typing needs only the room the
 * join earned.
 */
export function chatSocketHandlers(options: {
  service: ChatService;
  realtime: ChatRealtime;
  presence: Presence;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { service, realtime, presence, now, log } = options;

  return (socket: RealtimeSocket) => {
    const { userId } = socket.data;
    // Per socket, so in-process: the references this socket joined, and its recent joins.
    const joined = new Map<string, string>();
    const recentJoins: number[] = [];

    function refuse(event: string, payload: unknown, error: unknown) {
      const message =
        error instanceof HttpError && error.statusCode < 500
          ? error.message
          : MESSAGES.internalError;
      if (message === MESSAGES.internalError) log.error({ err: error, event }, 'chat event failed');
      const chatId = (payload as { chatId?: unknown } | null)?.chatId;
      socket.emit('chat_error', {
        event,
        ...(typeof chatId === 'string' && { chatId }),
        message,
      });
      return message;
    }

    /** Parses the payload, runs the handler and turns any refusal into chat_error. */
    function on<E extends keyof ClientToServerEvents, T>(
      event: E,
      schema: z.ZodType<T>,
      handle: (payload: T) => Promise<void> | void,
    ) {
      socket.on(event, (async (payload: unknown) => {
        try {
          const parsed = schema.safeParse(payload);
          if (!parsed.success) throw new HttpError(400, CHAT_MESSAGES.invalidPayload);
          await handle(parsed.data);
        } catch (error) {
          refuse(event, payload, error);
        }
      }) as never);
    }

    function withinJoinLimit() {
      const at = now().getTime();
      while ((recentJoins[0] ?? Number.POSITIVE_INFINITY) <= at - CHAT_JOIN_LIMIT.windowMs) {
        recentJoins.shift();
      }
      if (recentJoins.length >= CHAT_JOIN_LIMIT.max) return false;
      recentJoins.push(at);
      return true;
    }

    async function sendOnlineUsers(chatId: string, otherId: string) {
      const onlineUsers = await presence.onlineAmong([userId, otherId]);
      socket.emit('online_users', { chatId, onlineUsers });
    }

    socket.on('join_chat', (payload: unknown, ack?: unknown) => {
      const reply = (result: JoinAck) => {
        if (typeof ack === 'function') ack(result);
      };
      const join = async () => {
        try {
          const parsed = chatPayload.safeParse(payload);
          if (!parsed.success) throw new HttpError(400, CHAT_MESSAGES.invalidPayload);
          if (!withinJoinLimit()) throw new HttpError(429, CHAT_MESSAGES.tooManyJoins);
          const chat = await service.resolve(userId, parsed.data.chatId);
          await socket.join([chatRoom(chat.chatId), presenceRoom(chat.otherId)]);
          joined.set(parsed.data.chatId, chat.chatId);
          joined.set(chat.chatId, chat.chatId);
          reply({ ok: true, chatId: chat.chatId });
          await sendOnlineUsers(chat.chatId, chat.otherId);
        } catch (error) {
          reply({ ok: false, message: refuse('join_chat', payload, error) });
        }
      };
      void join();
    });

    on('leave_chat', chatPayload, async ({ chatId: reference }) => {
      const chatId = joined.get(reference) ?? reference;
      const users = usersOfChatId(chatId);
      if (!users) return;
      const otherId = users[0] === userId ? users[1] : users[0];
      await socket.leave(chatRoom(chatId));
      await socket.leave(presenceRoom(otherId));
      for (const [key, value] of joined) if (value === chatId) joined.delete(key);
    });

    for (const [event, typing] of [
      ['typing_start', true],
      ['typing_stop', false],
    ] as const) {
      on(event, chatPayload, ({ chatId: reference }) => {
        const chatId = joined.get(reference);
        if (!chatId || !socket.rooms.has(chatRoom(chatId))) {
          throw new HttpError(403, CHAT_MESSAGES.notJoined);
        }
        realtime.typing(chatId, { id: userId, name: socket.data.userName }, typing);
      });
    }

    for (const [event, status] of [
      ['message_delivered', 'delivered'],
      ['message_read', 'read'],
    ] as const) {
      on(event, receiptPayload, async ({ chatId, messageId }) => {
        await service.mark(userId, chatId, messageId, status);
      });
    }

    on('get_online_users', chatPayload, async ({ chatId }) => {
      const chat = await service.resolve(userId, chatId);
      await sendOnlineUsers(chat.chatId, chat.otherId);
    });
  };
}
