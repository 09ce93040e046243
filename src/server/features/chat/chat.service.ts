import { forbidden, HttpError, notFound } from '#server/http-error.ts';
import {
  CHAT_MESSAGES,
  CHAT_PAGE_LIMIT,
  type ChatParticipant,
  chatIdOf,
  type MessageStatus,
  usersOfChatId,
} from '#shared/chat-api.ts';
import type { Locale } from '#shared/locale.ts';
import { present } from '#shared/present.ts';
import type { ChatPair, ChatRepository } from './chat.repository';
import { type ChatRealtime, SOCKET_LOCALE } from './chat-realtime';
import { messageView, participantsOf } from './chat-view';

export interface ChatViewer {
  id: string;
  name: string;
}

/** A conversation the viewer may use, by its canonical id. */
export interface ResolvedChat {
  chatId: string;
  viewerId: string;
  otherId: string;
  pair: ChatPair;
}

/**
 * One conversation per client–trainer pair who share a paid booking
 * (docs/product/chat.md#who-may-chat; docs/decisions/0031-scarce-holds-and-paid-chats.md): an
 * unpaid hold, live, lapsed or cancelled, opens nothing. A chat reference is the pair's id or, as
 * the spec's screen sends, one of the pair's booking ids.
 * Refusals: 404 for a reference that is neither a well-formed chat id nor a known booking; 403
 * (notAParty) for someone outside the pair or a pair without a paid booking.
 */
export function createChatService(options: {
  repository: ChatRepository;
  realtime: ChatRealtime;
  now: () => Date;
}) {
  const { repository, realtime, now } = options;

  async function resolve(
    viewerId: string,
    reference: string,
    unknownMessage: string = CHAT_MESSAGES.chatNotFound,
  ): Promise<ResolvedChat> {
    let otherId: string;
    const users = usersOfChatId(reference);
    if (users) {
      if (!users.includes(viewerId)) throw forbidden(CHAT_MESSAGES.notAParty);
      otherId = users[0] === viewerId ? users[1] : users[0];
    } else {
      const parties = await repository.bookingParties(reference);
      if (!parties) throw notFound(unknownMessage);
      if (parties.clientId === viewerId) otherId = parties.trainerUserId;
      else if (parties.trainerUserId === viewerId) otherId = parties.clientId;
      else throw forbidden(CHAT_MESSAGES.notAParty);
    }
    if (otherId === viewerId) throw forbidden(CHAT_MESSAGES.notAParty);
    const pair = await repository.paidPair(viewerId, otherId);
    if (!pair) throw forbidden(CHAT_MESSAGES.notAParty);
    return { chatId: chatIdOf(viewerId, otherId), viewerId, otherId, pair };
  }

  /** The viewer's counterparts (one, when given), latest conversation then latest session first. */
  async function participants(viewerId: string, locale: Locale, counterpartId?: string) {
    const bookings = await repository.pairBookings(viewerId, counterpartId);
    const otherIds = [
      ...new Set(
        bookings.map((row) => (row.role === 'trainer' ? row.trainer_user_id : row.client_id)),
      ),
    ];
    const chatIds = otherIds.map((id) => chatIdOf(viewerId, id));
    const [people, chats, lastMessages, unread, seen] = await Promise.all([
      repository.people(otherIds),
      repository.chats(chatIds),
      repository.lastMessages(chatIds),
      repository.unreadByChat(viewerId),
      repository.lastSeen(otherIds),
    ]);
    const peopleById = new Map(people.map((row) => [row.id, row]));
    const chatById = new Map(chats.map((row) => [row.id, row]));
    const lastById = new Map(lastMessages.map((row) => [row.chatId, row]));
    const unreadById = new Map(unread.map((row) => [row.chatId, row.n]));
    const seenById = new Map(seen.map((row) => [row.userId, row.lastSeenAt]));
    const list = participantsOf(
      viewerId,
      bookings,
      peopleById,
      (chatId, otherId) => ({
        lastMessage: lastById.get(chatId) ?? null,
        lastMessageAt: chatById.get(chatId)?.lastMessageAt ?? null,
        unread: unreadById.get(chatId) ?? 0,
        lastSeenAt: seenById.get(otherId) ?? null,
      }),
      locale,
    );
    list.sort((a, b) => b.lastMessageMs - a.lastMessageMs || b.latestSessionMs - a.latestSessionMs);
    return list.map(({ latestSessionMs: _s, lastMessageMs: _m, ...participant }) => participant);
  }

  /** The other person as the viewer sees them in this conversation. */
  async function participantOf(chat: ResolvedChat, locale: Locale): Promise<ChatParticipant> {
    const found = await participants(chat.viewerId, locale, chat.otherId);
    const role = chat.pair.trainerUserId === chat.otherId ? 'trainer' : 'user';
    const participant = found.find((row) => row.role === role) ?? found[0];
    // resolve() found a paid booking, so pairBookings holds at least that one
    if (!participant) throw forbidden(CHAT_MESSAGES.notAParty);
    return participant;
  }

  async function page(chatId: string, locale: Locale, limit: number, before?: string) {
    const rows = await repository.messagesBefore(chatId, limit + 1, before);
    const hasMore = rows.length > limit;
    return {
      messages: rows
        .slice(0, limit)
        .reverse()
        .map((row) => messageView(row, locale)),
      hasMore,
    };
  }

  return {
    resolve,

    summary: async (viewerId: string) => ({ total_unread: await repository.unreadCount(viewerId) }),

    async list(viewerId: string, locale: Locale) {
      const [all, totalUnread] = await Promise.all([
        participants(viewerId, locale),
        repository.unreadCount(viewerId),
      ]);
      const seen = new Set<string>();
      return {
        // Two trainers who booked each other appear in both groups, once here.
        all_participants: all.filter((row) => !seen.has(row.chatId) && seen.add(row.chatId)),
        clients: all.filter((row) => row.role === 'user'),
        trainers: all.filter((row) => row.role === 'trainer'),
        total_unread: totalUnread,
      };
    },

    async detail(viewerId: string, reference: string, locale: Locale) {
      const chat = await resolve(viewerId, reference);
      const [participant, newest, totalMessages, unread] = await Promise.all([
        participantOf(chat, locale),
        page(chat.chatId, locale, CHAT_PAGE_LIMIT),
        repository.messageCount(chat.chatId),
        repository.unreadCount(viewerId, chat.chatId),
      ]);
      return {
        chat_id: chat.chatId,
        participant,
        ...newest,
        total_messages: totalMessages,
        unread_count: unread,
      };
    },

    /** Ensures the conversation of a booking's pair (POST /api/chat). */
    async open(viewerId: string, bookingId: string, locale: Locale) {
      const chat = await resolve(viewerId, bookingId, CHAT_MESSAGES.bookingNotFound);
      const [a, b] = present(usersOfChatId(chat.chatId), 'the pair of a resolved chat');
      await repository.ensureChat(chat.chatId, a, b, now());
      return { chat_id: chat.chatId, participant: await participantOf(chat, locale) };
    },

    async messages(
      viewerId: string,
      reference: string,
      locale: Locale,
      limit: number,
      before?: string,
    ) {
      const chat = await resolve(viewerId, reference);
      if (before && !(await repository.findMessage(chat.chatId, before))) {
        throw new HttpError(400, CHAT_MESSAGES.invalidCursor);
      }
      return page(chat.chatId, locale, limit, before);
    },

    async send(
      viewer: ChatViewer,
      reference: string,
      input: { message: string; clientId?: string },
    ) {
      const chat = await resolve(viewer.id, reference);
      const [userAId, userBId] = present(usersOfChatId(chat.chatId), 'the pair of a resolved chat');
      const sent = await repository.send({
        chatId: chat.chatId,
        userAId,
        userBId,
        senderId: viewer.id,
        recipientId: chat.otherId,
        body: input.message,
        now: now(),
      });
      if (!sent) throw new HttpError(429, CHAT_MESSAGES.tooManyMessages);
      const message = messageView(
        { ...sent.message, senderName: viewer.name },
        SOCKET_LOCALE,
        input.clientId ?? null,
      );
      realtime.newMessage({
        chatId: chat.chatId,
        message,
        totalMessages: sent.totalMessages,
        recipientUnreadInChat: sent.recipientUnreadInChat,
        recipientUnread: sent.recipientUnread,
      });
      return message;
    },

    /** A receipt from the message's recipient; repeating it or going back changes nothing. */
    async mark(
      viewerId: string,
      reference: string,
      messageId: string,
      status: 'delivered' | 'read',
    ) {
      const chat = await resolve(viewerId, reference);
      const found = await repository.findMessage(chat.chatId, messageId);
      if (!found || found.recipientId !== viewerId) throw notFound(CHAT_MESSAGES.messageNotFound);
      const changed = await repository.markMessage(messageId, viewerId, status, now());
      const current: MessageStatus = status === 'read' || found.readAt ? 'read' : 'delivered';
      if (changed) {
        realtime.statusChanged(found.senderId, chat.chatId, messageId, status);
        if (status === 'read') {
          realtime.summary(viewerId, await repository.unreadCount(viewerId), chat.chatId);
        }
      }
      return { chat_id: chat.chatId, messageId, status: current };
    },

    async markAllRead(viewerId: string, reference: string) {
      const chat = await resolve(viewerId, reference);
      const marked = await repository.markAllRead(chat.chatId, viewerId, now());
      const totalUnread = await repository.unreadCount(viewerId);
      if (marked > 0) {
        const otherUnread = await repository.unreadCount(chat.otherId, chat.chatId);
        const readerIsClient = chat.pair.clientId === viewerId;
        realtime.messagesRead({
          chatId: chat.chatId,
          readerId: viewerId,
          otherId: chat.otherId,
          unread: readerIsClient
            ? { user: 0, trainer: otherUnread }
            : { user: otherUnread, trainer: 0 },
        });
        realtime.summary(viewerId, totalUnread, chat.chatId);
      }
      return { chat_id: chat.chatId, marked, total_unread: totalUnread };
    },

    async typing(viewer: ChatViewer, reference: string, typing: boolean) {
      const chat = await resolve(viewer.id, reference);
      realtime.typing(chat.chatId, viewer, typing);
      return chat;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
