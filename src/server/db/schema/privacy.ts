import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A person's consent under the privacy notice (docs/product/privacy.md): one row each time a
 * purpose is agreed to, with the notice's version; withdrawing stamps `withdrawn_at`, and agreeing
 * again adds a new row, so the history of each purpose stays readable. `notice` is the notice
 * itself with the purposes the service needs; `analytics` and `marketing` are optional.
 */
export const consent = pgTable(
  'consent',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['notice', 'analytics', 'marketing'] }).notNull(),
    noticeVersion: text('notice_version').notNull(),
    givenAt: instant('given_at').notNull(),
    withdrawnAt: instant('withdrawn_at'),
  },
  (table) => [
    index('consent_user_idx').on(table.userId, table.purpose, table.givenAt),
    // at most one standing consent per purpose
    uniqueIndex('consent_standing_idx')
      .on(table.userId, table.purpose)
      .where(sql`${table.withdrawnAt} is null`),
  ],
);

/**
 * "Download my data" (docs/product/privacy.md#download-my-data): a job writes the zip to storage
 * and mails a signed link valid until `expires_at`, after which the file is deleted. One request
 * at a time per person: at most one row is pending or being prepared.
 */
export const dataExport = pgTable(
  'data_export',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed', 'expired'] }).notNull(),
    requestedAt: instant('requested_at').notNull(),
    /** A job's claim on the request, so two processes never build one zip. */
    claimedUntil: instant('claimed_until'),
    readyAt: instant('ready_at'),
    expiresAt: instant('expires_at'),
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    downloadedAt: instant('downloaded_at'),
    error: text('error'),
  },
  (table) => [
    index('data_export_user_idx').on(table.userId, table.requestedAt),
    uniqueIndex('data_export_pending_idx').on(table.userId).where(sql`${table.status} = 'pending'`),
    index('data_export_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'ready'`),
  ],
);

/**
 * "Delete my account" (docs/product/privacy.md#delete-my-account): asked for, then carried out
 * by a job at `due_at` (7 days later) unless the person signs in before, which cancels it. The
 * row outlives the person's details: it says that and when an account was deleted, not whose.
 */
export const accountDeletion = pgTable(
  'account_deletion',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    confirmedBy: text('confirmed_by', { enum: ['password', 'email-code'] }).notNull(),
    requestedAt: instant('requested_at').notNull(),
    dueAt: instant('due_at').notNull(),
    cancelledAt: instant('cancelled_at'),
    completedAt: instant('completed_at'),
    claimedUntil: instant('claimed_until'),
  },
  (table) => [
    uniqueIndex('account_deletion_open_idx')
      .on(table.userId)
      .where(sql`${table.cancelledAt} is null and ${table.completedAt} is null`),
    index('account_deletion_due_idx')
      .on(table.dueAt)
      .where(sql`${table.cancelledAt} is null and ${table.completedAt} is null`),
  ],
);

/**
 * Who reached whose personal data, beyond the person themselves (docs/product/privacy.md): an
 * admin revealing KYC numbers, a person's data export, an account's deletion. Plain ids, not
 * references: the log must outlive the rows it names. KYC document views keep their own table.
 */
export const personalDataAccess = pgTable(
  'personal_data_access',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id'),
    subjectId: text('subject_id').notNull(),
    action: text('action', {
      enum: ['kyc-numbers-revealed', 'data-exported', 'account-deleted'],
    }).notNull(),
    detail: text('detail'),
    at: instant('at').notNull(),
  },
  (table) => [index('personal_data_access_at_idx').on(table.at)],
);
