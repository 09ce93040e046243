import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { booking, trainer } from './marketplace';

/**
 * A trainer's identity and bank details (docs/product/kyc.md#encryption-at-rest). The Aadhaar, PAN
 * and bank account numbers are stored only encrypted (`*_encrypted`, AES-256-GCM) with their last
 * four digits beside them for the masked form; document columns hold private storage references.
 */
export const trainerKyc = pgTable(
  'trainer_kyc',
  {
    trainerId: text('trainer_id')
      .primaryKey()
      .references(() => trainer.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'partial', 'completed', 'rejected'] })
      .notNull()
      .default('pending'),
    aadhaarNumberEncrypted: text('aadhaar_number_encrypted'),
    aadhaarLast4: text('aadhaar_last4'),
    aadhaarName: text('aadhaar_name'),
    panNumberEncrypted: text('pan_number_encrypted'),
    panLast4: text('pan_last4'),
    panName: text('pan_name'),
    upiId: text('upi_id'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumberEncrypted: text('bank_account_number_encrypted'),
    bankAccountLast4: text('bank_account_last4'),
    bankIfsc: text('bank_ifsc'),
    bankName: text('bank_name'),
    bankBranch: text('bank_branch'),
    /** Optional: a GST-registered trainer's sessions get tax invoices and TCS (docs/product/tax.md). */
    gstin: text('gstin'),
    /** The state of the trainer's business address, a GST state code: the commission's place of supply. */
    stateCode: text('state_code'),
    aadhaarFrontImage: text('aadhaar_front_image'),
    aadhaarBackImage: text('aadhaar_back_image'),
    panImage: text('pan_image'),
    aadhaarVerified: boolean('aadhaar_verified').notNull().default(false),
    panVerified: boolean('pan_verified').notNull().default(false),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trainer_kyc_status_idx').on(table.status, table.submittedAt)],
);

/** Every time an admin opens a KYC document: who, whose, which, when. */
export const kycDocumentView = pgTable(
  'kyc_document_view',
  {
    id: text('id').primaryKey(),
    trainerId: text('trainer_id')
      .notNull()
      .references(() => trainer.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    document: text('document', {
      enum: ['aadhaarFrontImage', 'aadhaarBackImage', 'panImage'],
    }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('kyc_document_view_trainer_idx').on(table.trainerId, table.viewedAt)],
);

/**
 * One weekly payout to a trainer (docs/product/earnings-and-payouts.md#weekly-payouts): the
 * completed sessions of the week that ends on `weekEnd` (a Sunday, IST) not paid before. Unique per
 * trainer and week, so a second run of the job pays nothing twice.
 */
export const payout = pgTable(
  'payout',
  {
    id: text('id').primaryKey(),
    trainerId: text('trainer_id')
      .notNull()
      .references(() => trainer.id, { onDelete: 'restrict' }),
    /** The Monday (IST, YYYY-MM-DD) that starts the week paid for. */
    weekStart: text('week_start').notNull(),
    weekEnd: text('week_end').notNull(),
    status: text('status', { enum: ['pending', 'processing', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    sessionCount: integer('session_count').notNull(),
    grossPaise: integer('gross_paise').notNull(),
    /** The sessions' commission, GST included. */
    platformFeePaise: integer('platform_fee_paise').notNull(),
    /** The GST inside the commission. */
    commissionGstPaise: integer('commission_gst_paise').notNull().default(0),
    /** TDS withheld under section 194-O, its rate in basis points, and TCS under CGST section 52. */
    tdsPaise: integer('tds_paise').notNull().default(0),
    tdsRateBp: integer('tds_rate_bp').notNull().default(0),
    tcsPaise: integer('tcs_paise').notNull().default(0),
    netPaise: integer('net_paise').notNull(),
    /** 'manual' (an admin transfers and records the reference) or 'razorpayx'. */
    provider: text('provider', { enum: ['manual', 'razorpayx'] }).notNull(),
    providerPayoutId: text('provider_payout_id'),
    transferReference: text('transfer_reference'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** Sends of the current attempt to the provider, counting those that threw. */
    sendAttempts: integer('send_attempts').notNull().default(0),
    settledBy: text('settled_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    processingAt: timestamp('processing_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('payout_trainer_week_idx').on(table.trainerId, table.weekStart),
    index('payout_week_status_idx').on(table.weekStart, table.status),
    uniqueIndex('payout_provider_payout_idx').on(table.providerPayoutId),
    check(
      'payout_money_check',
      sql`${table.netPaise} = ${table.grossPaise} - ${table.platformFeePaise} - ${table.tdsPaise} - ${table.tcsPaise} and ${table.netPaise} >= 0`,
    ),
  ],
);

/** The sessions a payout pays, each with its own earning; a booking is paid at most once. */
export const payoutBooking = pgTable(
  'payout_booking',
  {
    payoutId: text('payout_id')
      .notNull()
      .references(() => payout.id, { onDelete: 'restrict' }),
    bookingId: text('booking_id')
      .notNull()
      .references(() => booking.id, { onDelete: 'restrict' }),
    grossPaise: integer('gross_paise').notNull(),
    platformFeePaise: integer('platform_fee_paise').notNull(),
  },
  (table) => [
    uniqueIndex('payout_booking_booking_idx').on(table.bookingId),
    index('payout_booking_payout_idx').on(table.payoutId),
  ],
);
