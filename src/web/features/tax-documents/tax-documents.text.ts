import { catalogue } from '#shared/catalogue.ts';
import { formatNumber } from '#shared/intl.ts';
import { TAX_DOCUMENT_KIND_LABELS } from '#shared/tax/tax-documents-api.ts';
import { TAX_MESSAGES } from '#shared/tax/tax-messages.ts';

/** The Tax documents list and the session documents' download buttons. */
export const taxDocumentsText = catalogue('taxDocuments', {
  heading: 'Tax documents',
  kinds: TAX_DOCUMENT_KIND_LABELS,
  issued: (date: string, supplier: string) => `${date} · issued by ${supplier}`,
  downloadPdf: 'Download PDF',
  downloadPdfOf: (kind: string, serial: string) =>
    `Download PDF of ${kind.toLowerCase()} ${serial}`,
  downloading: 'Downloading…',
  loading: 'Loading tax documents',
  pages: 'Tax documents pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) =>
    `Page ${formatNumber(page, 'en')} of ${formatNumber(pages, 'en')}`,
  invoice: 'Invoice',
  invoiceOf: (serial: string) => `Invoice ${serial}`,
  creditNote: 'Credit note',
  creditNoteOf: (serial: string) => `Credit note ${serial}`,
  documentsLoadFailed: TAX_MESSAGES.documentsLoadFailed,
  downloadFailed: TAX_MESSAGES.downloadFailed,
});
