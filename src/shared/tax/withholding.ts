import { percentOfPaise } from '../fees';
import type { TaxSettings } from './tax-settings';

/** What decides a trainer's TDS under section 194-O (docs/product/tax.md#tds-under-194-o). */
export interface TdsParty {
  /** A PAN was furnished (KYC). */
  hasPan: boolean;
  /** Individual or HUF: the only participants the ₹5,00,000 exemption covers. Trainers are. */
  individual: boolean;
}

export interface TdsOutcome {
  /** The gross the rate applies to: the payment's, or nothing while exempt. */
  basePaise: number;
  ratePercent: number;
  tdsPaise: number;
  /** The financial year's gross including this payment. */
  yearGrossPaise: number;
}

/**
 * TDS on one payment to a trainer (a payout, or a Route transfer: whichever credits first). The
 * exemption of section 194-O(4) holds while the year's gross, this payment included, stays within
 * the threshold; the payment that crosses it is taxed on its whole gross, and every later one.
 * Example at 0.1 %: ₹4,90,000 before, ₹20,000 now → ₹20 withheld; ₹4,70,000 before → nothing.
 */
export function tdsOn(
  grossPaise: number,
  yearGrossBeforePaise: number,
  party: TdsParty,
  settings: Pick<TaxSettings, 'tdsPercent' | 'tdsNoPanPercent' | 'tdsExemptionPaise'>,
): TdsOutcome {
  const yearGrossPaise = yearGrossBeforePaise + grossPaise;
  if (!party.hasPan) {
    const ratePercent = settings.tdsNoPanPercent;
    return {
      basePaise: grossPaise,
      ratePercent,
      tdsPaise: percentOfPaise(grossPaise, ratePercent),
      yearGrossPaise,
    };
  }
  if (party.individual && yearGrossPaise <= settings.tdsExemptionPaise) {
    return { basePaise: 0, ratePercent: 0, tdsPaise: 0, yearGrossPaise };
  }
  const ratePercent = settings.tdsPercent;
  return {
    basePaise: grossPaise,
    ratePercent,
    tdsPaise: percentOfPaise(grossPaise, ratePercent),
    yearGrossPaise,
  };
}

/**
 * TCS under CGST Act section 52 on a GST-registered trainer's net taxable supplies in a payment
 * (sessions less those refunded); nothing for a trainer without a GSTIN.
 */
export function tcsOn(
  netTaxablePaise: number,
  registered: boolean,
  settings: Pick<TaxSettings, 'tcsPercent'>,
): number {
  if (!registered || netTaxablePaise <= 0) return 0;
  return percentOfPaise(netTaxablePaise, settings.tcsPercent);
}
