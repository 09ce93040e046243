import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChatMessage } from '#shared/chat-api.ts';
import { shownText } from '#shared/chat-event-line.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { chatText } from '../chat.text';
import { formatMessageTime, groupByIstDay } from '../chat-format';
import type { PendingMessage } from '../conversation-cache';
import { MessageText } from './message-text';
import { MessageTicks } from './message-ticks';

/** Within this many pixels of the end counts as "at the bottom". */
const NEAR_BOTTOM_PX = 80;
/** Scrolling this close to the top asks for older messages. */
const NEAR_TOP_PX = 120;

interface ShownMessage {
  key: string;
  text: string;
  timestamp: string;
  mine: boolean;
  /** A line the system wrote about a booking, shown centred and grey, not as anyone's bubble. */
  event: boolean;
  status: ChatMessage['status'] | 'pending';
}

interface MessageListProps {
  messages: ChatMessage[];
  pending: PendingMessage[];
  userId: string;
  otherName: string;
  now: Date;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlderFailed: boolean;
  onLoadOlder: () => void;
}

/**
 * The conversation, by IST day. Older pages load when the reader scrolls to the top, and the
 * messages they were reading stay where they were; a new message scrolls to the end only if the
 * reader was at the end already (or sent it).
 */
export function MessageList(props: MessageListProps) {
  const { messages, pending, userId, otherName, now, hasOlder, loadingOlder, loadOlderFailed } =
    props;
  const text = useText(chatText);
  const locale = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  const lastKey = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const shown = useMemo<ShownMessage[]>(
    () => [
      ...messages.map((m) => ({
        key: m.clientId ?? m.id,
        text: shownText(m, locale),
        timestamp: m.timestamp,
        mine: m.sender_id === userId,
        event: m.message_type === 'event',
        status: m.status,
      })),
      ...pending.map((p) => ({
        key: p.clientId,
        text: p.text,
        timestamp: p.timestamp,
        mine: true,
        event: false,
        status: 'pending' as const,
      })),
    ],
    [messages, pending, userId, locale],
  );
  const days = useMemo(() => groupByIstDay(shown, now, locale), [shown, now, locale]);
  const oldestKey = shown[0]?.key;
  const newest = shown.at(-1);

  const loadOlder = () => {
    const element = scroller.current;
    if (!element || !hasOlder || loadingOlder) return;
    beforeOlder.current = { height: element.scrollHeight, top: element.scrollTop };
    props.onLoadOlder();
  };

  // Older messages went in above: keep the reader's messages where they were on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest message changes
  useLayoutEffect(() => {
    const element = scroller.current;
    const before = beforeOlder.current;
    if (!element || !before) return;
    beforeOlder.current = null;
    element.scrollTop = element.scrollHeight - before.height + before.top;
  }, [oldestKey]);

  // The pane shrinks when a banner or a longer draft appears: a reader at the end stays there.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || !newest) return;
    const first = lastKey.current === null;
    if (lastKey.current === newest.key) return;
    lastKey.current = newest.key;
    if (!first && !newest.mine) {
      setAnnouncement(newest.event ? newest.text : `${otherName}: ${newest.text}`);
    }
    if (first || atBottom.current || newest.mine) {
      element.scrollTop = element.scrollHeight;
      atBottom.current = true;
    }
  }, [newest, otherName]);

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current =
          element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
        if (element.scrollTop < NEAR_TOP_PX) loadOlder();
      }}
      className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-3 sm:px-4"
    >
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {hasOlder && (
        <div className="flex justify-center pb-2">
          {loadingOlder ? (
            <Spinner label={text.loadingOlder} />
          ) : (
            <button type="button" onClick={loadOlder} className={buttonClass('ghost', 'sm')}>
              {loadOlderFailed ? text.retryOlder : text.loadOlder}
            </button>
          )}
        </div>
      )}
      {shown.length === 0 && (
        <p className="py-10 text-center text-sm text-slate-600">{text.emptyConversation}</p>
      )}
      <ol aria-label={text.messages} className="space-y-4">
        {days.map((day) => (
          <li key={day.date}>
            <h3 className="sticky top-0 z-10 mx-auto mb-2 w-fit rounded-full bg-white px-3 py-0.5 text-xs font-semibold text-slate-600 shadow-sm">
              {day.label}
            </h3>
            <ol className="space-y-1.5">
              {day.messages.map((message) =>
                message.event ? (
                  <li key={message.key} className="flex justify-center py-1">
                    <p className="max-w-[90%] rounded-full bg-slate-200/70 px-3 py-1 text-center text-xs text-slate-600">
                      {message.text} ·{' '}
                      <time dateTime={message.timestamp}>
                        {formatMessageTime(message.timestamp, locale)}
                      </time>
                    </p>
                  </li>
                ) : (
                  <li
                    key={message.key}
                    className={`flex ${message.mine ? 'justify-end' : 'justify-start'}`}
                  >
                    <div
                      className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[70%] ${
                        message.mine
                          ? 'rounded-br-md bg-brand-100 text-slate-900'
                          : 'rounded-bl-md bg-white text-slate-900'
                      } ${message.status === 'pending' ? 'opacity-70' : ''}`}
                    >
                      <span className="sr-only">
                        {message.mine ? text.youPrefix : `${otherName}: `}
                      </span>
                      <MessageText text={message.text} />
                      <span className="mt-0.5 flex items-center justify-end gap-1 text-[0.7rem] text-slate-600">
                        <time dateTime={message.timestamp}>
                          {formatMessageTime(message.timestamp, locale)}
                        </time>
                        {message.mine && <MessageTicks status={message.status} />}
                      </span>
                    </div>
                  </li>
                ),
              )}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  );
}
