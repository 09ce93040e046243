import { CHAT_TEXT, type ChatParticipant } from '#shared/chat-api.ts';
import { shownText } from '#shared/chat-event-line.ts';
import { formatNumber } from '#shared/intl.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { paths } from '#web/config/paths.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { Link } from '#web/lib/router/router.tsx';
import type { ChatList as ChatListData } from '../api/get-chats';
import { chatText } from '../chat.text';
import { formatListTime } from '../chat-format';
import { ChatAvatar } from './chat-avatar';

interface ChatListProps {
  data: ChatListData | undefined;
  error: Error | null;
  pending: boolean;
  onRetry: () => void;
  isTrainer: boolean;
  userId: string;
  activeChatId: string | undefined;
  now: Date;
}

/**
 * The left list, grouped by what the other person is to the viewer
 * (docs/product/chat.md#chat-list).
 */
export function ChatList(props: ChatListProps) {
  const { data, error, pending, onRetry, isTrainer } = props;
  const text = useText(chatText);
  const messages = useText(CHAT_TEXT);
  let body: React.ReactNode;
  if (pending) {
    body = (
      <ul aria-busy="true" aria-label={text.loadingChats} className="space-y-2 p-3">
        {[0, 1, 2].map((key) => (
          <li key={key} className="h-16 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </ul>
    );
  } else if (error && !data) {
    body = (
      <div className="p-3">
        <LoadError error={error} message={messages.loadChatsFailed} onRetry={onRetry} />
      </div>
    );
  } else {
    const groups = isTrainer
      ? [
          { title: messages.yourClients, people: data?.clients ?? [] },
          { title: messages.trainersYouBooked, people: data?.trainers ?? [] },
        ]
      : [{ title: messages.yourTrainers, people: data?.trainers ?? [] }];
    const shown = groups.filter((group) => group.people.length > 0);
    body =
      shown.length === 0 ? (
        <div className="p-6 text-center">
          <p className="font-semibold text-slate-900">{messages.noChats}</p>
          <p className="mt-1 text-sm text-slate-600">
            {isTrainer ? messages.noChatsTrainerHint : messages.noChatsClientHint}
          </p>
        </div>
      ) : (
        shown.map((group) => (
          <section key={group.title(0)} aria-label={group.title(group.people.length)}>
            <h3 className="px-4 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {group.title(group.people.length)}
            </h3>
            <ul className="px-2">
              {group.people.map((person) => (
                <ChatRow key={person.chatId} person={person} {...props} />
              ))}
            </ul>
          </section>
        ))
      );
  }
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <h2
        id="chat-list-title"
        className="border-b border-slate-200 px-4 py-3 text-lg font-bold text-slate-900"
      >
        {isTrainer ? messages.trainerListTitle : messages.listTitle}
      </h2>
      <div className="min-h-0 flex-1 overflow-y-auto pb-3">{body}</div>
    </div>
  );
}

function ChatRow({
  person,
  userId,
  activeChatId,
  now,
}: { person: ChatParticipant } & Pick<ChatListProps, 'userId' | 'activeChatId' | 'now'>) {
  const text = useText(chatText);
  const locale = useLocale();
  const last = person.last_message;
  const active = person.chatId === activeChatId;
  // A line the system wrote is nobody's, so it has no "You: ".
  const mine = last?.sender_id === userId && last.message_type === 'text';
  const excerpt = last ? `${mine ? text.youPrefix : ''}${shownText(last, locale)}` : null;
  return (
    <li>
      <Link
        to={paths.chatConversation(person.chatId)}
        state={{ fromList: true }}
        aria-current={active ? 'page' : undefined}
        className={`flex min-h-16 items-center gap-3 rounded-xl px-2 py-2 hover:bg-slate-50 ${active ? 'bg-brand-50' : ''}`}
      >
        <ChatAvatar name={person.name} image={person.image} size={44} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className="truncate font-semibold text-slate-900">{person.name}</span>
            {last && (
              <span className="shrink-0 text-xs text-slate-600">
                {formatListTime(last.timestamp, now, locale)}
              </span>
            )}
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className="truncate text-sm text-slate-600">
              {excerpt ?? (person.lastSessionDate ? text.noMessagesYet : '')}
            </span>
            {person.unread_count > 0 && (
              <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
                {formatNumber(person.unread_count, locale)}
                <span className="sr-only">{text.unreadSuffix}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
