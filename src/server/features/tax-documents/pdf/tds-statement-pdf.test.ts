import { describe, expect, it } from 'vitest';
import { formatRupees } from '#shared/money.ts';
import { SAMPLE_MARK } from './pdf-layout';
import { readPdfPages } from './read-pdf-text';
import { sampleTdsStatement } from './sample-views';
import { renderTdsStatementPdf } from './tds-statement-pdf';

describe('renderTdsStatementPdf', () => {
  it('prints the year, both parties, each quarter’s payments and totals, and the year’s', async () => {
    const view = sampleTdsStatement();
    const pages = await readPdfPages(await renderTdsStatementPdf(view));
    const text = pages.join(' ');

    expect(pages[0]).toContain('TDS Statement FY 2026-27');
    expect(text).toContain(view.deductor.name);
    expect(text).toContain(`TAN: ${view.deductor.tan}`);
    expect(text).toContain(view.trainerName);
    expect(text).toContain(`PAN: ${view.pan}`);
    expect(text).toContain('Q1 · April–June (1 Apr 2026 – 30 Jun 2026)');
    expect(text).toContain('Q4 · January–March (1 Jan 2027 – 31 Mar 2027)');
    expect(text).toContain('No payments this quarter.');
    for (const quarter of view.quarters) {
      for (const payment of quarter.payments) {
        expect(text).toContain(
          `${payment.reference} ${formatRupees(payment.grossPaise)} ${payment.ratePercent}% ${formatRupees(payment.tdsPaise)}`,
        );
      }
      if (quarter.payments.length > 0) {
        expect(text).toContain(
          `Q${quarter.quarter} total ${formatRupees(quarter.grossPaise)} ${formatRupees(quarter.tdsPaise)}`,
        );
      }
    }
    expect(text).toContain('Q3 total ₹1,44,000 ₹126');
    expect(text).toContain(`Gross paid in the year ${formatRupees(view.grossPaise)}`);
    expect(text).toContain('₹6,12,000');
    expect(text).toContain(`TCS collected (CGST Act, section 52) ${formatRupees(view.tcsPaise)}`);
    expect(text).toContain(`TDS deducted ${formatRupees(view.tdsPaise)}`);
    expect(text).not.toContain(SAMPLE_MARK);
  });

  it('marks a sample on every page', async () => {
    const pages = await readPdfPages(
      await renderTdsStatementPdf({ ...sampleTdsStatement(), sample: true }),
    );

    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain(SAMPLE_MARK);
  });
});
