import type { taxDocument } from '#server/db/schema.ts';
import { SERVICE_NAMES } from '#shared/catalog.ts';
import { basisPointsOf } from '#shared/fees.ts';
import { formatBookingDate, istDate } from '#shared/ist.ts';
import { financialYearOf } from '#shared/tax/financial-year.ts';
import { gstTotal, splitInclusive, splitTax } from '#shared/tax/gst.ts';
import { platformSeries, trainerSeries } from '#shared/tax/tax-documents.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { commissionLines } from '../ledger/money-lines';
import { type BookingTaxFacts, placeOfSupply, type TrainerTaxParty } from '../ledger/tax-party';

export type TaxDocumentRow = typeof taxDocument.$inferSelect;
/** A document ready to be numbered: everything but its id and serial. */
export type DocumentDraft = Omit<typeof taxDocument.$inferInsert, 'id' | 'serial'>;

/**
 * What each document says (docs/product/tax.md#tax-documents), as pure functions shared by the
 * live paths and the demo seed; the caller numbers it in its series.
 */
const sessionDescription = (facts: BookingTaxFacts) =>
  `${SERVICE_NAMES[facts.service]} session on ${formatBookingDate(facts.sessionDate)} ${facts.sessionDate.slice(0, 4)} at ${facts.timeSlot}`;

function issued(now: Date) {
  const year = financialYearOf(now);
  return { year, fields: { financialYear: year.label, issueDate: istDate(now), issuedAt: now } };
}

function platformSupplier(tax: TaxSettings) {
  return {
    supplierName: tax.platform.legalName,
    supplierAddress: tax.platform.address,
    supplierGstin: tax.platform.gstin,
    supplierState: tax.platform.state,
    onBehalf: 'platform' as const,
    sac: tax.platformSac,
    gstRateBp: basisPointsOf(tax.gstPercent),
    sample: tax.platform.sample,
  };
}

function toClient(facts: BookingTaxFacts) {
  return {
    bookingId: facts.id,
    trainerId: facts.trainerId,
    clientId: facts.clientId,
    recipientName: facts.clientName,
    recipientAddress: null,
    recipientGstin: null,
  };
}

/**
 * The session's own document, on the trainer's behalf: a tax invoice when the trainer gave a
 * GSTIN (the price includes GST), else a bill of supply.
 */
export function sessionDocument(
  facts: BookingTaxFacts,
  party: TrainerTaxParty,
  tax: TaxSettings,
  trainerCode: string,
  now: Date,
): DocumentDraft {
  const { year, fields } = issued(now);
  const place = placeOfSupply(facts, party, party.state);
  const registered = party.gstin !== null;
  const split = registered
    ? splitInclusive(facts.pricePaise, tax.sessionGstPercent, party.state, place)
    : splitTax(facts.pricePaise, 0, party.state, place);
  return {
    ...fields,
    ...toClient(facts),
    kind: registered ? 'tax_invoice' : 'bill_of_supply',
    supply: 'session',
    series: trainerSeries('invoice', trainerCode, year.code),
    supplierName: party.name,
    supplierAddress: party.address,
    supplierGstin: party.gstin,
    supplierState: party.state,
    recipientState: place,
    placeOfSupply: place,
    onBehalf: 'trainer',
    description: sessionDescription(facts),
    sac: tax.sessionSac,
    gstRateBp: registered ? basisPointsOf(tax.sessionGstPercent) : 0,
    ...split,
    totalPaise: facts.pricePaise,
    sample: tax.platform.sample,
  };
}

/** The platform's tax invoice for the client's platform fee; null when there was none. */
export function platformFeeDocument(
  facts: BookingTaxFacts,
  party: TrainerTaxParty,
  tax: TaxSettings,
  now: Date,
): DocumentDraft | null {
  if (facts.platformFeePaise <= 0) return null;
  const { year, fields } = issued(now);
  const place = placeOfSupply(facts, party, tax.platform.state);
  return {
    ...fields,
    ...toClient(facts),
    ...platformSupplier(tax),
    kind: 'tax_invoice',
    supply: 'platform_fee',
    series: platformSeries('invoice', year.code),
    recipientState: place,
    placeOfSupply: place,
    description: `Platform fee for ${sessionDescription(facts)}`,
    ...splitTax(facts.platformFeePaise, facts.gstPaise, tax.platform.state, place),
    totalPaise: facts.platformFeePaise + facts.gstPaise,
  };
}

/**
 * The platform's tax invoice to the trainer for its commission on a completed session, GST
 * included (docs/decisions/0038-ledger-and-tax-documents.md); supplied where the trainer's
 * business is. Null for a free session.
 */
export function commissionDocument(
  facts: BookingTaxFacts,
  party: TrainerTaxParty,
  tax: TaxSettings,
  now: Date,
): DocumentDraft | null {
  const { commissionPaise, split } = commissionLines(facts, party, tax);
  if (commissionPaise <= 0) return null;
  const { year, fields } = issued(now);
  return {
    ...fields,
    ...platformSupplier(tax),
    kind: 'tax_invoice',
    supply: 'commission',
    series: platformSeries('invoice', year.code),
    bookingId: facts.id,
    trainerId: facts.trainerId,
    clientId: null,
    recipientName: party.name,
    recipientAddress: party.address,
    recipientGstin: party.gstin,
    recipientState: party.state,
    placeOfSupply: party.state,
    description: `Marketplace commission on ${sessionDescription(facts)}`,
    ...split,
    totalPaise: split.taxablePaise + gstTotal(split),
  };
}

/**
 * A credit note reversing a document in full (CGST Act 2017, section 34; rule 53), copied from
 * what was issued so it matches to the paisa whatever changed since.
 */
export function creditNoteOf(original: TaxDocumentRow, now: Date): DocumentDraft {
  const { year, fields } = issued(now);
  const { id: _id, serial: _serial, ...copied } = original;
  return {
    ...copied,
    ...fields,
    kind: 'credit_note',
    series:
      original.onBehalf === 'platform'
        ? platformSeries('credit_note', year.code)
        : trainerSeries('credit_note', trainerCodeOfSeries(original.series), year.code),
    originalId: original.id,
    description: `Refund: ${original.description} (${original.serial})`,
  };
}

/** 'T00A1/2627' → '00A1'. */
const trainerCodeOfSeries = (series: string) => series.slice(1, series.indexOf('/'));
