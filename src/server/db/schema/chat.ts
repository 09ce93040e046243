import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One conversation per client–trainer pair (docs/product/chat.md#one-conversation-per-pair): the id
 * is the two user ids sorted and joined with `_`, so both sides and every process name it the same
 * way without a lookup.
 */
export const chat = pgTable(
  'chat',
  {
    id: text('id').primaryKey(),
    userAId: text('user_a_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    userBId: text('user_b_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('chat_pair_order', sql`${table.userAId} < ${table.userBId}`),
    check('chat_id_is_pair', sql`${table.id} = ${table.userAId} || '_' || ${table.userBId}`),
    index('chat_user_b_idx').on(table.userBId),
  ],
);

export const chatMessage = pgTable(
  'chat_message',
  {
    id: text('id').primaryKey(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chat.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** 'event': a line the system writes about a booking ("Session moved from … to …"). */
    messageType: text('message_type', { enum: ['text', 'event'] })
      .notNull()
      .default('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    check('chat_message_body_length', sql`char_length(${table.body}) BETWEEN 1 AND 2000`),
    index('chat_message_page_idx').on(table.chatId, table.createdAt, table.id),
    // The send limit counts the sender's messages of the last seconds (CHAT_SEND_LIMIT).
    index('chat_message_sender_idx').on(table.senderId, table.createdAt),
    // Unread counts (the badge, each chat's count) and the unread-mail job read only this.
    index('chat_message_unread_idx')
      .on(table.recipientId, table.chatId, table.createdAt)
      .where(sql`${table.readAt} IS NULL`),
  ],
);

/**
 * When a recipient was last e-mailed about a conversation's unread messages
 * (docs/product/chat.md#unread-mail).
 */
export const chatNotice = pgTable(
  'chat_notice',
  {
    chatId: text('chat_id')
      .notNull()
      .references(() => chat.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chatId, table.userId] })],
);

/** When a user's last socket anywhere closed: the conversation header's "last seen". */
export const userPresence = pgTable('user_presence', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
