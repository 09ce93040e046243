import { describe, expect, it } from 'vitest';
import { formatRupees } from '#shared/money.ts';
import { renderPayoutStatementPdf } from './payout-statement-pdf';
import { readPdfPages, readPdfText } from './read-pdf-text';
import { samplePayoutStatement } from './sample-views';

describe('renderPayoutStatementPdf', () => {
  it('prints the period, every session and each step from gross to net', async () => {
    const view = samplePayoutStatement(12);
    const text = await readPdfText(await renderPayoutStatementPdf(view));

    expect(text).toContain('Payout Statement');
    expect(text).toContain('Period 16 Nov 2026 – 22 Nov 2026');
    expect(text).toContain('Status Paid on 24 Nov 2026');
    expect(text).toContain(`Transfer ref. ${view.transferReference}`);
    expect(text).toContain(view.trainerName);
    expect(text).toContain(`PAN: ${view.pan}`);
    expect(text).toContain(`GSTIN: ${view.gstin}`);
    for (const session of view.sessions) {
      expect(text).toContain(`${session.bookingId} ${formatRupees(session.grossPaise)}`);
    }
    // Every step as the screen and the mail print it (payout-statement-lines.ts).
    expect(text).toContain(`Gross for 12 sessions ${formatRupees(view.grossPaise)}`);
    expect(text).toContain(`Commission (GST included) −${formatRupees(view.commissionPaise)}`);
    expect(text).toContain(
      `GST on the commission (within it) ${formatRupees(view.commissionGstPaise)}`,
    );
    expect(text).toContain(`TCS, CGST Act section 52 −${formatRupees(view.tcsPaise)}`);
    expect(text).toContain(`TDS, section 194-O at 0.1% −${formatRupees(view.tdsPaise)}`);
    expect(text).toContain(`Net paid to you ${formatRupees(view.netPaise)}`);
    expect(view.netPaise).toBe(25_342_88);
    expect(text).toContain('₹25,342.88');
  });

  it('carries 40 sessions over pages under a repeated header without losing a row', async () => {
    const view = samplePayoutStatement(40);
    const pages = await readPdfPages(await renderPayoutStatementPdf(view));

    expect(pages.length).toBeGreaterThan(1);
    const rows = view.sessions.map((session) => session.bookingId);
    expect(new Set(rows).size).toBe(40);
    for (const bookingId of rows) {
      const found = pages.flatMap(
        (page) => page.match(new RegExp(`\\b${bookingId}\\b`, 'g')) ?? [],
      );
      expect(found, bookingId).toHaveLength(1);
    }
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
    });
    const sessionPages = pages.filter((page) => rows.some((bookingId) => page.includes(bookingId)));
    for (const page of sessionPages)
      expect(page).toContain('Date Service Client Booking Gross Commission');
    expect(pages.join(' ')).toContain(`Net paid to you ${formatRupees(view.netPaise)}`);
    expect(pages.join(' ')).toContain('₹1,00,000');
  });

  it('says when a payout is not paid yet and the trainer gave no PAN', async () => {
    const view = {
      ...samplePayoutStatement(1),
      status: 'pending' as const,
      paidAt: null,
      transferReference: null,
      pan: null,
      gstin: null,
    };
    const text = await readPdfText(await renderPayoutStatementPdf(view));

    expect(text).toContain('Status Pending');
    expect(text).not.toContain('Transfer ref.');
    expect(text).toContain('PAN: Not furnished');
    expect(text).toContain('GSTIN: Unregistered');
  });
});
