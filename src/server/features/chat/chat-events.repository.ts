import type { Executor } from '#server/db/executor.ts';
import { chatIdOf } from '#shared/chat-api.ts';
import { type ChatEvent, chatEventBody } from '#shared/chat-event.ts';
import { appendMessage } from './chat.repository';

/**
 * Writes a line the system says about a booking into the pair's chat, in the caller's
 * transaction. What happened is stored, not its words: each reader sees it in their own language
 * (src/shared/chat-event-line.ts). It is stored read: a notice both sides see when they open the
 * chat, never an unread message to be mailed about.
 */
export async function insertChatEvent(
  tx: Executor,
  input: { actorId: string; otherId: string; event: ChatEvent; now: Date },
) {
  const { actorId, otherId, now } = input;
  const chatId = chatIdOf(actorId, otherId);
  const [userAId, userBId] = actorId < otherId ? [actorId, otherId] : [otherId, actorId];
  return appendMessage(tx, {
    chatId,
    userAId,
    userBId,
    senderId: actorId,
    recipientId: otherId,
    body: chatEventBody(input.event),
    createdAt: now,
    messageType: 'event',
  });
}
export type StoredChatEvent = Awaited<ReturnType<typeof insertChatEvent>>;
