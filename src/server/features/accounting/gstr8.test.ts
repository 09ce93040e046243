import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { GSTR8_HEADER, gstr8Rows, shareOut, type TrainerSupply } from './gstr8';

const MUMBAI_GSTIN = '27AAPFU0939F1ZV';
const BENGALURU_GSTIN = '29AAGCB7383J1Z4';

const supply = (overrides: Partial<TrainerSupply> = {}): TrainerSupply => ({
  trainerId: 'ritu',
  kind: 'tax_invoice',
  supplierGstin: MUMBAI_GSTIN,
  supplierName: 'Ritu Sharma',
  placeOfSupply: '27',
  recipientGstin: null,
  // ₹1,500 with 18 % GST inside
  taxablePaise: 127_119,
  ...overrides,
});

const lines = (rows: ReturnType<typeof gstr8Rows>) =>
  toCsv(GSTR8_HEADER, rows).trimEnd().split('\r\n').slice(1);

describe('GSTR-8 table 3', () => {
  it('gives each registered trainer their gross, returns, net and the TCS withheld in the month', () => {
    const rows = gstr8Rows(
      [
        supply(),
        supply(),
        supply({ kind: 'credit_note' }),
        supply({
          trainerId: 'kabir',
          supplierGstin: BENGALURU_GSTIN,
          supplierName: 'Kabir Rao',
          placeOfSupply: '27',
        }),
      ],
      [
        { trainerId: 'ritu', name: 'Ritu Sharma', gstin: MUMBAI_GSTIN, tcsPaise: 636 },
        { trainerId: 'kabir', name: 'Kabir Rao', gstin: BENGALURU_GSTIN, tcsPaise: 636 },
      ],
    );
    expect(lines(rows)).toEqual([
      // within Maharashtra: half CGST, half SGST
      `${MUMBAI_GSTIN},Ritu Sharma,Unregistered persons (3B),27-Maharashtra,2542.38,1271.19,1271.19,0.00,3.18,3.18`,
      // a Karnataka trainer's session in Maharashtra is inter-state: IGST
      `${BENGALURU_GSTIN},Kabir Rao,Unregistered persons (3B),27-Maharashtra,1271.19,0.00,1271.19,6.36,0.00,0.00`,
    ]);
  });

  it('lists a trainer TCS was withheld from with no supplies of theirs in the month', () => {
    const rows = gstr8Rows(
      [],
      [{ trainerId: 'ritu', name: 'Ritu Sharma', gstin: MUMBAI_GSTIN, tcsPaise: 101 }],
    );
    expect(lines(rows)).toEqual([
      `${MUMBAI_GSTIN},Ritu Sharma,Unregistered persons (3B),27-Maharashtra,0.00,0.00,0.00,0.00,0.51,0.50`,
    ]);
  });

  it('shares one trainer’s TCS over their rows by net value, to the paisa', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(636, [200_000, 100_000])).toEqual([424, 212]);
    expect(shareOut(5, [0, 0])).toEqual([5, 0]);
    expect(shareOut(7, [10, -3])).toEqual([7, 0]);
  });
});
