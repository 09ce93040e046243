import { inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { executeRows } from '#server/db/rows.ts';
import { chatMessage, chatNotice, user } from '#server/db/schema.ts';
import { CHAT_UNREAD_MAIL_AFTER_MS, CHAT_UNREAD_MAIL_EVERY_MS } from '#shared/chat-api.ts';

/** Conversations looked at per run; the rest wait a minute for the next. */
const BATCH = 200;

export interface UnreadChat {
  chat_id: string;
  recipient_id: string;
  unread: number;
  latest_body: string;
  latest_sender_id: string;
}

/**
 * The queries of docs/product/chat.md#unread-mail: who has had unread messages long enough, and who
 * was told.
 */
export function createChatUnreadMailRepository(db: Database) {
  return {
    /** Recipients with a message unread for the delay and no mail about that chat this hour. */
    due(now: Date) {
      const unreadSince = new Date(now.getTime() - CHAT_UNREAD_MAIL_AFTER_MS).toISOString();
      const mailedSince = new Date(now.getTime() - CHAT_UNREAD_MAIL_EVERY_MS).toISOString();
      return executeRows<UnreadChat>(
        db,
        sql`select m.chat_id, m.recipient_id, count(*)::int as unread,
            (array_agg(m.body order by m.created_at desc, m.id desc))[1] as latest_body,
            (array_agg(m.sender_id order by m.created_at desc, m.id desc))[1] as latest_sender_id
          from ${chatMessage} m
          where m.read_at is null
          group by m.chat_id, m.recipient_id
          having min(m.created_at) <= ${unreadSince}::timestamptz
            and not exists (
              select 1 from ${chatNotice} n
              where n.chat_id = m.chat_id and n.user_id = m.recipient_id
                and n.emailed_at > ${mailedSince}::timestamptz)
          order by min(m.created_at)
          limit ${BATCH}`,
      );
    },

    async people(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ id: user.id, name: user.name, firstName: user.firstName, email: user.email })
        .from(user)
        .where(inArray(user.id, userIds));
    },

    /**
     * Records the mail unless another run recorded one within the hour: true when this run is
     * the one to send it.
     */
    async claimNotice(chatId: string, userId: string, now: Date) {
      const mailedSince = new Date(now.getTime() - CHAT_UNREAD_MAIL_EVERY_MS);
      const claimed = await db
        .insert(chatNotice)
        .values({ chatId, userId, emailedAt: now })
        .onConflictDoUpdate({
          target: [chatNotice.chatId, chatNotice.userId],
          set: { emailedAt: now },
          setWhere: sql`${chatNotice.emailedAt} <= ${mailedSince.toISOString()}::timestamptz`,
        })
        .returning({ chatId: chatNotice.chatId });
      return claimed.length > 0;
    },
  };
}
