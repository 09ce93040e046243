import { describe, expect, it } from 'vitest';
import type { TaxDocumentSummary } from '#shared/tax/tax-documents-api.ts';
import { sessionDocumentsByBooking } from './session-documents';

const doc = (overrides: Partial<TaxDocumentSummary>): TaxDocumentSummary => ({
  id: 'd',
  kind: 'bill_of_supply',
  supply: 'session',
  serial: 'T0001/2526/00001',
  issueDate: '2026-03-02',
  description: 'Personal Training session',
  supplierName: 'Ritu Sharma',
  totalPaise: 150_000,
  bookingId: 'b1',
  packId: null,
  ...overrides,
});

describe('the session documents of each booking', () => {
  it("pairs a session's invoice with its credit note and leaves the fee's invoice out", () => {
    const invoice = doc({ id: 'i1' });
    const note = doc({ id: 'c1', kind: 'credit_note', serial: 'C0001/2526/00001' });
    const fee = doc({ id: 'f1', kind: 'tax_invoice', supply: 'platform_fee' });
    const other = doc({ id: 'i2', kind: 'tax_invoice', bookingId: 'b2' });
    const byBooking = sessionDocumentsByBooking([note, fee, invoice, other]);
    expect(byBooking.get('b1')).toEqual({ invoice, creditNote: note });
    expect(byBooking.get('b2')).toEqual({ invoice: other, creditNote: null });
    expect(byBooking.has('b3')).toBe(false);
  });
});
