import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { payment } from './marketplace';

/**
 * One refund of a paid payment
 * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md), written in the transaction
 * that owes it and delivered by the outbox. `status` records the provider's state and only moves
 * forward: pending → processed, or pending → failed once its attempts are spent or the provider
 * fails it. A failed refund is retried by a new row (an admin's Retry, who is `requestedBy`), so
 * the failed one stays as it was; at most one refund of a payment is not failed.
 */
export const refund = pgTable(
  'refund',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payment.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    /**
     * What of the payment is refunded: 'full' (a booking's whole payment), 'booking:<id>' (one
     * session of a weekly repeat paid together), 'unused' (a pack's credits left at its end).
     * At most one live refund per payment and scope.
     */
    scope: text('scope').notNull().default('full'),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    /** The provider's refund (`rfnd_…`) once it has accepted ours. */
    providerRefundId: text('provider_refund_id'),
    /** Deliveries tried; the last one's error while it is retried. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The admin who asked for this retry; null when the system owed it. */
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('refund_live_payment_idx')
      .on(table.paymentId, table.scope)
      .where(sql`${table.status} <> 'failed'`),
    index('refund_payment_idx').on(table.paymentId, table.createdAt),
    index('refund_failed_idx').on(table.failedAt).where(sql`${table.status} = 'failed'`),
    check('refund_amount_check', sql`${table.amountPaise} > 0`),
  ],
);
