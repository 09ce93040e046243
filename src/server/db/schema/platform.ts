import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** A signed, single-use upload grant: the URL carries the token, only its hash is stored. */
export const uploadGrant = pgTable(
  'upload_grant',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    fieldName: text('field_name').notNull(),
    declaredType: text('declared_type').notNull(),
    storageKey: text('storage_key').notNull(),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('upload_grant_user_idx').on(table.userId)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (table) => [index('mail_outbox_to_idx').on(table.toAddress, table.createdAt)],
);

export const analyticsEvent = pgTable(
  'analytics_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    userId: text('user_id'),
    path: text('path'),
    params: jsonb('params'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_event_name_idx').on(table.name, table.createdAt)],
);
