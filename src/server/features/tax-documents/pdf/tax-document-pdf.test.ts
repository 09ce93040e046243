import { describe, expect, it } from 'vitest';
import { formatRupees } from '#shared/money.ts';
import { amountInWords } from '#shared/tax/amount-in-words.ts';
import type { TaxDocumentView } from '#shared/tax/tax-document-view.ts';
import { SAMPLE_MARK } from './pdf-layout';
import { readPdfPages, readPdfText, readPdfTextRuns } from './read-pdf-text';
import {
  sampleBillOfSupply,
  sampleCreditNote,
  sampleInterStateInvoice,
  sampleIntraStateInvoice,
} from './sample-views';
import { renderTaxDocumentPdf } from './tax-document-pdf';

const A4_WIDTH = 595.28;
const MARGIN = 40;

async function printed(view: TaxDocumentView): Promise<string> {
  return readPdfText(await renderTaxDocumentPdf(view));
}

function expectEveryAmount(
  text: string,
  view: TaxDocumentView,
  taxes: ('cgst' | 'sgst' | 'igst')[],
  totalLabel = 'Total',
) {
  for (const line of view.lines) {
    expect(text).toContain(line.description);
    expect(text).toContain(formatRupees(line.taxablePaise));
    expect(text).toContain(formatRupees(line.totalPaise));
    for (const tax of taxes) expect(text).toContain(formatRupees(line[`${tax}Paise`]));
  }
  expect(text).toContain(`${totalLabel} ${formatRupees(view.totals.totalPaise)}`);
  expect(text).toContain(`Amount in words: ${amountInWords(view.totals.totalPaise)}`);
}

describe('renderTaxDocumentPdf', () => {
  it('prints an intra-state tax invoice with its serial, both parties, CGST and SGST and the total in words', async () => {
    const view = sampleIntraStateInvoice;
    const text = await printed(view);

    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`Serial no. ${view.serial}`);
    expect(text).toContain('Date 26 Nov 2026');
    expect(text).toContain('Place of supply Maharashtra (27)');
    expect(text).toContain(view.supplier.name);
    expect(text).toContain(`GSTIN: ${view.supplier.gstin}`);
    expect(text).toContain(`${view.recipient.name}`);
    expect(text).toContain('GSTIN: Unregistered');
    expect(text).toContain(`Taxable value ${formatRupees(view.totals.taxablePaise)}`);
    expect(text).toContain(`CGST ${formatRupees(view.totals.cgstPaise)}`);
    expect(text).toContain(`SGST ${formatRupees(view.totals.sgstPaise)}`);
    expect(text).toContain('₹13.50');
    expect(text).not.toContain('IGST');
    expectEveryAmount(text, view, ['cgst', 'sgst']);
    expect(text).toContain('Rupees One Hundred Seventy-Seven Only');
    for (const note of view.notes) expect(text).toContain(note);
    expect(text).not.toContain(SAMPLE_MARK);
  });

  it('prints an inter-state invoice issued on a trainer’s behalf with IGST only, marked as a sample', async () => {
    const view = sampleInterStateInvoice;
    const text = await printed(view);

    expect(text).toContain(view.serial);
    expect(text).toContain(`GSTIN: ${view.supplier.gstin}`);
    expect(text).toContain(`GSTIN: ${view.recipient.gstin}`);
    expect(text).toContain('Place of supply Haryana (06)');
    expect(text).toContain(
      `Issued by Kasrat (GSTIN ${view.onBehalfOf?.platformGstin}) on behalf of ${view.supplier.name}`,
    );
    expect(text).toContain(`IGST ${formatRupees(view.totals.igstPaise)}`);
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expectEveryAmount(text, view, ['igst']);
    expect(text).toContain('Rupees Fifteen Thousand Five Hundred Only');
    expect(text).toContain(SAMPLE_MARK);
  });

  it('prints a bill of supply without tax columns, with paise in words', async () => {
    const view = sampleBillOfSupply;
    const text = await printed(view);

    expect(text).toContain('Bill of Supply');
    expect(text).toContain(view.serial);
    expect(text).toContain('₹1,589.50');
    expect(text).toContain(
      'Amount in words: Rupees One Thousand Five Hundred Eighty-Nine and Fifty Paise Only',
    );
    for (const column of ['CGST', 'SGST', 'IGST', 'Rate', 'Taxable value']) {
      expect(text).not.toContain(column);
    }
    expect(text).toContain(`on behalf of ${view.supplier.name}`);
  });

  it('prints a credit note with the invoice it reverses', async () => {
    const view = sampleCreditNote;
    const text = await printed(view);

    expect(text).toContain('Credit Note');
    expect(text).toContain(`Credit note no. ${view.serial}`);
    expect(text).toContain('Against original invoice KI/2627/000148 dated 26 Nov 2026');
    expectEveryAmount(text, view, ['cgst', 'sgst'], 'Total credit');
  });

  it('wraps long names, addresses and descriptions inside the page, losing no word', async () => {
    const longWord = 'Shrivenkataramanasubrahmanyeshwaraswamy'.repeat(2);
    const address =
      'Flat 1204, Tower B, Lodha Splendora Phase Two, Ghodbunder Road, Bhayandarpada, Near Hypercity Mall and the Eastern Express Highway junction, Thane West, Thane District, 400615';
    const view: TaxDocumentView = {
      ...sampleInterStateInvoice,
      sample: false,
      supplier: {
        ...sampleInterStateInvoice.supplier,
        name: `${longWord} Fitness Studio`,
        address,
      },
      recipient: { ...sampleInterStateInvoice.recipient, address: address.toUpperCase() },
      lines: sampleInterStateInvoice.lines.map((line) => ({
        ...line,
        description: `${line.description} — ${address}`,
      })),
    };
    const pdf = await renderTaxDocumentPdf(view);
    const runs = await readPdfTextRuns(pdf);

    const outside = runs.filter(
      (run) => run.x < MARGIN - 0.5 || run.x + run.width > A4_WIDTH - MARGIN + 0.5,
    );
    expect(outside).toEqual([]);
    const text = (await readPdfPages(pdf)).join(' ').replace(/ /g, '');
    expect(text).toContain(longWord);
    expect(text).toContain(address.replace(/ /g, ''));
    expect(text).toContain(address.toUpperCase().replace(/ /g, ''));
  });
});
