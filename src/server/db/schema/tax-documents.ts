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
import { TAX_DOCUMENT_KINDS, TAX_DOCUMENT_SUPPLIES } from '#shared/tax/tax-documents.ts';
import { user } from './auth';
import { booking, sessionPack, trainer } from './marketplace';

/**
 * The last serial given in each series of documents (docs/product/tax.md#serial-numbers): one row
 * per series and financial year ('KI/2627'). A document takes the next number by updating its
 * row in the transaction that stores the document, so concurrent issues queue on the row and a
 * rolled-back one gives its number back: serials are consecutive with no gaps.
 */
export const documentSeries = pgTable('document_series', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** A trainer's short code in the serials of the documents issued on their behalf ('T00A1'). */
export const trainerDocumentCode = pgTable('trainer_document_code', {
  trainerId: text('trainer_id')
    .primaryKey()
    .references(() => trainer.id, { onDelete: 'restrict' }),
  code: text('code').notNull().unique(),
});

/**
 * A tax invoice, bill of supply or credit note as issued (CGST Rules 2017, rules 46, 49, 53):
 * every printed field is stored as it was on the day, so the document reads the same however the
 * parties change later. Never updated or deleted (triggers in migration 0024).
 */
export const taxDocument = pgTable(
  'tax_document',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    supply: text('supply', { enum: TAX_DOCUMENT_SUPPLIES }).notNull(),
    series: text('series').notNull(),
    serial: text('serial').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    issueDate: text('issue_date').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** What the document is for: a booking, or a pack bought in one payment; exactly one. */
    bookingId: text('booking_id').references(() => booking.id, { onDelete: 'restrict' }),
    packId: text('pack_id').references(() => sessionPack.id, { onDelete: 'restrict' }),
    /** The trainer the document concerns: the supplier of a session, the recipient of commission. */
    trainerId: text('trainer_id')
      .notNull()
      .references(() => trainer.id, { onDelete: 'restrict' }),
    /** The client of a fee or session document; null for a commission invoice. */
    clientId: text('client_id').references(() => user.id, { onDelete: 'restrict' }),
    /** A credit note's original document. */
    originalId: text('original_id'),
    supplierName: text('supplier_name').notNull(),
    supplierAddress: text('supplier_address'),
    supplierGstin: text('supplier_gstin'),
    supplierState: text('supplier_state').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientAddress: text('recipient_address'),
    recipientGstin: text('recipient_gstin'),
    recipientState: text('recipient_state').notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    /** Issued by the platform on the trainer's behalf. */
    onBehalf: text('on_behalf', { enum: ['platform', 'trainer'] }).notNull(),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    /** The GST rate in basis points (1800 = 18 %); 0 on a bill of supply. */
    gstRateBp: integer('gst_rate_bp').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The embedded demo's sample identity issued it: the PDF says SAMPLE. */
    sample: boolean('sample').notNull().default(false),
  },
  (table) => [
    // One document of each kind per booking and supply: a repeated post issues nothing new.
    uniqueIndex('tax_document_booking_supply_idx').on(table.bookingId, table.supply, table.kind),
    // And per pack, but for its credit notes: one per refund of its credits
    // (docs/product/packs.md#tax-documents).
    uniqueIndex('tax_document_pack_supply_idx')
      .on(table.packId, table.supply, table.kind)
      .where(sql`${table.packId} is not null and ${table.kind} <> 'credit_note'`),
    index('tax_document_client_idx').on(table.clientId, table.issuedAt),
    index('tax_document_trainer_idx').on(table.trainerId, table.issuedAt),
    index('tax_document_issue_date_idx').on(table.issueDate),
    check('tax_document_subject_check', sql`num_nonnulls(${table.bookingId}, ${table.packId}) = 1`),
    check(
      'tax_document_total_check',
      sql`${table.totalPaise} = ${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} and ${table.taxablePaise} >= 0`,
    ),
  ],
);
