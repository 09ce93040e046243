import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ChatIcon } from '#web/components/ui/icons.tsx';
import { paths } from '#web/config/paths.ts';
import { chatKeys } from '#web/features/chat/api/chat-keys.ts';
import { useChatSummary } from '#web/features/chat/api/get-chat-summary.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import { useChatSocket } from '#web/lib/use-chat-socket.ts';
import { shellLayoutText } from './layout.text';
import { shellMenuText } from './menu.text';

export const chatLinkClass =
  'relative inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900';

/**
 * The navbar's chat button with the unread count (docs/product/chat.md#unread-count): fetched on
 * load and on focus, kept live by chat_summary. Loaded only for signed-in users, with
 * socket.io-client after it.
 */
export default function ChatNavLink({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const text = useText(shellMenuText);
  const layoutText = useText(shellLayoutText);
  const summary = useChatSummary(true);
  const { socket } = useChatSocket(userId);

  useEffect(() => {
    if (!socket) return;
    const onSummary = ({ total_unread }: { total_unread: number }) =>
      queryClient.setQueryData(chatKeys.summary(), total_unread);
    const onConnect = () => void queryClient.invalidateQueries({ queryKey: chatKeys.summary() });
    socket.on('chat_summary', onSummary);
    socket.on('connect', onConnect);
    return () => {
      socket.off('chat_summary', onSummary);
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient]);

  const unread = summary.data ?? 0;
  return (
    <Link
      to={paths.chat}
      aria-label={unread > 0 ? text.messagesUnread(unread) : layoutText.messages}
      className={chatLinkClass}
    >
      <ChatIcon className="size-6" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.7rem] leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
