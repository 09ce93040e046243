import { boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { booking } from './marketplace';

/**
 * How a person wants to be reminded (docs/product/reminders.md). E-mail is on unless they turn
 * it off; WhatsApp needs their opt-in, recorded with its instant; push needs a subscription.
 */
export const notificationPreference = pgTable('notification_preference', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  whatsapp: boolean('whatsapp').notNull().default(false),
  /** When the person agreed to WhatsApp messages, and to which number (E.164). */
  whatsappOptedInAt: timestamp('whatsapp_opted_in_at', { withTimezone: true }),
  whatsappNumber: text('whatsapp_number'),
  push: boolean('push').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A browser's Web Push subscription (RFC 8030), one row per endpoint. */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('push_subscription_user_idx').on(table.userId)],
);

/**
 * One row per reminder sent: a session's 24-hour or 1-hour reminder for the start it had then.
 * The key makes each reminder once, whichever process writes it first; a moved session has a new
 * start and so its reminders again.
 */
export const sessionReminder = pgTable(
  'session_reminder',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['day', 'hour'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.kind, table.startsAt] }),
    index('session_reminder_created_idx').on(table.createdAt),
  ],
);
