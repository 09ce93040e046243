import type { RealtimeServer } from '#server/plugins/socket-io.ts';
import { type ChatMessage, chatRoom, type MessageStatus, userRoom } from '#shared/chat-api.ts';
import type { Locale } from '#shared/locale.ts';

/**
 * A user's room holds their tabs in either language, so a line the system wrote goes out in
 * English, beside the `event` each page renders in its own.
 */
export const SOCKET_LOCALE: Locale = 'en';

/**
 * What the chat tells open sockets, always after the change committed. Rooms are named the same
 * in every process, so with the Redis adapter a user's tabs hear it wherever they are connected.
 */
export function createChatRealtime(io: RealtimeServer) {
  return {
    newMessage(input: {
      chatId: string;
      message: ChatMessage;
      totalMessages: number;
      recipientUnreadInChat: number;
      recipientUnread: number;
    }) {
      const { chatId, message } = input;
      // The sender's room too: their other tabs show what one tab sent.
      io.to([userRoom(message.recipient_id), userRoom(message.sender_id)]).emit('new_message', {
        chatId,
        message,
        chat_info: {
          last_message: message,
          total_messages: input.totalMessages,
          unread_count: input.recipientUnreadInChat,
        },
      });
      io.to(userRoom(message.recipient_id)).emit('chat_summary', {
        total_unread: input.recipientUnread,
        chatId,
      });
    },

    statusChanged(senderId: string, chatId: string, messageId: string, status: MessageStatus) {
      io.to(userRoom(senderId)).emit('message_status_update', { chatId, messageId, status });
    },

    messagesRead(input: {
      chatId: string;
      readerId: string;
      otherId: string;
      unread: { user: number; trainer: number };
    }) {
      io.to([userRoom(input.readerId), userRoom(input.otherId)]).emit('messages_read', {
        chatId: input.chatId,
        readerId: input.readerId,
        unread_count: input.unread,
      });
    },

    summary(userId: string, totalUnread: number, chatId: string) {
      io.to(userRoom(userId)).emit('chat_summary', { total_unread: totalUnread, chatId });
    },

    typing(chatId: string, typist: { id: string; name: string }, typing: boolean) {
      io.to(chatRoom(chatId))
        .except(userRoom(typist.id))
        .emit('user_typing', { chatId, userId: typist.id, userName: typist.name, typing });
    },
  };
}

export type ChatRealtime = ReturnType<typeof createChatRealtime>;
