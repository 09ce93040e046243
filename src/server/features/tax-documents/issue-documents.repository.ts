import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { taxDocument } from '#server/db/schema.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { bookingTaxFacts, trainerTaxParty } from '../ledger/tax-parties.repository';
import type { BookingTaxFacts, TrainerTaxParty } from '../ledger/tax-party';
import {
  commissionDocument,
  creditNoteOf,
  type DocumentDraft,
  platformFeeDocument,
  sessionDocument,
} from './document-builders';
import { nextSerial, trainerDocumentCodeOf } from './serials.repository';

/**
 * Numbers a draft in its series and stores it; nothing when the booking has it already. The check
 * comes first so that no serial is taken for a document that is not stored: a duplicate racing
 * past it fails on the unique index and rolls its transaction back, serial included.
 */
async function store(tx: Executor, draft: DocumentDraft | null): Promise<void> {
  if (!draft) return;
  const [existing] = await tx
    .select({ id: taxDocument.id })
    .from(taxDocument)
    .where(
      and(
        eq(taxDocument.bookingId, draft.bookingId),
        eq(taxDocument.supply, draft.supply),
        eq(taxDocument.kind, draft.kind),
      ),
    );
  if (existing) return;
  await tx
    .insert(taxDocument)
    .values({ id: randomUUID(), ...draft, serial: await nextSerial(tx, draft.series) });
}

/** The documents of a paid booking, in the payment's transaction. */
export async function issueBookingDocuments(
  tx: Executor,
  tax: TaxSettings,
  bookingId: string,
  now: Date,
): Promise<void> {
  const facts = await bookingTaxFacts(tx, bookingId);
  const party = await trainerTaxParty(tx, facts.trainerId, tax);
  const code = await trainerDocumentCodeOf(tx, facts.trainerId);
  await store(tx, sessionDocument(facts, party, tax, code, now));
  await store(tx, platformFeeDocument(facts, party, tax, now));
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
