import { catalogue } from '#shared/catalogue.ts';
import { STATEMENT_LINE_LABELS } from '#shared/tax/payout-statement-lines.ts';
import { TAX_MESSAGES } from '#shared/tax/tax-messages.ts';

/** A payout's statement and the year's TDS statement on the Earnings tab. */
export const statementsText = catalogue('taxStatements', {
  payout: {
    title: 'Payout statement',
    button: 'Statement',
    buttonLabel: (week: string) => `Statement for ${week}`,
    loading: 'Loading the statement',
    loadFailed: TAX_MESSAGES.statementLoadFailed,
    sample: 'SAMPLE: a demonstration statement, not a real one.',
    trainer: 'Trainer',
    pan: 'PAN',
    notGiven: 'Not given',
    gstin: 'GSTIN',
    status: 'Status',
    /** 'Paid on Sat, 14 Mar 2026' */
    statusOn: (status: string, day: string) => `${status} on ${day}`,
    transferReference: 'Transfer reference',
    figures: 'What you earned and what was withheld',
    lines: STATEMENT_LINE_LABELS,
    sessions: 'Sessions paid',
    session: 'Session',
    gross: 'Gross',
    commission: 'Commission',
  },
  tds: {
    title: 'TDS statement',
    intro: 'Tax withheld from your payouts under section 194-O, for your income-tax return.',
    financialYear: 'Financial year',
    download: (year: string) => `Download PDF of the TDS statement ${year}`,
    loading: 'Loading the TDS statement',
    loadFailed: TAX_MESSAGES.tdsStatementLoadFailed,
    quarters: (year: string) => `TDS withheld in ${year}, by quarter`,
    quarter: 'Quarter',
    grossPaid: 'Gross paid',
    tds: 'TDS',
    /** A quarter of the financial year with its months: 'Q1 (Apr – Jun)'. */
    quarterName: (quarter: number) =>
      `Q${quarter} (${['Apr – Jun', 'Jul – Sep', 'Oct – Dec', 'Jan – Mar'][quarter - 1]})`,
    year: 'Year',
    /** Under the table; `pan` is masked, or null when none was given. */
    details: (pan: string | null, tcs: string, deductor: string, tan: string | null) =>
      `PAN ${pan ?? 'not given (TDS at the higher rate)'} · TCS withheld ${tcs} · deducted by ${deductor}${tan ? ` (TAN ${tan})` : ''}`,
  },
});
