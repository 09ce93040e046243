import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { booking, payment, trainer } from './marketplace';

/** A trainer's Razorpay Route linked account (docs/product/tax.md#settlement-through-route). */
export const routeAccount = pgTable('route_account', {
  trainerId: text('trainer_id')
    .primaryKey()
    .references(() => trainer.id, { onDelete: 'restrict' }),
  accountId: text('account_id').notNull().unique(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The transfer of one booking's trainer share to the trainer's linked account, on hold until the
 * session is completed and the dispute window has passed. `status` is where the provider has it:
 * pending (owed, not yet accepted) → on_hold → released, or → reversed after a refund; `failed`
 * when the provider refused it for good. The money of each step is a ledger entry.
 */
export const routeTransfer = pgTable(
  'route_transfer',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => booking.id, { onDelete: 'restrict' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payment.id, { onDelete: 'restrict' }),
    trainerId: text('trainer_id')
      .notNull()
      .references(() => trainer.id, { onDelete: 'restrict' }),
    /** The session's price, its commission (GST included), TDS and TCS, and what is transferred. */
    grossPaise: integer('gross_paise').notNull(),
    commissionPaise: integer('commission_paise').notNull(),
    tdsPaise: integer('tds_paise').notNull(),
    tdsRateBp: integer('tds_rate_bp').notNull(),
    tcsPaise: integer('tcs_paise').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', {
      enum: ['pending', 'on_hold', 'released', 'reversed', 'failed'],
    }).notNull(),
    providerTransferId: text('provider_transfer_id'),
    /** Released once the session is completed and this has passed. */
    releaseAfter: timestamp('release_after', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('route_transfer_booking_idx').on(table.bookingId),
    index('route_transfer_release_idx')
      .on(table.releaseAfter)
      .where(sql`${table.status} = 'on_hold'`),
    check(
      'route_transfer_money_check',
      sql`${table.amountPaise} = ${table.grossPaise} - ${table.commissionPaise} - ${table.tdsPaise} - ${table.tcsPaise} and ${table.amountPaise} >= 0`,
    ),
  ],
);
