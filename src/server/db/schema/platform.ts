import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

/** The embedded mail adapter's mailbox: every mail it delivered, for the log, tests and dev. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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

/**
 * A side effect (a mail, a meeting to create) written in the transaction of the change that
 * causes it and delivered afterwards by the outbox job
 * (docs/product/booking.md#side-effects-after-commit). A delivery claims the row until
 * `claimed_until`, so two processes never deliver one event at once.
 */
export const outboxEvent = pgTable(
  'outbox_event',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    index('outbox_event_due_idx').on(table.nextAttemptAt).where(sql`${table.deliveredAt} is null`),
    // the prune job's delivered events, oldest first
    index('outbox_event_delivered_idx')
      .on(table.deliveredAt)
      .where(sql`${table.deliveredAt} is not null`),
  ],
);
