import { istDate } from '#shared/ist.ts';
import { type CsvCell, rupees } from './csv';
import { tdsReturnDate } from './periods';

/** A credit to a trainer that TDS under section 194-O was reckoned on. */
export interface TdsCredit {
  reference: string;
  via: 'payout' | 'route_transfer';
  trainerId: string;
  creditedAt: Date;
  grossPaise: number;
  tdsPaise: number;
  tdsRateBp: number;
  panName: string | null;
  trainerName: string;
  accountName: string;
  /** The PAN as stored, sealed; null when the trainer gave none. */
  panSealed: string | null;
}

export const FORM_26Q_HEADER = [
  'Deductee Code',
  'PAN of the Deductee',
  'Name of the Deductee',
  'Section Code',
  'Date of Payment/Credit',
  'Amount Paid/Credited',
  'TDS',
  'Surcharge',
  'Education Cess',
  'Total Tax Deducted',
  'Date of Deduction',
  'Rate at which Tax Deducted',
  'Reason for Non-deduction/Lower/Higher Deduction',
  'Payment Reference',
  'Paid Through',
];

/** What the return's utilities accept in place of a PAN the deductee never gave. */
export const PAN_NOT_AVAILABLE = 'PANNOTAVBL';

/**
 * The reason code of a row: C for the higher rate of section 206AA without a PAN; Y for no
 * deduction while the year's gross stays within section 194-O(4)'s limit; none otherwise.
 */
function reasonOf(credit: TdsCredit): string | null {
  if (credit.panSealed === null) return credit.tdsPaise > 0 ? 'C' : null;
  return credit.tdsPaise === 0 ? 'Y' : null;
}

/** 10 basis points → '0.10', 500 → '5.00'. */
const ratePercent = (basisPoints: number) =>
  `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;

/**
 * Form 26Q's deductee rows for a quarter (docs/product/tax.md#form-26q): one per credit, under
 * section 194-O, deductee code 02 (an individual). `panOf` opens a sealed PAN; it is called only
 * here, and only for a trainer who gave one.
 */
export function form26qRows(
  credits: readonly TdsCredit[],
  panOf: (credit: TdsCredit & { panSealed: string }) => string,
): CsvCell[][] {
  return credits.map((credit) => {
    const date = tdsReturnDate(istDate(credit.creditedAt));
    const pan =
      credit.panSealed === null
        ? PAN_NOT_AVAILABLE
        : panOf({ ...credit, panSealed: credit.panSealed });
    return [
      '02',
      pan,
      credit.panName ?? (credit.trainerName || credit.accountName),
      '194O',
      date,
      rupees(credit.grossPaise),
      rupees(credit.tdsPaise),
      rupees(0),
      rupees(0),
      rupees(credit.tdsPaise),
      date,
      ratePercent(credit.tdsRateBp),
      reasonOf(credit),
      credit.reference,
      credit.via === 'payout' ? 'Weekly payout' : 'Route transfer',
    ];
  });
}
