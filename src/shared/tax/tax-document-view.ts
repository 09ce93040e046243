import type { StateCode } from './indian-states';

/**
 * A tax document as printed (docs/product/tax.md#tax-documents): everything rule 46 (invoice),
 * rule 49 (bill of supply) or rule 53 (credit note) of the CGST Rules 2017 asks for, already
 * worked out by the server from the stored document. Paise everywhere.
 */
export type TaxDocumentKind = 'tax_invoice' | 'bill_of_supply' | 'credit_note';

export interface TaxParty {
  name: string;
  address: string | null;
  gstin: string | null;
  state: StateCode;
  stateName: string;
}

export interface TaxDocumentLine {
  description: string;
  sac: string;
  taxablePaise: number;
  /** Percent, e.g. 18; 0 on a bill of supply. */
  gstPercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface TaxDocumentView {
  kind: TaxDocumentKind;
  /** "KI/2627/000001": consecutive and unique in its series for the financial year. */
  serial: string;
  /** IST date, YYYY-MM-DD. */
  issueDate: string;
  supplier: TaxParty;
  recipient: TaxParty;
  placeOfSupply: { state: StateCode; stateName: string };
  /** Issued by the platform on a trainer's behalf (the session's own document). */
  onBehalfOf: { platformName: string; platformGstin: string } | null;
  /** A credit note's original document. */
  original: { serial: string; issueDate: string } | null;
  /** The booking it is for: "Personal Training, Sat 28 Nov 2026, 7:00 AM". */
  reference: string;
  lines: TaxDocumentLine[];
  totals: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  };
  /** "Rupees One Thousand Five Hundred Only". */
  totalInWords: string;
  /** Rule 46(p) and the like: "Whether tax is payable on reverse charge: No". */
  notes: string[];
  /** True when the platform identity is the embedded demo's: the PDF says SAMPLE. */
  sample: boolean;
}

/** A payout's statement (screen, mail, PDF): what the trainer earned and what was withheld. */
export interface PayoutStatementView {
  payoutId: string;
  trainerName: string;
  /** Masked PAN (XXXXXX123X) or null when none was given. */
  pan: string | null;
  gstin: string | null;
  weekStart: string;
  weekEnd: string;
  status: 'pending' | 'processing' | 'paid' | 'failed';
  paidAt: string | null;
  transferReference: string | null;
  sessions: {
    bookingId: string;
    sessionDate: string;
    service: string;
    clientName: string;
    grossPaise: number;
    commissionPaise: number;
  }[];
  grossPaise: number;
  /** The commission including its GST, and that GST on its own. */
  commissionPaise: number;
  commissionGstPaise: number;
  tcsPaise: number;
  tdsPaise: number;
  tdsRatePercent: number;
  netPaise: number;
  sample: boolean;
}

/** A trainer's TDS for a financial year: the figures of Form 16A, quarter by quarter. */
export interface TdsStatementView {
  financialYear: string;
  trainerName: string;
  pan: string | null;
  deductor: { name: string; address: string; tan: string | null };
  quarters: {
    quarter: 1 | 2 | 3 | 4;
    grossPaise: number;
    tdsPaise: number;
    payments: {
      date: string;
      reference: string;
      grossPaise: number;
      tdsPaise: number;
      ratePercent: number;
    }[];
  }[];
  grossPaise: number;
  tdsPaise: number;
  tcsPaise: number;
  sample: boolean;
}
