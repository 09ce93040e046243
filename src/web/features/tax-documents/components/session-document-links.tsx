import { useText } from '#web/lib/i18n/locale-context.ts';
import { downloadDocumentPdf } from '../api/download-pdf';
import type { SessionDocuments } from '../session-documents';
import { taxDocumentsText } from '../tax-documents.text';
import { DownloadButton } from './download-button';

/** "Invoice" on a paid session, and "Credit note" once it is refunded: each downloads its PDF. */
export function SessionDocumentLinks({ documents }: { documents: SessionDocuments | undefined }) {
  const text = useText(taxDocumentsText);
  if (!documents) return null;
  const { invoice, creditNote } = documents;
  return (
    <>
      {invoice && (
        <DownloadButton
          variant="ghost"
          label={text.invoiceOf(invoice.serial)}
          download={() => downloadDocumentPdf(invoice)}
        >
          {text.invoice}
        </DownloadButton>
      )}
      {creditNote && (
        <DownloadButton
          variant="ghost"
          label={text.creditNoteOf(creditNote.serial)}
          download={() => downloadDocumentPdf(creditNote)}
        >
          {text.creditNote}
        </DownloadButton>
      )}
    </>
  );
}
