import type { TaxDocumentSummary } from '#shared/tax/tax-documents-api.ts';

/** A paid session's own document and, once refunded, the credit note that reverses it. */
export interface SessionDocuments {
  invoice: TaxDocumentSummary | null;
  creditNote: TaxDocumentSummary | null;
}

/**
 * The session documents of a client's bookings, by booking: the bill of supply or tax invoice
 * issued on the trainer's behalf, and its credit note. The platform fee's own invoice is in the
 * Tax documents list, not on the session.
 */
export function sessionDocumentsByBooking(
  documents: readonly TaxDocumentSummary[],
): Map<string, SessionDocuments> {
  const byBooking = new Map<string, SessionDocuments>();
  for (const document of documents) {
    if (document.supply !== 'session' || document.bookingId === null) continue;
    const found = byBooking.get(document.bookingId) ?? { invoice: null, creditNote: null };
    if (document.kind === 'credit_note') found.creditNote = document;
    else found.invoice = document;
    byBooking.set(document.bookingId, found);
  }
  return byBooking;
}
