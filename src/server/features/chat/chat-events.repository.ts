import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { chat, chatMessage } from '#server/db/schema.ts';
import { chatIdOf } from '#shared/chat-api.ts';
import { present } from '#shared/present.ts';
import { unreadCount } from './chat.repository';

/**
 * Writes a line the system says about a booking ("Session moved from … to …") into the pair's
 * chat, in the caller's transaction. It is stored read: a notice both sides see when they open
 * the chat, never an unread message to be mailed about.
 */
export async function insertChatEvent(
  tx: Executor,
  input: { actorId: string; otherId: string; body: string; now: Date },
) {
  const { actorId, otherId, now } = input;
  const chatId = chatIdOf(actorId, otherId);
  const [userAId, userBId] = actorId < otherId ? [actorId, otherId] : [otherId, actorId];
  await tx
    .insert(chat)
    .values({ id: chatId, userAId, userBId, createdAt: now })
    .onConflictDoNothing();
  const [stored] = await tx
    .insert(chatMessage)
    .values({
      id: randomUUID(),
      chatId,
      senderId: actorId,
      recipientId: otherId,
      body: input.body,
      messageType: 'event',
      createdAt: now,
      deliveredAt: now,
      readAt: now,
    })
    .returning();
  const [updated] = await tx
    .update(chat)
    .set({ messageCount: sql`${chat.messageCount} + 1`, lastMessageAt: now })
    .where(eq(chat.id, chatId))
    .returning({ messageCount: chat.messageCount });
  return {
    message: present(stored, 'the chat event just stored'),
    totalMessages: present(updated, 'the chat just updated').messageCount,
    recipientUnreadInChat: await unreadCount(tx, otherId, chatId),
    recipientUnread: await unreadCount(tx, otherId),
  };
}
export type StoredChatEvent = Awaited<ReturnType<typeof insertChatEvent>>;
