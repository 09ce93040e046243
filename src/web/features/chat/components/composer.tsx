import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX } from '#shared/chat-api.ts';
import { formatNumber } from '#shared/intl.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { chatText } from '../chat.text';
import { COUNTER_FROM } from '../chat-format';

/** typing_start is repeated while typing goes on, so the other side's 5 s timeout never lapses. */
const TYPING_REPEAT_MS = 3_000;
/** A pause this long ends "typing…". */
const TYPING_PAUSE_MS = 2_000;

interface ComposerProps {
  /** Resets the draft when another chat opens. */
  chatId: string;
  onSend: (text: string) => void;
  onTyping: (typing: boolean) => void;
  /** Puts refused text back, when the field is still empty. */
  restore: { text: string; at: number } | null;
}

/**
 * Enter sends, Shift+Enter starts a new line; blank text cannot be sent
 * (docs/product/chat.md#sending-messages).
 */
export function Composer({ chatId, onSend, onTyping, restore }: ComposerProps) {
  const words = useText(chatText);
  const locale = useLocale();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const typing = useRef({ active: false, lastStart: 0, pause: 0 });
  const onTypingRef = useRef(onTyping);
  onTypingRef.current = onTyping;

  const stopTyping = () => {
    window.clearTimeout(typing.current.pause);
    if (!typing.current.active) return;
    typing.current.active = false;
    onTypingRef.current(false);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new chat starts with an empty draft
  useEffect(() => {
    setText('');
    return stopTyping;
  }, [chatId]);

  useEffect(() => {
    if (restore) setText((current) => (current.trim() ? current : restore.text));
  }, [restore]);

  // The field grows with its text up to about six lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 160)}px`;
  }, [text]);

  const change = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value.trim() === '') {
      stopTyping();
      return;
    }
    if (!typing.current.active || now - typing.current.lastStart > TYPING_REPEAT_MS) {
      typing.current.active = true;
      typing.current.lastStart = now;
      onTypingRef.current(true);
    }
    window.clearTimeout(typing.current.pause);
    typing.current.pause = window.setTimeout(stopTyping, TYPING_PAUSE_MS);
  };

  const trimmed = text.trim();
  const tooLong = trimmed.length > CHAT_MESSAGE_MAX;
  const canSend = trimmed.length > 0 && !tooLong;

  const send = () => {
    if (!canSend) return;
    stopTyping();
    onSend(trimmed);
    setText('');
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-slate-200 bg-white p-2 sm:p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={`${counterId}-field`} className="sr-only">
          {words.messageField}
        </label>
        <textarea
          ref={field}
          id={`${counterId}-field`}
          rows={1}
          value={text}
          maxLength={CHAT_MESSAGE_MAX + 200}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={stopTyping}
          placeholder={words.placeholder}
          aria-describedby={text.length >= COUNTER_FROM ? counterId : undefined}
          className="block max-h-40 min-h-11 w-full resize-none rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 sm:text-sm"
        />
        {text.length >= COUNTER_FROM && (
          <p
            id={counterId}
            aria-live="polite"
            className={`mt-1 text-right text-xs ${tooLong ? 'font-semibold text-red-700' : 'text-slate-600'}`}
          >
            {formatNumber(trimmed.length, locale)} / {formatNumber(CHAT_MESSAGE_MAX, locale)}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={!canSend}
        className={buttonClass('primary', 'md', 'shrink-0')}
      >
        {words.send}
      </button>
    </form>
  );
}
