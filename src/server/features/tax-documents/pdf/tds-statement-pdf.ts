import { formatRupees } from '#shared/money.ts';
import { parseFinancialYear, tdsQuarterDates } from '#shared/tax/financial-year.ts';
import type { TdsStatementView } from '#shared/tax/tax-document-view.ts';
import {
  documentDate,
  documentHeading,
  paragraph,
  partyBlocks,
  percent,
  renderPdf,
  sectionHeading,
  summary,
  table,
} from './pdf-layout';

/**
 * A trainer's TDS for a financial year, quarter by quarter as Form 26Q files it and Form 16A
 * certifies it, with the year's TCS beside it.
 */
export function renderTdsStatementPdf(view: TdsStatementView): Promise<Buffer> {
  const title = `TDS Statement FY ${view.financialYear}`;
  return renderPdf(
    { title, footer: `${title} · ${view.trainerName}`, sample: view.sample },
    (pdf) => {
      documentHeading(
        pdf,
        title,
        [
          ['Financial year', view.financialYear],
          ['Section', '194-O, Income-tax Act 1961'],
        ],
        view.sample,
      );
      partyBlocks(pdf, [
        {
          label: 'Deductor',
          name: view.deductor.name,
          lines: [view.deductor.address, `TAN: ${view.deductor.tan ?? 'Not allotted'}`],
        },
        {
          label: 'Deductee',
          name: view.trainerName,
          lines: [`PAN: ${view.pan ?? 'Not furnished (TDS at the higher rate)'}`],
        },
      ]);
      for (const quarter of view.quarters) {
        sectionHeading(pdf, quarterTitle(view.financialYear, quarter.quarter));
        table(
          pdf,
          [
            { header: 'Date', weight: 16 },
            { header: 'Payment', weight: 34 },
            { header: 'Gross', weight: 18, align: 'right' },
            { header: 'Rate', weight: 12, align: 'right' },
            { header: 'TDS', weight: 18, align: 'right' },
          ],
          quarter.payments.map((payment) => [
            documentDate(payment.date),
            payment.reference,
            formatRupees(payment.grossPaise),
            percent(payment.ratePercent),
            formatRupees(payment.tdsPaise),
          ]),
          {
            empty: 'No payments this quarter.',
            footer:
              quarter.payments.length > 0
                ? [
                    `Q${quarter.quarter} total`,
                    '',
                    formatRupees(quarter.grossPaise),
                    '',
                    formatRupees(quarter.tdsPaise),
                  ]
                : undefined,
          },
        );
      }
      summary(pdf, [
        { label: 'Gross paid in the year', value: formatRupees(view.grossPaise) },
        { label: 'TCS collected (CGST Act, section 52)', value: formatRupees(view.tcsPaise) },
        { label: 'TDS deducted', value: formatRupees(view.tdsPaise), strong: true },
      ]);
      paragraph(
        pdf,
        'TDS under section 194-O of the Income-tax Act 1961 is deducted on the gross amount of the sessions facilitated and deposited against the deductee’s PAN, where it shows in Form 26AS. TCS is collected under section 52 of the CGST Act 2017.',
        { size: 7.5 },
      );
    },
  );
}

const QUARTER_NAMES = {
  1: 'April–June',
  2: 'July–September',
  3: 'October–December',
  4: 'January–March',
};

/** "Q1 · April–June (1 Apr 2026 – 30 Jun 2026)". */
function quarterTitle(financialYear: string, quarter: 1 | 2 | 3 | 4): string {
  const year = parseFinancialYear(financialYear);
  if (!year) return `Q${quarter} · ${QUARTER_NAMES[quarter]}`;
  const dates = tdsQuarterDates(year, quarter);
  return `Q${quarter} · ${QUARTER_NAMES[quarter]} (${documentDate(dates.firstDate)} – ${documentDate(dates.lastDate)})`;
}
