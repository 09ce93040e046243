import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CHAT_TEXT } from '#shared/chat-api.ts';
import { SessionCheck } from '#web/components/session-check.tsx';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { ChatIcon } from '#web/components/ui/icons.tsx';
import { authPath } from '#web/config/paths.ts';
import { chatKeys } from '#web/features/chat/api/chat-keys.ts';
import { useChats } from '#web/features/chat/api/get-chats.ts';
import { chatText } from '#web/features/chat/chat.text.ts';
import { ChatList } from '#web/features/chat/components/chat-list.tsx';
import { Conversation } from '#web/features/chat/components/conversation.tsx';
import { useUser } from '#web/lib/auth/user-context.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link, useLocation, useParams } from '#web/lib/router/router.tsx';
import { usePageTitle } from '#web/lib/seo.ts';
import { type ChatSocket, useChatSocket } from '#web/lib/use-chat-socket.ts';
import { useNow } from '#web/lib/use-now.ts';

/**
 * `/chat` and `/chat/{chatId}` (docs/product/chat.md#chat-address): the list and the open
 * conversation side by side; on a phone one at a time, the address deciding which. Visitors are
 * asked to sign in on the page itself.
 */
export default function ChatRoute() {
  const { user, status, error, refresh } = useUser();
  const location = useLocation();
  const text = useText(chatText);
  const messages = useText(CHAT_TEXT);
  usePageTitle(text.title);

  if (status === 'loading' || status === 'error') {
    return <SessionCheck status={status} error={error} onRetry={() => void refresh()} />;
  }
  if (!user) {
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-4 text-center">
        <ChatIcon className="size-10 text-slate-500" />
        <h1 className="mt-4 text-xl font-bold text-slate-900">{messages.signInToChat}</h1>
        <Link
          to={authPath(location.pathname + location.search)}
          className={buttonClass('primary', 'md', 'mt-6')}
        >
          {text.signIn}
        </Link>
      </div>
    );
  }
  return <ChatScreen userId={user.id} isTrainer={user.isTrainer} />;
}

function ChatScreen({ userId, isTrainer }: { userId: string; isTrainer: boolean }) {
  const { chatId } = useParams();
  const chats = useChats();
  const { socket, state, retry } = useChatSocket(userId);
  const now = useNow(60_000);
  const text = useText(chatText);
  const messages = useText(CHAT_TEXT);
  useListUpdates(socket);

  return (
    <div className="mx-auto max-w-7xl md:px-6 md:py-6 lg:px-8">
      <h1 className="sr-only">{text.title}</h1>
      <div className="grid h-[calc(100dvh-4rem)] min-h-[28rem] overflow-hidden bg-white md:h-[calc(100dvh-7rem)] md:grid-cols-[20rem_minmax(0,1fr)] md:rounded-2xl md:border md:border-slate-200 md:shadow-sm">
        <section
          aria-labelledby="chat-list-title"
          className={`min-h-0 min-w-0 flex-col md:flex md:border-r md:border-slate-200 ${chatId ? 'hidden' : 'flex'}`}
        >
          <ChatList
            data={chats.data}
            error={chats.error}
            pending={chats.isPending}
            onRetry={() => void chats.refetch()}
            isTrainer={isTrainer}
            userId={userId}
            activeChatId={chatId}
            now={now}
          />
        </section>
        <section
          aria-label={text.conversation}
          className={`min-h-0 min-w-0 flex-col md:flex ${chatId ? 'flex' : 'hidden'}`}
        >
          {chatId ? (
            <Conversation
              key={chatId}
              chatId={chatId}
              userId={userId}
              socket={socket}
              socketState={state}
              onRetryConnection={retry}
              now={now}
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center p-6 text-center">
              <ChatIcon className="size-10 text-slate-400" />
              <p className="mt-3 text-slate-600">
                {isTrainer ? messages.trainerSelectConversation : messages.selectConversation}
              </p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

/** A message, a read or a new chat anywhere changes a row of the list. */
function useListUpdates(socket: ChatSocket | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    socket.on('new_message', refresh);
    socket.on('messages_read', refresh);
    socket.on('chat_summary', refresh);
    socket.on('connect', refresh);
    return () => {
      socket.off('new_message', refresh);
      socket.off('messages_read', refresh);
      socket.off('chat_summary', refresh);
      socket.off('connect', refresh);
    };
  }, [socket, queryClient]);
}
