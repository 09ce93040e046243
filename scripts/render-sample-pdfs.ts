/**
 * Writes one PDF of each tax document and statement, from realistic views, to look at:
 * `node --import tsx scripts/render-sample-pdfs.ts <folder>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderPayoutStatementPdf } from '../src/server/features/tax-documents/pdf/payout-statement-pdf.ts';
import {
  sampleBillOfSupply,
  sampleCreditNote,
  sampleInterStateInvoice,
  sampleIntraStateInvoice,
  samplePayoutStatement,
  sampleTdsStatement,
} from '../src/server/features/tax-documents/pdf/sample-views.ts';
import { renderTaxDocumentPdf } from '../src/server/features/tax-documents/pdf/tax-document-pdf.ts';
import { renderTdsStatementPdf } from '../src/server/features/tax-documents/pdf/tds-statement-pdf.ts';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node --import tsx scripts/render-sample-pdfs.ts <folder>');
  process.exit(2);
}
mkdirSync(folder, { recursive: true });

const documents: [string, () => Promise<Buffer>][] = [
  ['tax-invoice-intra-state.pdf', () => renderTaxDocumentPdf(sampleIntraStateInvoice)],
  ['tax-invoice-inter-state.pdf', () => renderTaxDocumentPdf(sampleInterStateInvoice)],
  ['bill-of-supply.pdf', () => renderTaxDocumentPdf(sampleBillOfSupply)],
  ['credit-note.pdf', () => renderTaxDocumentPdf(sampleCreditNote)],
  ['payout-statement.pdf', () => renderPayoutStatementPdf(samplePayoutStatement())],
  [
    'payout-statement-40-sessions-sample.pdf',
    () => renderPayoutStatementPdf({ ...samplePayoutStatement(40), sample: true }),
  ],
  ['tds-statement.pdf', () => renderTdsStatementPdf(sampleTdsStatement())],
];

for (const [name, render] of documents) {
  const started = performance.now();
  const pdf = await render();
  const file = path.join(folder, name);
  writeFileSync(file, pdf);
  console.log(`${file}: ${pdf.length} bytes in ${Math.round(performance.now() - started)} ms`);
}
