import { sessionTimeLabel } from './booking-moves';
import { catalogue, textOf } from './catalogue';
import type { ChatEvent } from './chat-event';
import type { Locale } from './locale';

export const CHAT_EVENT_TEXT = catalogue('chatEvents', {
  sessionMoved: (from: string, to: string) => `Session moved from ${from} to ${to}`,
});

/**
 * A line the system wrote, in a language, its dates and times on the IST calendar and clock.
 * Example: moved from 2026-03-03 6:00 PM to 2026-03-05 7:00 AM →
 * 'Session moved from Tue, 3 Mar, 6:00 PM to Thu, 5 Mar, 7:00 AM' in English,
 * 'सेशन रीशेड्यूल हुआ: मंगल, 3 मार्च, शाम 6:00 की जगह अब गुरु, 5 मार्च, सुबह 7:00' in Hindi.
 */
export function chatEventLine(event: ChatEvent, locale: Locale): string {
  const text = textOf(CHAT_EVENT_TEXT, locale);
  const { from, to } = event;
  return text.sessionMoved(
    sessionTimeLabel(from.date, from.timeSlot, locale),
    sessionTimeLabel(to.date, to.timeSlot, locale),
  );
}

/** A message as its reader sees it: a line the system wrote in their language, words as written. */
export const shownText = (message: { event: ChatEvent | null; text: string }, locale: Locale) =>
  message.event ? chatEventLine(message.event, locale) : message.text;
