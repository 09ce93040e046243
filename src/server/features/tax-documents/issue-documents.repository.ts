import { randomUUID } from 'node:crypto';
import { and, eq, TransactionRollbackError } from 'drizzle-orm';
import type { Executor } from '#server/db/executor.ts';
import { taxDocument } from '#server/db/schema.ts';
import { SERVICE_NAMES } from '#shared/catalog.ts';
import { basisPointsOf, trainerShare } from '#shared/fees.ts';
import { istDate } from '#shared/ist.ts';
import { present } from '#shared/present.ts';
import { financialYearOf } from '#shared/tax/financial-year.ts';
import { gstTotal, splitInclusive, splitTax } from '#shared/tax/gst.ts';
import { platformSeries, trainerSeries } from '#shared/tax/tax-documents.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import {
  type BookingTaxFacts,
  bookingTaxFacts,
  placeOfSupply,
  type TrainerTaxParty,
  trainerTaxParty,
} from '../ledger/tax-parties.repository';
import { nextSerial, trainerDocumentCodeOf } from './serials.repository';

type NewDocument = typeof taxDocument.$inferInsert;

const sessionDescription = (facts: BookingTaxFacts) =>
  `${SERVICE_NAMES[facts.service]} session on ${facts.sessionDate} at ${facts.timeSlot}`;

/**
 * Stores a document with the next serial of its series, in a savepoint: when the booking has this
 * document already, nothing is stored and the number taken is given back, so a repeated issue
 * leaves no gap in the series (rule 46(b)).
 */
async function store(
  tx: Executor,
  document: Omit<NewDocument, 'id' | 'serial'>,
): Promise<string | null> {
  try {
    return await tx.transaction(async (savepoint) => {
      const [stored] = await savepoint
        .insert(taxDocument)
        .values({
          id: randomUUID(),
          ...document,
          serial: await nextSerial(savepoint, document.series),
        })
        .onConflictDoNothing({
          target: [taxDocument.bookingId, taxDocument.supply, taxDocument.kind],
        })
        .returning({ id: taxDocument.id });
      if (!stored) savepoint.rollback();
      return present(stored, 'the document just stored').id;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return null;
    throw error;
  }
}

/**
 * The documents of a paid booking, in the payment's transaction (docs/product/tax.md#tax-documents):
 * the session's own document on the trainer's behalf (a tax invoice when the trainer gave a
 * GSTIN, else a bill of supply) and, when the client paid a platform fee, the platform's tax
 * invoice for it. Issuing again issues nothing.
 */
export async function issueBookingDocuments(
  tx: Executor,
  tax: TaxSettings,
  bookingId: string,
  now: Date,
): Promise<void> {
  const facts = await bookingTaxFacts(tx, bookingId);
  const party = await trainerTaxParty(tx, facts.trainerId, tax);
  const year = financialYearOf(now);
  const common = {
    financialYear: year.label,
    issueDate: istDate(now),
    issuedAt: now,
    bookingId,
    trainerId: facts.trainerId,
    clientId: facts.clientId,
    recipientName: facts.clientName,
    recipientAddress: null,
    recipientGstin: null,
    sample: tax.platform.sample,
  };

  const sessionPlace = placeOfSupply(facts, party, party.state);
  const registered = party.gstin !== null;
  const sessionTax = registered
    ? splitInclusive(facts.pricePaise, tax.sessionGstPercent, party.state, sessionPlace)
    : splitTax(facts.pricePaise, 0, party.state, sessionPlace);
  const code = await trainerDocumentCodeOf(tx, facts.trainerId);
  const sessionSeries = trainerSeries('invoice', code, year.code);
  await store(tx, {
    ...common,
    kind: registered ? 'tax_invoice' : 'bill_of_supply',
    supply: 'session',
    series: sessionSeries,
    supplierName: party.name,
    supplierAddress: party.address,
    supplierGstin: party.gstin,
    supplierState: party.state,
    recipientState: sessionPlace,
    placeOfSupply: sessionPlace,
    onBehalf: 'trainer',
    description: sessionDescription(facts),
    sac: tax.sessionSac,
    gstRateBp: registered ? basisPointsOf(tax.sessionGstPercent) : 0,
    ...sessionTax,
    totalPaise: facts.pricePaise,
  });

  if (facts.platformFeePaise > 0) {
    const feePlace = placeOfSupply(facts, party, tax.platform.state);
    const feeTax = splitTax(facts.platformFeePaise, facts.gstPaise, tax.platform.state, feePlace);
    const series = platformSeries('invoice', year.code);
    await store(tx, {
      ...common,
      kind: 'tax_invoice',
      supply: 'platform_fee',
      series,
      supplierName: tax.platform.legalName,
      supplierAddress: tax.platform.address,
      supplierGstin: tax.platform.gstin,
      supplierState: tax.platform.state,
      recipientState: feePlace,
      placeOfSupply: feePlace,
      onBehalf: 'platform',
      description: `Platform fee for ${sessionDescription(facts)}`,
      sac: tax.platformSac,
      gstRateBp: basisPointsOf(tax.gstPercent),
      ...feeTax,
      totalPaise: facts.platformFeePaise + facts.gstPaise,
    });
  }
}

/**
 * The platform's tax invoice to the trainer for its commission on a completed session. The
 * commission includes GST (docs/decisions/0038-ledger-and-tax-documents.md); the place of supply
 * is the trainer's state (a supply to a business: its location).
 */
export async function issueCommissionInvoice(
  tx: Executor,
  tax: TaxSettings,
  facts: BookingTaxFacts,
  party: TrainerTaxParty,
  now: Date,
) {
  const commission = trainerShare(facts.service, facts.pricePaise).platformFeePaise;
  const split = splitInclusive(commission, tax.gstPercent, tax.platform.state, party.state);
  const year = financialYearOf(now);
  const series = platformSeries('invoice', year.code);
  await store(tx, {
    kind: 'tax_invoice',
    supply: 'commission',
    series,
    financialYear: year.label,
    issueDate: istDate(now),
    issuedAt: now,
    bookingId: facts.id,
    trainerId: facts.trainerId,
    clientId: null,
    supplierName: tax.platform.legalName,
    supplierAddress: tax.platform.address,
    supplierGstin: tax.platform.gstin,
    supplierState: tax.platform.state,
    recipientName: party.name,
    recipientAddress: party.address,
    recipientGstin: party.gstin,
    recipientState: party.state,
    placeOfSupply: party.state,
    onBehalf: 'platform',
    description: `Marketplace commission on ${sessionDescription(facts)}`,
    sac: tax.platformSac,
    gstRateBp: basisPointsOf(tax.gstPercent),
    ...split,
    totalPaise: split.taxablePaise + gstTotal(split),
    sample: tax.platform.sample,
  });
  return split;
}

/**
 * A credit note for each document of a booking that is refunded, referencing it and reversing
 * it in full (CGST Act 2017, section 34; rule 53). Documents are taken from what was issued, so
 * the note matches its invoice to the paisa whatever changed since.
 */
export async function issueCreditNotes(tx: Executor, bookingId: string, now: Date) {
  const originals = await tx
    .select()
    .from(taxDocument)
    .where(and(eq(taxDocument.bookingId, bookingId)));
  const year = financialYearOf(now);
  for (const original of originals) {
    if (original.kind === 'credit_note' || original.supply === 'commission') continue;
    const series =
      original.onBehalf === 'platform'
        ? platformSeries('credit_note', year.code)
        : trainerSeries('credit_note', original.series.slice(1, 5), year.code);
    const { id: _id, serial: _serial, ...copied } = original;
    await store(tx, {
      ...copied,
      kind: 'credit_note',
      series,
      financialYear: year.label,
      issueDate: istDate(now),
      issuedAt: now,
      originalId: original.id,
      description: `Refund: ${original.description} (${original.serial})`,
    });
  }
}
