import { useState } from 'react';
import { KYC_DOCUMENT_LABELS, type KycDocument, type KycDocumentLink } from '#shared/kyc.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { showToast } from '#web/lib/toast.tsx';
import { useOpenKycDocument } from '../api/kyc-document';

/** Aadhaar as printed on the card: "2345 6789 0124". */
const cardNumber = (link: KycDocumentLink) =>
  link.document === 'panImage' ? link.number : link.number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * A document opened on request: the recorded link and the number the trainer typed, side by
 * side, so the reviewer can compare them.
 */
export function KycDocumentViewer({
  trainerId,
  document,
}: {
  trainerId: string;
  document: KycDocument;
}) {
  const open = useOpenKycDocument(trainerId);
  const [link, setLink] = useState<KycDocumentLink | null>(null);
  const label = KYC_DOCUMENT_LABELS[document];

  const onOpen = async () => {
    try {
      setLink(await open.mutateAsync(document));
    } catch (error) {
      void showToast('error', error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <p className="text-sm font-medium text-slate-800">{label}</p>
      {link ? (
        <>
          <a href={link.url} target="_blank" rel="noreferrer" className="mt-2 block">
            <img
              src={link.url}
              alt={`${label} of the trainer`}
              className="aspect-[8/5] w-full rounded-lg bg-slate-100 object-contain"
            />
            <span className="sr-only"> (opens full size in a new tab)</span>
          </a>
          <p className="mt-2 text-sm text-slate-700">
            Number entered:{' '}
            <span className="font-mono font-semibold text-slate-900">{cardNumber(link)}</span>
          </p>
        </>
      ) : (
        <button
          type="button"
          onClick={onOpen}
          disabled={open.isPending}
          className={buttonClass('secondary', 'sm', 'mt-2')}
        >
          {open.isPending ? 'Opening...' : 'View document'}
          <span className="sr-only"> {label}</span>
        </button>
      )}
    </div>
  );
}
