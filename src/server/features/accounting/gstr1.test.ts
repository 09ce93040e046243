import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { gstr1Table, type PlatformDocument, placeOfSupplyLabel } from './gstr1';

/** The commission on a ₹1,500 session: ₹75 with GST inside, supplied by a Maharashtra platform. */
const commission = (overrides: Partial<PlatformDocument> = {}): PlatformDocument => ({
  kind: 'tax_invoice',
  serial: 'KI/2526/000001',
  issueDate: '2026-03-04',
  recipientName: 'Ritu Sharma',
  recipientGstin: null,
  supplierState: '27',
  placeOfSupply: '27',
  sac: '998599',
  gstRateBp: 1800,
  taxablePaise: 6356,
  cgstPaise: 572,
  sgstPaise: 572,
  igstPaise: 0,
  totalPaise: 7500,
  originalTotalPaise: null,
  ...overrides,
});
const interState = (overrides: Partial<PlatformDocument> = {}) =>
  commission({ placeOfSupply: '29', cgstPaise: 0, sgstPaise: 0, igstPaise: 1144, ...overrides });

const csvOf = (table: Parameters<typeof gstr1Table>[0], documents: PlatformDocument[]) => {
  const { header, rows } = gstr1Table(table, documents);
  return toCsv(header, rows).trimEnd().split('\r\n');
};

describe('GSTR-1 tables of the platform’s own supplies', () => {
  it('groups B2C small by place of supply and rate: CGST + SGST within the state, IGST across', () => {
    expect(
      csvOf('b2cs', [
        commission(),
        commission({ serial: 'KI/2526/000002' }),
        interState({ serial: 'KI/2526/000003' }),
      ]),
    ).toEqual([
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount',
      'OE,27-Maharashtra,,18,127.12,0.00,,0.00,11.44,11.44',
      'OE,29-Karnataka,,18,63.56,0.00,,11.44,0.00,0.00',
    ]);
  });

  it('nets a credit note against a small supply into B2C small, and leaves it out of CDNUR', () => {
    const note = commission({
      kind: 'credit_note',
      serial: 'KC/2526/000001',
      originalTotalPaise: 7500,
    });
    expect(csvOf('b2cs', [commission(), commission({ serial: 'KI/2526/000002' }), note])).toEqual([
      expect.any(String),
      'OE,27-Maharashtra,,18,63.56,0.00,,0.00,5.72,5.72',
    ]);
    expect(csvOf('cdnur', [note])).toHaveLength(1);
  });

  it('lists a registered recipient’s invoice in B2B and its credit note in CDNR', () => {
    const gstin = '27AAPFU0939F1ZV';
    const invoice = commission({ recipientGstin: gstin });
    const note = commission({
      kind: 'credit_note',
      serial: 'KC/2526/000001',
      issueDate: '2026-03-06',
      recipientGstin: gstin,
      originalTotalPaise: 7500,
    });
    expect(csvOf('b2b', [invoice, note])).toEqual([
      expect.stringContaining('GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date'),
      `${gstin},Ritu Sharma,KI/2526/000001,04-Mar-2026,75.00,27-Maharashtra,N,,Regular B2B,,18,63.56,0.00,0.00,5.72,5.72`,
    ]);
    expect(csvOf('cdnr', [invoice, note])[1]).toBe(
      `${gstin},Ritu Sharma,KC/2526/000001,06-Mar-2026,C,27-Maharashtra,N,Regular B2B,75.00,,18,63.56,0.00,0.00,5.72,5.72`,
    );
    expect(csvOf('b2cs', [invoice, note])).toHaveLength(1);
  });

  it('puts an inter-state invoice above ₹1,00,000 to an unregistered person in B2C large', () => {
    const large = interState({
      taxablePaise: 1_00_000_00,
      igstPaise: 18_000_00,
      totalPaise: 1_18_000_00,
    });
    const note = { ...large, kind: 'credit_note' as const, serial: 'KC/2526/000009' };
    expect(csvOf('b2cl', [large])[1]).toBe(
      'KI/2526/000001,04-Mar-2026,118000.00,29-Karnataka,,18,100000.00,0.00,,18000.00,0.00,0.00',
    );
    expect(csvOf('cdnur', [{ ...note, originalTotalPaise: large.totalPaise }])[1]).toBe(
      'B2CL,KC/2526/000009,04-Mar-2026,C,29-Karnataka,118000.00,,18,100000.00,0.00,18000.00,0.00,0.00',
    );
    expect(csvOf('b2cs', [large])).toHaveLength(1);
  });

  it('sums the HSN/SAC summary net of credit notes, B2B and B2C apart', () => {
    expect(
      csvOf('hsn', [
        commission(),
        interState({ serial: 'KI/2526/000002' }),
        commission({ serial: 'KI/2526/000003', recipientGstin: '27AAPFU0939F1ZV' }),
        commission({ kind: 'credit_note', serial: 'KC/2526/000001', originalTotalPaise: 7500 }),
      ]),
    ).toEqual([
      'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount,Supplies To',
      '998599,Marketplace services,NA,0,75.00,18,63.56,0.00,5.72,5.72,0.00,B2B',
      '998599,Marketplace services,NA,0,75.00,18,63.56,11.44,0.00,0.00,0.00,B2C',
    ]);
  });

  it('names a state as the tool lists it', () => {
    expect(placeOfSupplyLabel('35')).toBe('35-Andaman & Nicobar Islands');
    expect(placeOfSupplyLabel('07')).toBe('07-Delhi');
  });
});
