import { SERVICE_NAMES } from '#shared/catalog.ts';
import { isStateCode, type StateCode, stateName } from '#shared/tax/indian-states.ts';
import type { TaxDocumentView, TaxParty } from '#shared/tax/tax-document-view.ts';
import { formatDocumentDate } from '#shared/tax/tax-documents-api.ts';
import type { TaxSettings } from '#shared/tax/tax-settings.ts';
import { packDescription } from './document-builders';
import type { DocumentFacts } from './tax-documents.repository';

/** The total in words, "Rupees One Thousand Five Hundred Only" (src/shared/tax/amount-in-words.ts). */
export type AmountInWords = (paise: number) => string;

function stateOf(code: string): { state: StateCode; stateName: string } {
  // Documents store codes from INDIAN_STATES; any other is a damaged row, not a user's mistake.
  if (!isStateCode(code)) throw new Error(`a tax document names an unknown state code ${code}`);
  return { state: code, stateName: stateName(code) };
}

const party = (
  name: string,
  address: string | null,
  gstin: string | null,
  state: string,
): TaxParty => ({ name, address, gstin, ...stateOf(state) });

/**
 * 'Personal Training, Wed, 4 Mar 2026, 7:00 AM': the booking a document is for; or its pack,
 * 'Personal Training: pack of 10 sessions'.
 */
export function documentReference({ booking, pack }: DocumentFacts): string {
  if (booking) {
    return `${SERVICE_NAMES[booking.service]}, ${formatDocumentDate(booking.sessionDate)}, ${booking.timeSlot}`;
  }
  if (pack) return packDescription(pack);
  throw new Error('a tax document names neither a booking nor a pack');
}

/**
 * The lines the rules ask to be printed beyond the figures: reverse charge (rule 46(p)), why a
 * bill of supply carries no tax (rule 49), whose supply the platform documents (section 52's
 * operator issues on the supplier's behalf), and what a credit note reverses (rule 53).
 */
function notesOf(facts: DocumentFacts, platformName: string): string[] {
  const { document, original } = facts;
  const notes = ['Whether tax is payable on reverse charge: No'];
  if (
    document.kind === 'bill_of_supply' ||
    (document.kind === 'credit_note' && document.gstRateBp === 0)
  ) {
    notes.push('The supplier is not registered under GST: no tax is charged on this supply.');
  }
  if (document.onBehalf === 'trainer') {
    notes.push(`Issued by ${platformName}, the e-commerce operator, on behalf of the supplier.`);
  }
  if (original) {
    notes.push(
      document.totalPaise < original.totalPaise
        ? `Credit note against ${original.serial} of ${original.issueDate}: part of the supply was not taken and its amount refunded.`
        : `Credit note against ${original.serial} of ${original.issueDate}: the supply was cancelled and its amount refunded in full.`,
    );
  }
  if (document.sample)
    notes.push('SAMPLE: issued by a demonstration deployment, not a valid tax document.');
  return notes;
}

/**
 * A stored document as printed (TaxDocumentView). Every figure and party is the document's own,
 * as issued; only the operator's name on a document issued on a trainer's behalf is today's
 * setting. `inWords` writes the total in words.
 */
export function taxDocumentView(
  facts: DocumentFacts,
  platform: Pick<TaxSettings['platform'], 'legalName' | 'gstin'>,
  inWords: AmountInWords,
): TaxDocumentView {
  const { document } = facts;
  const totals = {
    taxablePaise: document.taxablePaise,
    cgstPaise: document.cgstPaise,
    sgstPaise: document.sgstPaise,
    igstPaise: document.igstPaise,
    totalPaise: document.totalPaise,
  };
  return {
    kind: document.kind,
    serial: document.serial,
    issueDate: document.issueDate,
    supplier: party(
      document.supplierName,
      document.supplierAddress,
      document.supplierGstin,
      document.supplierState,
    ),
    recipient: party(
      document.recipientName,
      document.recipientAddress,
      document.recipientGstin,
      document.recipientState,
    ),
    placeOfSupply: stateOf(document.placeOfSupply),
    onBehalfOf:
      document.onBehalf === 'trainer'
        ? { platformName: platform.legalName, platformGstin: platform.gstin }
        : null,
    original: facts.original && {
      serial: facts.original.serial,
      issueDate: facts.original.issueDate,
    },
    reference: documentReference(facts),
    lines: [
      {
        description: document.description,
        sac: document.sac,
        gstPercent: document.gstRateBp / 100,
        ...totals,
      },
    ],
    totals,
    totalInWords: inWords(document.totalPaise),
    notes: notesOf(facts, platform.legalName),
    sample: document.sample,
  };
}
