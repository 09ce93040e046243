/** A tax document's kind as stored (docs/product/tax.md#tax-documents). */
export const TAX_DOCUMENT_KINDS = ['tax_invoice', 'bill_of_supply', 'credit_note'] as const;
export type StoredTaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/**
 * What a document is for: the client's platform fee and the trainer's commission are the
 * platform's own supplies; a session is the trainer's, documented on their behalf.
 */
export const TAX_DOCUMENT_SUPPLIES = ['platform_fee', 'commission', 'session'] as const;
export type TaxDocumentSupply = (typeof TAX_DOCUMENT_SUPPLIES)[number];

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * Serials stay within rule 46(b)'s 16 characters. The platform's invoices and credit notes:
 * KI/2627/000001 and KC/2627/000001 (14). Documents issued on a trainer's behalf use the trainer's
 * code: T00A1/2627/00001 and C00A1/2627/00001 (16).
 */
export function platformSeries(kind: 'invoice' | 'credit_note', fyCode: string): string {
  return `${kind === 'invoice' ? 'KI' : 'KC'}/${fyCode}`;
}

export function trainerSeries(
  kind: 'invoice' | 'credit_note',
  trainerCode: string,
  fyCode: string,
): string {
  return `${kind === 'invoice' ? 'T' : 'C'}${trainerCode}/${fyCode}`;
}

export function serialOf(series: string, number: number): string {
  return `${series}/${pad(number, series.startsWith('K') ? 6 : 5)}`;
}

/** A trainer's code from their place in the order trainers first had a document: 1 → 0001. */
export function trainerCode(ordinal: number): string {
  return ordinal.toString(36).toUpperCase().padStart(4, '0');
}
