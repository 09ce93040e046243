import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  CHAT_MESSAGES,
  CHAT_SCREEN_RETRY,
  CHAT_TYPING_TIMEOUT_MS,
  type ServerToClientEvents,
} from '#shared/chat-api.ts';
import type { ChatSocket } from '#web/lib/use-chat-socket.ts';
import { chatKeys } from './api/chat-keys';
import type { ConversationData } from './api/get-conversation';
import { addMessage, markSentByRead, setStatus } from './conversation-cache';

type Handler<E extends keyof ServerToClientEvents> = ServerToClientEvents[E];

export interface Presence {
  online: boolean;
  /** From user_offline; null until the other person goes offline while the chat is open. */
  lastSeenAt: string | null;
  typing: boolean;
}

/**
 * The open conversation's realtime side: joins the chat (retrying while the socket is not
 * connected yet, and again after every reconnection), writes new messages and ticks into the
 * cached pages, and follows the other person's presence and typing.
 */
export function useLiveConversation(
  socket: ChatSocket | null,
  chatId: string,
  userId: string,
  otherId: string | undefined,
): Presence {
  const queryClient = useQueryClient();
  const [presence, setPresence] = useState<Presence>({
    online: false,
    lastSeenAt: null,
    typing: false,
  });
  const typingTimer = useRef<number | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new chat starts with no presence
  useEffect(() => {
    setPresence({ online: false, lastSeenAt: null, typing: false });
  }, [chatId]);

  useEffect(() => {
    if (!socket) return;
    let attempts = 0;
    let retry: number | undefined;
    let joinedOn: string | undefined;
    const join = () => {
      window.clearTimeout(retry);
      if (!socket.connected) {
        attempts += 1;
        if (attempts > CHAT_SCREEN_RETRY.attempts) {
          console.warn(CHAT_MESSAGES.notConnectedJoin);
          return;
        }
        retry = window.setTimeout(join, CHAT_SCREEN_RETRY.delayMs);
        return;
      }
      if (joinedOn === socket.id) return;
      joinedOn = socket.id;
      socket.emit('join_chat', { chatId }, (ack) => {
        if (!ack.ok) console.warn(ack.message);
      });
    };
    const onConnect = () => {
      attempts = 0;
      join();
    };
    join();
    socket.on('connect', onConnect);
    return () => {
      window.clearTimeout(retry);
      socket.off('connect', onConnect);
      if (socket.connected) socket.emit('leave_chat', { chatId });
      else console.warn(CHAT_MESSAGES.notConnectedLeave);
    };
  }, [socket, chatId]);

  useEffect(() => {
    if (!socket) return;
    const key = chatKeys.conversation(chatId);
    const update = (change: (data: ConversationData) => ConversationData) =>
      queryClient.setQueryData<ConversationData>(key, (data) => (data ? change(data) : data));
    const setTyping = (typing: boolean) => {
      window.clearTimeout(typingTimer.current);
      setPresence((current) => ({ ...current, typing }));
      if (typing) {
        typingTimer.current = window.setTimeout(
          () => setPresence((current) => ({ ...current, typing: false })),
          CHAT_TYPING_TIMEOUT_MS,
        );
      }
    };

    const onMessage: Handler<'new_message'> = (payload) => {
      if (payload.chatId !== chatId) return;
      update((data) => addMessage(data, payload.message));
      if (payload.message.sender_id === otherId) setTyping(false);
    };
    const onStatus: Handler<'message_status_update'> = (payload) => {
      if (payload.chatId !== undefined && payload.chatId !== chatId) return;
      update((data) => setStatus(data, payload.messageId, payload.status));
    };
    const onRead: Handler<'messages_read'> = (payload) => {
      if (payload.chatId !== chatId) return;
      // The other person read ours; or this user read theirs in another tab.
      if (payload.readerId !== userId) update((data) => markSentByRead(data, userId));
      else if (otherId) update((data) => markSentByRead(data, otherId));
    };
    const onTyping: Handler<'user_typing'> = (payload) => {
      if (payload.chatId !== chatId || payload.userId !== otherId) return;
      setTyping(payload.typing);
    };
    const onOnlineUsers: Handler<'online_users'> = (payload) => {
      if (payload.chatId !== chatId || !otherId) return;
      const online = payload.onlineUsers.includes(otherId);
      setPresence((current) => ({ ...current, online }));
    };
    const onOnline: Handler<'user_online'> = (payload) => {
      if (payload.userId === otherId) setPresence((current) => ({ ...current, online: true }));
    };
    const onOffline: Handler<'user_offline'> = (payload) => {
      if (payload.userId !== otherId) return;
      window.clearTimeout(typingTimer.current);
      setPresence({ online: false, lastSeenAt: payload.lastSeenAt, typing: false });
    };

    const handlers: Partial<ServerToClientEvents> = {
      new_message: onMessage,
      message_status_update: onStatus,
      messages_read: onRead,
      user_typing: onTyping,
      online_users: onOnlineUsers,
      user_online: onOnline,
      user_offline: onOffline,
    };
    const events = Object.entries(handlers) as [keyof ServerToClientEvents, never][];
    for (const [event, handler] of events) socket.on(event, handler);
    if (socket.connected) socket.emit('get_online_users', { chatId });
    return () => {
      for (const [event, handler] of events) socket.off(event, handler);
      window.clearTimeout(typingTimer.current);
    };
  }, [socket, chatId, userId, otherId, queryClient]);

  return presence;
}
