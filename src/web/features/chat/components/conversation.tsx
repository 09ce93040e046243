import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CHAT_POLL_MS, CHAT_READ_DELAY_MS, CHAT_TEXT, type ChatMessage } from '#shared/chat-api.ts';
import { ArrowLeftIcon } from '#web/components/ui/icons.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { isRefusal } from '#web/lib/api-client.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { useLocation, useNavigate } from '#web/lib/router/router.tsx';
import { showToast } from '#web/lib/toast.tsx';
import type { ChatSocket, SocketState } from '#web/lib/use-chat-socket.ts';
import { chatKeys } from '../api/chat-keys';
import { type ConversationData, useConversation } from '../api/get-conversation';
import { markChatRead } from '../api/mark-read';
import { sendMessage } from '../api/send-message';
import { chatText } from '../chat.text';
import { formatLastSeen } from '../chat-format';
import {
  addMessage,
  markSentByRead,
  messagesOf,
  type PendingMessage,
  stillPending,
} from '../conversation-cache';
import { useConnectionNotice } from '../use-connection-notice';
import { useLiveConversation } from '../use-live-conversation';
import { ChatAvatar } from './chat-avatar';
import { Composer } from './composer';
import { MessageList } from './message-list';

interface ConversationProps {
  chatId: string;
  userId: string;
  socket: ChatSocket | null;
  socketState: SocketState;
  onRetryConnection?: () => void;
  now: Date;
}

let pendingSerial = 0;
/** randomUUID needs a secure context; the serial keeps two sends in one millisecond apart. */
function newClientId(): string {
  pendingSerial += 1;
  return globalThis.crypto?.randomUUID?.() ?? `c-${Date.now().toString(36)}-${pendingSerial}`;
}

/** The right pane: one conversation, live over the socket, polled while the socket is down. */
export function Conversation({
  chatId,
  userId,
  socket,
  socketState,
  onRetryConnection,
  now,
}: ConversationProps) {
  const queryClient = useQueryClient();
  const text = useText(chatText);
  const messagesText = useText(CHAT_TEXT);
  const locale = useLocale();
  const conversation = useConversation(chatId, socketState === 'connected' ? false : CHAT_POLL_MS);
  const participant = conversation.data?.pages[0]?.participant ?? null;
  const messages = useMemo(() => messagesOf(conversation.data), [conversation.data]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [restore, setRestore] = useState<{ text: string; at: number } | null>(null);
  const presence = useLiveConversation(socket, chatId, userId, participant?._id);
  const refetch = conversation.refetch;
  const notice = useConnectionNotice(
    socketState,
    useCallback(() => void refetch(), [refetch]),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: pending copies belong to their chat
  useEffect(() => setPending([]), [chatId]);

  useMarkRead(chatId, userId, messages, socketState === 'connected');

  const send = async (text: string) => {
    const clientId = newClientId();
    setPending((current) => [...current, { clientId, text, timestamp: new Date().toISOString() }]);
    try {
      const stored = await sendMessage(chatId, text, clientId);
      queryClient.setQueryData<ConversationData>(chatKeys.conversation(chatId), (data) =>
        data ? addMessage(data, stored) : data,
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    } catch (failure) {
      void showToast(
        'error',
        isRefusal(failure) && failure.message ? failure.message : messagesText.sendFailed,
      );
      setRestore({ text, at: Date.now() });
    } finally {
      setPending((current) => current.filter((p) => p.clientId !== clientId));
    }
  };

  const onTyping = (typing: boolean) => {
    if (socket?.connected) socket.emit(typing ? 'typing_start' : 'typing_stop', { chatId });
  };

  if (conversation.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label={text.loadingChat} />
      </div>
    );
  }
  if (conversation.isError && !conversation.data) {
    return (
      <div className="flex flex-1 flex-col">
        <ConversationHeader name={null} image={null} presenceLine={null} />
        <div className="p-4">
          <LoadError
            error={conversation.error}
            message={messagesText.loadChatFailed}
            onRetry={() => void conversation.refetch()}
          />
        </div>
      </div>
    );
  }

  const lastSeenAt = presence.lastSeenAt ?? participant?.lastSeenAt ?? null;
  const presenceLine = presence.typing
    ? text.typing
    : presence.online
      ? text.online
      : lastSeenAt
        ? formatLastSeen(lastSeenAt, now, locale)
        : null;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ConversationHeader
        name={participant?.name ?? null}
        image={participant?.image ?? null}
        presenceLine={presenceLine}
        online={presence.online}
      />
      <ConnectionBanner notice={notice} onRetry={onRetryConnection} />
      <MessageList
        messages={messages}
        pending={stillPending(pending, messages)}
        userId={userId}
        otherName={participant?.name ?? text.them}
        now={now}
        hasOlder={conversation.hasNextPage}
        loadingOlder={conversation.isFetchingNextPage}
        loadOlderFailed={conversation.isFetchNextPageError}
        onLoadOlder={() => void conversation.fetchNextPage()}
      />
      <Composer
        chatId={chatId}
        onSend={(text) => void send(text)}
        onTyping={onTyping}
        restore={restore}
      />
    </div>
  );
}

/**
 * What the other person sent is marked read 1.5 s after it arrives
 * (docs/product/chat.md#message-status-and-ticks), while this chat is open and the tab is visible;
 * a hidden tab marks it when it becomes visible again.
 */
function useMarkRead(
  chatId: string,
  userId: string,
  messages: ChatMessage[],
  /** A mark that failed while the channel was down is tried again when it is back. */
  connected: boolean,
) {
  const queryClient = useQueryClient();
  const unread = messages.findLast((m) => m.sender_id !== userId && m.status !== 'read');
  const unreadId = unread?.id;
  const senderId = unread?.sender_id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reconnecting re-arms a failed mark
  useEffect(() => {
    if (!unreadId || !senderId) return;
    let timer: number | undefined;
    const arm = () => {
      window.clearTimeout(timer);
      if (document.visibilityState !== 'visible') return;
      timer = window.setTimeout(() => {
        markChatRead(chatId).then(
          (result) => {
            queryClient.setQueryData<ConversationData>(chatKeys.conversation(chatId), (data) =>
              data ? markSentByRead(data, senderId) : data,
            );
            queryClient.setQueryData(chatKeys.summary(), result.total_unread);
            void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
          },
          (error: unknown) => console.warn('Marking the chat read failed', error),
        );
      }, CHAT_READ_DELAY_MS);
    };
    arm();
    document.addEventListener('visibilitychange', arm);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', arm);
    };
  }, [chatId, unreadId, senderId, queryClient, connected]);
}

function ConversationHeader({
  name,
  image,
  presenceLine,
  online = false,
}: {
  name: string | null;
  image: string | null;
  presenceLine: string | null;
  online?: boolean;
}) {
  const text = useText(chatText);
  const navigate = useNavigate();
  const location = useLocation();
  const fromList = (location.state as { fromList?: boolean } | null)?.fromList === true;
  return (
    <div className="flex min-h-16 items-center gap-3 border-b border-slate-200 bg-white px-2 py-2 sm:px-4">
      <button
        type="button"
        onClick={() => (fromList ? navigate(-1) : navigate(paths.chat, { replace: true }))}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <ArrowLeftIcon className="size-5" />
        <span className="sr-only">{text.backToChats}</span>
      </button>
      {name && (
        <span className="relative">
          <ChatAvatar name={name} image={image} size={40} />
          {online && (
            <span className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-white bg-emerald-500" />
          )}
        </span>
      )}
      <div className="min-w-0">
        <h2 className="truncate font-semibold text-slate-900">{name ?? text.title}</h2>
        <p aria-live="polite" className="truncate text-xs text-slate-600">
          {presenceLine}
        </p>
      </div>
    </div>
  );
}

function ConnectionBanner({
  notice,
  onRetry,
}: {
  notice: ReturnType<typeof useConnectionNotice>;
  onRetry?: () => void;
}) {
  const text = useText(chatText);
  const messages = useText(CHAT_TEXT);
  return (
    <div role="status" aria-live="polite">
      {notice === 'offline' && (
        <p className="bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900">
          {messages.offline}
        </p>
      )}
      {notice === 'failed' && (
        <p className="flex flex-wrap items-center gap-2 bg-red-50 px-4 py-2 text-sm font-medium text-red-800">
          {messages.connectFailed}
          {onRetry && (
            <button type="button" onClick={onRetry} className="underline underline-offset-2">
              {text.tryAgain}
            </button>
          )}
        </p>
      )}
      {notice === 'back' && (
        <p className="bg-emerald-50 px-4 py-2 text-sm font-medium text-emerald-800">
          {messages.backOnline}
        </p>
      )}
    </div>
  );
}
