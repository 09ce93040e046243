import { downloadDocumentPdf } from '../api/download-pdf';
import type { SessionDocuments } from '../session-documents';
import { DownloadButton } from './download-button';

/** "Invoice" on a paid session, and "Credit note" once it is refunded: each downloads its PDF. */
export function SessionDocumentLinks({ documents }: { documents: SessionDocuments | undefined }) {
  if (!documents) return null;
  const { invoice, creditNote } = documents;
  return (
    <>
      {invoice && (
        <DownloadButton
          variant="ghost"
          label={`Invoice ${invoice.serial}`}
          download={() => downloadDocumentPdf(invoice)}
        >
          Invoice
        </DownloadButton>
      )}
      {creditNote && (
        <DownloadButton
          variant="ghost"
          label={`Credit note ${creditNote.serial}`}
          download={() => downloadDocumentPdf(creditNote)}
        >
          Credit note
        </DownloadButton>
      )}
    </>
  );
}
