import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { FORM_26Q_HEADER, form26qRows, type TdsCredit } from './form-26q';

const credit = (overrides: Partial<TdsCredit> = {}): TdsCredit => ({
  reference: 'payout-1',
  via: 'payout',
  trainerId: 'kabir',
  // Friday 13 March 2026, 10:00 IST
  creditedAt: new Date('2026-03-13T04:30:00.000Z'),
  grossPaise: 750_000,
  tdsPaise: 750,
  tdsRateBp: 10,
  panName: 'Kabir Rao',
  trainerName: 'Kabir R.',
  accountName: 'Kabir Rao',
  panSealed: 'sealed-pan',
  ...overrides,
});

const lines = (credits: TdsCredit[]) =>
  toCsv(
    FORM_26Q_HEADER,
    form26qRows(credits, ({ panSealed }) => (panSealed === 'sealed-pan' ? 'ABCPR1234F' : '')),
  )
    .trimEnd()
    .split('\r\n')
    .slice(1);

describe('Form 26Q deductee rows', () => {
  it('gives each credit under 194-O with the full PAN, date, amount, TDS and rate', () => {
    expect(lines([credit()])).toEqual([
      '02,ABCPR1234F,Kabir Rao,194O,13/03/2026,7500.00,7.50,0.00,0.00,7.50,13/03/2026,0.10,,payout-1,Weekly payout',
    ]);
  });

  it('marks the higher rate without a PAN C, and no deduction within the 194-O(4) limit Y', () => {
    expect(
      lines([
        credit({ panSealed: null, panName: null, tdsPaise: 37_500, tdsRateBp: 500 }),
        credit({ reference: 'transfer-1', via: 'route_transfer', tdsPaise: 0, tdsRateBp: 0 }),
      ]),
    ).toEqual([
      '02,PANNOTAVBL,Kabir R.,194O,13/03/2026,7500.00,375.00,0.00,0.00,375.00,13/03/2026,5.00,C,payout-1,Weekly payout',
      '02,ABCPR1234F,Kabir Rao,194O,13/03/2026,7500.00,0.00,0.00,0.00,0.00,13/03/2026,0.00,Y,transfer-1,Route transfer',
    ]);
  });

  it('opens no PAN for a trainer who gave none', () => {
    const opened: string[] = [];
    form26qRows([credit({ panSealed: null })], ({ trainerId }) => {
      opened.push(trainerId);
      return '';
    });
    expect(opened).toEqual([]);
  });
});
