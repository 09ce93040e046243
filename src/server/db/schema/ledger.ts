import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNTS, LEDGER_ENTRY_KINDS, TRAINER_ACCOUNTS } from '#shared/ledger.ts';
import { booking, trainer } from './marketplace';
import { refund } from './refunds';
import { payout } from './trainer-business';

/**
 * One balanced movement of money (docs/decisions/0038-ledger-and-tax-documents.md), written in the
 * transaction of the change that causes it. `source` names that change ('capture:<payment id>'),
 * so the same change can never post twice. A deferred constraint trigger (migration 0024) refuses
 * a transaction whose entry's lines do not add up to zero, and other triggers refuse any UPDATE or
 * DELETE of entries and lines: a correction is a new entry.
 */
export const ledgerEntry = pgTable(
  'ledger_entry',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: LEDGER_ENTRY_KINDS }).notNull(),
    source: text('source').notNull().unique(),
    bookingId: text('booking_id').references(() => booking.id, { onDelete: 'restrict' }),
    trainerId: text('trainer_id').references(() => trainer.id, { onDelete: 'restrict' }),
    refundId: text('refund_id').references(() => refund.id, { onDelete: 'restrict' }),
    payoutId: text('payout_id').references(() => payout.id, { onDelete: 'restrict' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    memo: text('memo').notNull(),
  },
  (table) => [
    index('ledger_entry_occurred_idx').on(table.occurredAt),
    index('ledger_entry_booking_idx').on(table.bookingId),
    index('ledger_entry_trainer_idx').on(table.trainerId, table.occurredAt),
  ],
);

/** A line of an entry: a debit is positive paise, a credit negative. */
export const ledgerLine = pgTable(
  'ledger_line',
  {
    entryId: text('entry_id')
      .notNull()
      .references(() => ledgerEntry.id, { onDelete: 'restrict' }),
    lineNo: integer('line_no').notNull(),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    /** The trainer of a per-trainer account (what the platform owes one trainer). */
    trainerId: text('trainer_id').references(() => trainer.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.lineNo] }),
    index('ledger_line_account_idx').on(table.account, table.trainerId),
    check('ledger_line_amount_check', sql`${table.amountPaise} <> 0`),
    check(
      'ledger_line_trainer_check',
      sql`(${table.trainerId} is not null) = (${table.account} in (${sql.raw(
        TRAINER_ACCOUNTS.map((account) => `'${account}'`).join(', '),
      )}))`,
    ),
  ],
);
