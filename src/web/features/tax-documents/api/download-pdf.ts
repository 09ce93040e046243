import {
  documentFileName,
  payoutStatementFileName,
  type TaxDocumentSummary,
  tdsStatementFileName,
} from '#shared/tax/tax-documents-api.ts';
import { downloadFile } from '#web/lib/download-file.ts';

/** The PDFs need the bearer token, so each is fetched and handed to the browser as a file. */
export function downloadDocumentPdf(document: Pick<TaxDocumentSummary, 'id' | 'serial'>) {
  return downloadFile(
    `/documents/${encodeURIComponent(document.id)}/pdf`,
    documentFileName(document.serial),
  );
}

export function downloadPayoutStatementPdf(payoutId: string, weekStart: string) {
  return downloadFile(
    `/trainer/payouts/${encodeURIComponent(payoutId)}/statement.pdf`,
    payoutStatementFileName(weekStart),
  );
}

export function downloadTdsStatementPdf(year: string) {
  return downloadFile(
    `/trainer/tds-statement.pdf?year=${encodeURIComponent(year)}`,
    tdsStatementFileName(year),
  );
}
