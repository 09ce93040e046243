import type { MessageStatus } from '#shared/chat-api.ts';
import { useLocale } from '#web/lib/i18n/locale-context.ts';
import { tickOf } from '../chat-format';

/** The ticks of docs/product/chat.md#message-status-and-ticks, named for screen readers. */
export function MessageTicks({ status }: { status: MessageStatus | 'pending' }) {
  const tick = tickOf(status, useLocale());
  const colour = tick.read ? 'text-emerald-600' : 'text-slate-500';
  if (status === 'pending') {
    return (
      <span role="img" aria-label={tick.label} className="inline-flex">
        <svg viewBox="0 0 16 16" className="size-3.5 text-slate-400" aria-hidden="true">
          <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </span>
    );
  }
  return (
    <span role="img" aria-label={tick.label} title={tick.label} className={`inline-flex ${colour}`}>
      <svg
        viewBox="0 0 20 16"
        className="h-3.5 w-[1.1rem]"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M1.5 8.5l3.5 3.5 7-8" />
        {tick.double && <path d="M8.5 11.5l.5.5 7-8" />}
      </svg>
    </span>
  );
}
