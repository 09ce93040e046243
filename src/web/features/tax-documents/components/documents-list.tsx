import { useState } from 'react';
import { formatRupees } from '#shared/money.ts';
import { formatDocumentDate, type TaxDocumentSummary } from '#shared/tax/tax-documents-api.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { downloadDocumentPdf } from '../api/download-pdf';
import { type DocumentsOwner, useDocuments } from '../api/list-documents';
import { taxDocumentsText } from '../tax-documents.text';
import { DownloadButton } from './download-button';

const KIND_CHIPS: Record<TaxDocumentSummary['kind'], string> = {
  tax_invoice: 'bg-sky-100 text-sky-800',
  bill_of_supply: 'bg-emerald-100 text-emerald-800',
  credit_note: 'bg-amber-100 text-amber-900',
};

/** Documents, one card each: what it is, its serial, date, amount and its PDF. */
export function DocumentsList({ documents }: { documents: TaxDocumentSummary[] }) {
  const locale = useLocale();
  const text = useText(taxDocumentsText);
  return (
    <ul className="space-y-3">
      {documents.map((document) => {
        const kind = text.kinds[document.kind];
        return (
          <li
            key={document.id}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${KIND_CHIPS[document.kind]}`}
                >
                  {kind}
                </span>
                <span className="font-mono text-sm text-slate-800">{document.serial}</span>
              </div>
              <p className="mt-1 text-sm text-slate-700">{document.description}</p>
              <p className="mt-0.5 text-xs text-slate-600">
                {text.issued(formatDocumentDate(document.issueDate, locale), document.supplierName)}
              </p>
            </div>
            <div className="flex shrink-0 items-center justify-between gap-3 sm:justify-end">
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatRupees(document.totalPaise, locale)}
              </span>
              <DownloadButton
                label={text.downloadPdfOf(kind, document.serial)}
                download={() => downloadDocumentPdf(document)}
              >
                {text.downloadPdf}
              </DownloadButton>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

interface DocumentsSectionProps {
  owner: DocumentsOwner;
  /** The section's anchor: the confirmation mail links to it. */
  id: string;
  intro: string;
  empty: string;
  pageSize?: number;
}

/**
 * "Tax documents": a page at a time of the signed-in person's documents, newest first, with
 * their PDFs (docs/product/tax.md#where-people-find-their-documents).
 */
export function DocumentsSection({
  owner,
  id,
  intro,
  empty,
  pageSize = 10,
}: DocumentsSectionProps) {
  const text = useText(taxDocumentsText);
  const [page, setPage] = useState(1);
  const documents = useDocuments(owner, page, pageSize);
  const headingId = `${id}-title`;
  const pagination = documents.data?.pagination;

  return (
    <section id={id} aria-labelledby={headingId} className="mt-8 scroll-mt-24">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {text.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      <div className="mt-4">
        {documents.isPending ? (
          <Spinner label={text.loading} className="py-6" />
        ) : documents.isError ? (
          <LoadError
            error={documents.error}
            message={text.documentsLoadFailed}
            onRetry={() => void documents.refetch()}
          />
        ) : documents.data.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {empty}
          </p>
        ) : (
          <>
            <DocumentsList documents={documents.data.data} />
            {pagination && pagination.totalPages > 1 && (
              <nav
                aria-label={text.pages}
                className="mt-4 flex items-center justify-between gap-3 text-sm"
              >
                <button
                  type="button"
                  disabled={!pagination.hasPrevPage}
                  onClick={() => setPage((current) => current - 1)}
                  className={buttonClass('secondary', 'sm')}
                >
                  {text.previous}
                </button>
                <span className="text-slate-600">
                  {text.pageOf(pagination.currentPage, pagination.totalPages)}
                </span>
                <button
                  type="button"
                  disabled={!pagination.hasNextPage}
                  onClick={() => setPage((current) => current + 1)}
                  className={buttonClass('secondary', 'sm')}
                >
                  {text.next}
                </button>
              </nav>
            )}
          </>
        )}
      </div>
    </section>
  );
}
