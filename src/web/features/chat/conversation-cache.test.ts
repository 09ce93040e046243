import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/chat-api.ts';
import {
  addMessage,
  markSentByRead,
  messagesOf,
  setStatus,
  stillPending,
} from './conversation-cache';

function message(id: string, minute: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  const timestamp = new Date(Date.UTC(2026, 2, 2, 4, minute)).toISOString();
  return {
    _id: id,
    id,
    chat_id: 'a_b',
    sender_id: 'a',
    sender: 'Asha',
    recipient_id: 'b',
    message: id,
    text: id,
    content: id,
    message_type: 'text',
    event: null,
    timestamp,
    createdAt: timestamp,
    delivered_at: null,
    read_at: null,
    status: 'sent',
    clientId: null,
    ...extra,
  };
}

const data = () => ({
  pages: [
    { messages: [message('m3', 3), message('m4', 4)], hasMore: true },
    { messages: [message('m1', 1), message('m2', 2)], hasMore: false },
  ],
  pageParams: [null, 'm3'],
});

describe('the conversation cache', () => {
  it('reads the pages oldest first', () => {
    expect(messagesOf(data()).map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('adds a live message once, however often it arrives', () => {
    const once = addMessage(data(), message('m5', 5));
    const twice = addMessage(once, message('m5', 5));
    expect(messagesOf(twice).map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('never moves a tick back when an older copy of a message arrives', () => {
    const read = setStatus(data(), 'm4', 'read');
    const stale = addMessage(read, message('m4', 4, { status: 'delivered' }));
    expect(messagesOf(stale).find((m) => m.id === 'm4')?.status).toBe('read');
  });

  it('turns every message of the sender read when the other side reads', () => {
    const withReply = addMessage(data(), message('r1', 6, { sender_id: 'b', recipient_id: 'a' }));
    const read = markSentByRead(withReply, 'a');
    expect(messagesOf(read).map((m) => m.status)).toEqual(['read', 'read', 'read', 'read', 'sent']);
  });

  it('hides a pending copy once the server stored it under the same client id', () => {
    const pending = [
      { clientId: 'c1', text: 'hi', timestamp: '2026-03-02T04:10:00.000Z' },
      { clientId: 'c2', text: 'there', timestamp: '2026-03-02T04:10:01.000Z' },
    ];
    expect(stillPending(pending, [message('m9', 9, { clientId: 'c1' })])).toEqual([pending[1]]);
  });
});
