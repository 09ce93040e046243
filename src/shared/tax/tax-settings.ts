import type { StateCode } from './indian-states';

/**
 * What Kasrat's tax documents and withholdings follow (docs/product/tax.md). Every rate and
 * threshold is configuration, so a change in the law is a change of setting, not of code; the
 * defaults are the law on 2026-11-26, each with its section.
 */
export interface TaxSettings {
  /** The platform as supplier on its tax invoices (CGST Rules 2017, rule 46(a)). */
  platform: {
    legalName: string;
    address: string;
    /** Validated by its check character; its first two digits are the supplier's state. */
    gstin: string;
    state: StateCode;
    /** Tax deduction account number (Income-tax Act section 203A), printed on TDS statements. */
    tan: string | null;
    /** True when no real GSTIN was configured: documents say they are samples. */
    sample: boolean;
  };
  /**
   * GST on the platform's own supplies (the client's platform fee and the trainer's commission),
   * percent: 18 % for SAC 9985 support services (Notification 11/2017-Central Tax (Rate),
   * item 23). The client's fee uses `GST_PERCENT`; this is the same setting.
   */
  gstPercent: number;
  /** SAC of the platform's facilitation service (fee and commission). */
  platformSac: string;
  /** SAC of a trainer's session: 999723, physical well-being services (fitness). */
  sessionSac: string;
  /** GST rate on a GST-registered trainer's session, percent (999723: 18 %). */
  sessionGstPercent: number;
  /**
   * Income-tax Act 1961, section 194-O(1): TDS by an e-commerce operator on the gross amount of
   * sales of services facilitated, 0.1 % from 1 October 2024 (Finance (No. 2) Act 2024).
   */
  tdsPercent: number;
  /** Section 206AA(1A): 5 % where the participant has not furnished a PAN. */
  tdsNoPanPercent: number;
  /**
   * Section 194-O(4): no TDS for an individual or HUF participant who furnished a PAN while the
   * gross amount in the financial year stays within ₹5,00,000. Paise.
   */
  tdsExemptionPaise: number;
  /**
   * CGST Act 2017, section 52: TCS by an e-commerce operator on the net value of taxable supplies
   * of registered suppliers, 0.5 % (0.25 % CGST + 0.25 % SGST, or 0.5 % IGST) from 10 July 2024
   * (Notification 15/2024-Central Tax).
   */
  tcsPercent: number;
}

export const DEFAULT_TAX_RATES = {
  gstPercent: 18,
  platformSac: '998599',
  sessionSac: '999723',
  sessionGstPercent: 18,
  tdsPercent: 0.1,
  tdsNoPanPercent: 5,
  tdsExemptionPaise: 5_00_000_00,
  tcsPercent: 0.5,
} as const;
