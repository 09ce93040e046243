import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { taxDocument } from '#server/db/schema.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { bookingTaxFacts, trainerTaxParty } from '../ledger/tax-parties.repository';
import type { BookingTaxFacts, TrainerTaxParty } from '../ledger/tax-party';
import {
  bookingSale,
  commissionDocument,
  creditNoteOf,
  type DocumentDraft,
  type SaleTaxFacts,
  saleDocument,
  saleFeeDocument,
} from './document-builders';
import { nextSerial, trainerDocumentCodeOf } from './serials.repository';

/** The one document of its kind and supply a booking or a pack may have. */
const sameSubject = (draft: DocumentDraft) =>
  and(
    draft.bookingId
      ? eq(taxDocument.bookingId, draft.bookingId)
      : eq(taxDocument.packId, draft.packId ?? ''),
    eq(taxDocument.supply, draft.supply),
    eq(taxDocument.kind, draft.kind),
  );

/**
 * Numbers a draft in its series and stores it; nothing when the booking or pack has it already.
 * The check comes first so that no serial is taken for a document that is not stored: a
 * duplicate racing past it fails on the unique index and rolls its transaction back, serial
 * included. A pack may have several credit notes (one per refund): the caller issues each once,
 * with the refund's ledger posting.
 */
async function store(tx: Executor, draft: DocumentDraft | null): Promise<void> {
  if (!draft) return;
  const several = draft.packId && draft.kind === 'credit_note';
  if (!several) {
    const [existing] = await tx
      .select({ id: taxDocument.id })
      .from(taxDocument)
      .where(sameSubject(draft));
    if (existing) return;
  }
  await tx
    .insert(taxDocument)
    .values({ id: randomUUID(), ...draft, serial: await nextSerial(tx, draft.series) });
}

/** The documents of a payment for a booking or a pack, in the payment's transaction. */
export async function issueSaleDocuments(
  tx: Executor,
  tax: TaxSettings,
  sale: SaleTaxFacts,
  now: Date,
): Promise<void> {
  const party = await trainerTaxParty(tx, sale.trainerId, tax);
  const code = await trainerDocumentCodeOf(tx, sale.trainerId);
  await store(tx, saleDocument(sale, party, tax, code, now));
  await store(tx, saleFeeDocument(sale, party, tax, now));
}

/** The documents of a paid booking, in the payment's transaction. */
export async function issueBookingDocuments(
  tx: Executor,
  tax: TaxSettings,
  bookingId: string,
  now: Date,
): Promise<void> {
  await issueSaleDocuments(tx, tax, bookingSale(await bookingTaxFacts(tx, bookingId)), now);
}

export async function issueCommissionInvoice(
  tx: Executor,
  tax: TaxSettings,
  facts: BookingTaxFacts,
  party: TrainerTaxParty,
  now: Date,
) {
  await store(tx, commissionDocument(facts, party, tax, now));
}

/** A credit note for each document of a refunded booking but the commission's. */
export async function issueCreditNotes(tx: Executor, bookingId: string, now: Date) {
  const originals = await tx.select().from(taxDocument).where(eq(taxDocument.bookingId, bookingId));
  for (const original of originals) {
    if (original.kind === 'credit_note' || original.supply === 'commission') continue;
    await store(tx, creditNoteOf(original, now));
  }
}

/**
 * A credit note for `refundedPaise` of a pack's sessions document (its refunded credits: the
 * platform fee is not refunded), once per refund: the caller issues it with the refund's ledger
 * posting. Nothing when the pack has no such document.
 */
export async function issuePackCreditNote(
  tx: Executor,
  packId: string,
  refundedPaise: number,
  now: Date,
) {
  const [original] = await tx
    .select()
    .from(taxDocument)
    .where(
      and(
        eq(taxDocument.packId, packId),
        eq(taxDocument.supply, 'session'),
        ne(taxDocument.kind, 'credit_note'),
      ),
    );
  if (!original || refundedPaise <= 0) return;
  await store(tx, creditNoteOf(original, now, refundedPaise));
}
