import type { taxDocument } from '#server/db/schema.ts';
import { SERVICE_NAMES } from '#shared/catalog.ts';
import { basisPointsOf } from '#shared/fees.ts';
import { formatBookingDate, istDate } from '#shared/ist.ts';
import { financialYearOf } from '#shared/tax/financial-year.ts';
import { gstTotal, splitInclusive, splitTax } from '#shared/tax/gst.ts';
import type { StateCode } from '#shared/tax/indian-states.ts';
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

/**
 * What a client paid for in one payment: a booking's session, or a pack of sessions. `pricePaise`
 * is the trainer's price for all of it; `description` names the supply.
 */
export interface SaleTaxFacts
  extends Pick<
    BookingTaxFacts,
    | 'trainerId'
    | 'clientId'
    | 'clientName'
    | 'location'
    | 'pricePaise'
    | 'platformFeePaise'
    | 'gstPaise'
  > {
  bookingId: string | null;
  packId: string | null;
  description: string;
}

export const bookingSale = (facts: BookingTaxFacts): SaleTaxFacts => ({
  ...facts,
  bookingId: facts.id,
  packId: null,
  description: sessionDescription(facts),
});

/** 'Personal Training: pack of 10 sessions' (a weekly repeat paid once: 'weekly repeat of 4 sessions'). */
export const packDescription = (pack: {
  service: BookingTaxFacts['service'];
  kind: 'pack' | 'series';
  sessions: number;
}) =>
  `${SERVICE_NAMES[pack.service]}: ${pack.kind === 'series' ? 'weekly repeat' : 'pack'} of ${pack.sessions} sessions`;

function toClient(sale: SaleTaxFacts) {
  return {
    bookingId: sale.bookingId,
    packId: sale.packId,
    trainerId: sale.trainerId,
    clientId: sale.clientId,
    recipientName: sale.clientName,
    recipientAddress: null,
    recipientGstin: null,
  };
}

/** The session's own document for a booking (the demo seed's entry point). */
export const sessionDocument = (
  facts: BookingTaxFacts,
  party: TrainerTaxParty,
  tax: TaxSettings,
  trainerCode: string,
  now: Date,
) => saleDocument(bookingSale(facts), party, tax, trainerCode, now);

/** The platform fee's invoice for a booking (the demo seed's entry point). */
export const platformFeeDocument = (
  facts: BookingTaxFacts,
  party: TrainerTaxParty,
  tax: TaxSettings,
  now: Date,
) => saleFeeDocument(bookingSale(facts), party, tax, now);

/** Splits `paise` (the supply's price, GST included when the rate is not 0) as a document does. */
export const splitSupply = (
  paise: number,
  gstRateBp: number,
  supplier: StateCode,
  place: StateCode,
) =>
  gstRateBp > 0
    ? splitInclusive(paise, gstRateBp / 100, supplier, place)
    : splitTax(paise, 0, supplier, place);

/**
 * The sessions' own document, on the trainer's behalf: a tax invoice when the trainer gave a
 * GSTIN (the price includes GST), else a bill of supply.
 */
export function saleDocument(
  facts: SaleTaxFacts,
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
    description: facts.description,
    sac: tax.sessionSac,
    gstRateBp: registered ? basisPointsOf(tax.sessionGstPercent) : 0,
    ...split,
    totalPaise: facts.pricePaise,
    sample: tax.platform.sample,
  };
}

/** The platform's tax invoice for the client's platform fee; null when there was none. */
export function saleFeeDocument(
  facts: SaleTaxFacts,
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
    description: `Platform fee for ${facts.description}`,
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
    packId: null,
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
 * A credit note reversing a document (CGST Act 2017, section 34; rule 53), copied from what was
 * issued so it matches to the paisa whatever changed since: in full, or for `refundedPaise` of
 * it (a pack's refunded credits), split at the original's rate.
 */
export function creditNoteOf(
  original: TaxDocumentRow,
  now: Date,
  refundedPaise?: number,
): DocumentDraft {
  const { year, fields } = issued(now);
  const { id: _id, serial: _serial, ...copied } = original;
  const part =
    refundedPaise === undefined || refundedPaise === original.totalPaise
      ? {}
      : {
          ...splitSupply(
            refundedPaise,
            original.gstRateBp,
            original.supplierState as StateCode,
            original.placeOfSupply as StateCode,
          ),
          totalPaise: refundedPaise,
        };
  return {
    ...copied,
    ...part,
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
