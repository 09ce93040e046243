import { formatRupees } from '../money';

/** The figures of a payout statement, as the payout row holds them (paise). */
export interface PayoutStatementFigures {
  sessionCount: number;
  grossPaise: number;
  /** The commission, GST included, and the GST inside it. */
  commissionPaise: number;
  commissionGstPaise: number;
  tcsPaise: number;
  tdsPaise: number;
  tdsRatePercent: number;
  netPaise: number;
}

export interface PayoutStatementLine {
  label: string;
  paise: number;
  /** Taken from the gross on the way to the net. */
  deducted: boolean;
  /** A figure inside the line above it (the commission's GST), not a step of its own. */
  within: boolean;
  /** What was paid: the statement's bottom line. */
  total: boolean;
}

/**
 * The lines' words: English for the mail and the PDF; a screen passes its page's language.
 * The TDS line names the rate withheld, or the exemption when a PAN's year is still within
 * section 194-O(4)'s limit.
 */
export const STATEMENT_LINE_LABELS = {
  gross: (sessions: number) => `Gross for ${sessions} session${sessions === 1 ? '' : 's'}`,
  commission: 'Commission (GST included)',
  commissionGst: 'GST on the commission (within it)',
  tcs: 'TCS, CGST Act section 52',
  tds: 'TDS, section 194-O',
  tdsAtRate: (percent: number) => `TDS, section 194-O at ${percent}%`,
  tdsExempt: 'TDS, section 194-O (exempt, section 194-O(4))',
  net: 'Net paid to you',
};
export type StatementLineLabels = typeof STATEMENT_LINE_LABELS;

/**
 * The lines of a payout statement, in the order the screen, the mail and the PDF print them
 * (docs/product/tax.md#tds-under-194-o): gross − commission − TCS − TDS = net, the GST inside the
 * commission shown beside it. Example: 5 sessions of ₹1,500 at 5 % commission and 0.1 % TDS →
 * ₹7,500, −₹375 (₹57.20 GST within), −₹0, −₹7.50, ₹7,117.50.
 */
export function payoutStatementLines(
  figures: PayoutStatementFigures,
  labels: StatementLineLabels = STATEMENT_LINE_LABELS,
): PayoutStatementLine[] {
  // Nothing withheld with a PAN means the year's gross is still within section 194-O(4)'s limit.
  const tds =
    figures.tdsRatePercent > 0
      ? labels.tdsAtRate(figures.tdsRatePercent)
      : figures.tdsPaise === 0
        ? labels.tdsExempt
        : labels.tds;
  const line = (label: string, paise: number, deducted: boolean, within = false) => ({
    label,
    paise,
    deducted,
    within,
    total: false,
  });
  return [
    line(labels.gross(figures.sessionCount), figures.grossPaise, false),
    line(labels.commission, figures.commissionPaise, true),
    line(labels.commissionGst, figures.commissionGstPaise, false, true),
    line(labels.tcs, figures.tcsPaise, true),
    line(tds, figures.tdsPaise, true),
    { ...line(labels.net, figures.netPaise, false), total: true },
  ];
}

/** '−₹375' for a deduction, '₹7,500' otherwise; nothing deducted reads '₹0'. */
export function statementAmount(line: Pick<PayoutStatementLine, 'paise' | 'deducted'>): string {
  return line.deducted && line.paise > 0
    ? `−${formatRupees(line.paise)}`
    : formatRupees(line.paise);
}
