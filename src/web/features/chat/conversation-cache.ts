import type { ChatMessage, MessageStatus } from '#shared/chat-api.ts';
import { laterStatus } from './chat-format';

/** The shape of the conversation's cached pages: newest page first, each oldest first. */
interface Pages {
  pages: { messages: ChatMessage[] }[];
}

function mapMessages<D extends Pages>(data: D, map: (message: ChatMessage) => ChatMessage): D {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, messages: page.messages.map(map) })),
  };
}

/**
 * A message that arrived live (socket or the send's answer) joins the newest page, unless it
 * is there already; a copy of a known message can only move its status forward.
 */
export function addMessage<D extends Pages>(data: D, message: ChatMessage): D {
  const known = data.pages.some((page) => page.messages.some((m) => m.id === message.id));
  if (known) {
    return mapMessages(data, (m) =>
      m.id === message.id ? { ...m, ...message, status: laterStatus(m.status, message.status) } : m,
    );
  }
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const messages = [...newest.messages, message].sort(
    (a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp),
  );
  return { ...data, pages: [{ ...newest, messages }, ...older] };
}

export function setStatus<D extends Pages>(data: D, messageId: string, status: MessageStatus): D {
  return mapMessages(data, (m) =>
    m.id === messageId ? { ...m, status: laterStatus(m.status, status) } : m,
  );
}

/** The reader has read everything the other person sent them. */
export function markSentByRead<D extends Pages>(data: D, senderId: string): D {
  return mapMessages(data, (m) => (m.sender_id === senderId ? { ...m, status: 'read' } : m));
}

/** The conversation oldest first, each message once. */
export function messagesOf(data: Pages | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const all: ChatMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      all.push(message);
    }
  }
  return all;
}

/** A message on its way: shown at once, greyed, until the server stores or refuses it. */
export interface PendingMessage {
  clientId: string;
  text: string;
  timestamp: string;
}

/** Pending copies the server has already stored (it echoes our clientId) are not shown twice. */
export function stillPending(pending: readonly PendingMessage[], stored: readonly ChatMessage[]) {
  const storedIds = new Set(stored.map((m) => m.clientId).filter(Boolean));
  return pending.filter((p) => !storedIds.has(p.clientId));
}
