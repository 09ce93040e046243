import { textOf } from '#shared/catalogue.ts';
import type { ChatMessage, MessageStatus } from '#shared/chat-api.ts';
import { dateFormat } from '#shared/intl.ts';
import { formatBookingDate, IST_DAY_MS, istDate } from '#shared/ist.ts';
import type { Locale } from '#shared/locale.ts';
import { chatText } from './chat.text';

/** A piece of a message's text: plain text, or an http(s) address to show as a link. */
export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?'’”)\]}]+$/;

/**
 * Splits a message into text and links, so the screen renders text as text (never HTML) and
 * only http and https addresses become links. Sentence punctuation after an address stays
 * text; a closing bracket stays in the address when the address opened one.
 * Example: 'see https://kasrat.in/a).' → ['see ', link 'https://kasrat.in/a', ').'].
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let candidate = match[0];
    const trailing = TRAILING_PUNCTUATION.exec(candidate)?.[0] ?? '';
    candidate = candidate.slice(0, candidate.length - trailing.length);
    // Keep balanced closing brackets: https://en.wikipedia.org/wiki/Kasrat_(exercise)
    for (const bracket of trailing) {
      const open = bracket === ')' ? '(' : bracket === ']' ? '[' : bracket === '}' ? '{' : null;
      if (!open || count(candidate, open) <= count(candidate, bracket)) break;
      candidate += bracket;
    }
    const href = safeHref(candidate);
    if (!href) continue;
    const start = match.index;
    if (start > rest) parts.push({ kind: 'text', text: text.slice(rest, start) });
    parts.push({ kind: 'link', text: candidate, href });
    rest = start + candidate.length;
  }
  if (rest < text.length) parts.push({ kind: 'text', text: text.slice(rest) });
  return parts;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

export interface Tick {
  /** The accessible name of the tick. */
  label: string;
  /** Two ticks once the message reached the other device. */
  double: boolean;
  /** Green once the other person read it. */
  read: boolean;
}

/**
 * One grey tick (sent), two grey (delivered), two green (read):
 * docs/product/chat.md#message-status-and-ticks.
 */
export function tickOf(status: MessageStatus | 'pending', locale: Locale = 'en'): Tick {
  const label = textOf(chatText, locale).ticks[status];
  switch (status) {
    case 'pending':
    case 'sent':
      return { label, double: false, read: false };
    case 'delivered':
      return { label, double: true, read: false };
    case 'read':
      return { label, double: true, read: true };
  }
}

const STATUS_RANK: Record<MessageStatus, number> = { sent: 0, delivered: 1, read: 2 };

/** A status never goes back: a late "delivered" after "read" keeps "read". */
export function laterStatus(current: MessageStatus, next: MessageStatus): MessageStatus {
  return STATUS_RANK[next] > STATUS_RANK[current] ? next : current;
}

/**
 * The IST time of day: '10:05 am' in English; in Hindi the part of the day first, as Hindi
 * speakers say it and as formatHourMinute writes a slot ('सुबह 10:05', 'शाम 6:30'), which is
 * what Intl's day periods for hi-IN give.
 */
const TIME: Record<Locale, Intl.DateTimeFormatOptions> = {
  en: { hour: 'numeric', minute: '2-digit', hour12: true },
  hi: { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' },
};
const DAY_MONTH = { day: 'numeric', month: 'short' } as const;
const DAY_MONTH_YEAR = { day: 'numeric', month: 'short', year: 'numeric' } as const;

function clockTime(instant: Date, locale: Locale): string {
  return dateFormat(locale, TIME[locale]).format(instant);
}

/** '2026-03-02T04:35:00Z' → '10:05 am' ('सुबह 10:05'), IST whatever the browser's zone. */
export function formatMessageTime(instant: string, locale: Locale = 'en'): string {
  return clockTime(new Date(instant), locale);
}

/** How many IST calendar days `instant` lies before `now` (0 = today, 1 = yesterday). */
function istDaysAgo(instant: Date, now: Date): number {
  const day = Date.parse(`${istDate(instant)}T00:00:00Z`);
  const today = Date.parse(`${istDate(now)}T00:00:00Z`);
  return Math.round((today - day) / IST_DAY_MS);
}

/** The heading of a day of messages: 'Today', 'Yesterday', else 'Mon, 2 Mar 2026'. */
export function dayLabel(instant: Date, now: Date, locale: Locale = 'en'): string {
  const text = textOf(chatText, locale);
  const ago = istDaysAgo(instant, now);
  if (ago === 0) return text.today;
  if (ago === 1) return text.yesterday;
  const date = istDate(instant);
  return `${formatBookingDate(date, locale)} ${date.slice(0, 4)}`;
}

export interface MessageDay<M> {
  /** The IST calendar date, `YYYY-MM-DD`. */
  date: string;
  label: string;
  messages: M[];
}

/**
 * Messages (oldest first) grouped by their IST calendar day.
 * Example: 18:29 UTC and 18:30 UTC on 1 March are 23:59 on 1 March and 00:00 on 2 March in
 * India, so they fall under two headings.
 */
export function groupByIstDay<M extends Pick<ChatMessage, 'timestamp'>>(
  messages: readonly M[],
  now: Date,
  locale: Locale = 'en',
): MessageDay<M>[] {
  const days: MessageDay<M>[] = [];
  for (const message of messages) {
    const instant = new Date(message.timestamp);
    const date = istDate(instant);
    const last = days.at(-1);
    if (last?.date === date) last.messages.push(message);
    else days.push({ date, label: dayLabel(instant, now, locale), messages: [message] });
  }
  return days;
}

/** A date in this year without its year: '20 Feb'; another year's with it: '20 Feb 2025'. */
function shortDate(instant: Date, now: Date, locale: Locale): string {
  const sameYear = istDate(instant).slice(0, 4) === istDate(now).slice(0, 4);
  return dateFormat(locale, sameYear ? DAY_MONTH : DAY_MONTH_YEAR).format(instant);
}

/**
 * The conversation header's presence line for someone offline.
 * Examples with now = 2 Mar 2026 10:00 IST: 09:59:30 → 'last seen just now';
 * 09:15 → 'last seen 45 min ago'; 07:05 → 'last seen today at 7:05 am'
 * ('आज सुबह 7:05 बजे ऑनलाइन थे'); 1 Mar 21:10 → 'last seen yesterday at 9:10 pm';
 * 20 Feb → 'last seen 20 Feb'; 20 Feb 2025 → 'last seen 20 Feb 2025'.
 */
export function formatLastSeen(lastSeenAt: string, now: Date, locale: Locale = 'en'): string {
  const text = textOf(chatText, locale);
  const seen = new Date(lastSeenAt);
  const minutes = Math.floor((now.getTime() - seen.getTime()) / 60_000);
  if (minutes < 1) return text.lastSeenJustNow;
  if (minutes < 60) return text.lastSeenMinutesAgo(minutes);
  const ago = istDaysAgo(seen, now);
  if (ago === 0) return text.lastSeenToday(clockTime(seen, locale));
  if (ago === 1) return text.lastSeenYesterday(clockTime(seen, locale));
  return text.lastSeenOn(shortDate(seen, now, locale));
}

/** The time beside a conversation in the list: the time today, 'Yesterday', else the date. */
export function formatListTime(instant: string, now: Date, locale: Locale = 'en'): string {
  const at = new Date(instant);
  const ago = istDaysAgo(at, now);
  if (ago === 0) return clockTime(at, locale);
  if (ago === 1) return textOf(chatText, locale).yesterday;
  return shortDate(at, now, locale);
}

/** The composer's counter shows from this many characters on. */
export const COUNTER_FROM = 1_800;
