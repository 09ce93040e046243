import { useState } from 'react';
import { KYC_DOCUMENT_LABELS, KYC_DOCUMENTS, KYC_MESSAGES, kycDetailRows } from '#shared/kyc.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDecideKyc } from '../api/kyc-decision';
import { type KycReview, useKycReview } from '../api/kyc-review';
import { submittedAtLabel } from '../submitted-at';
import { DecisionButtons } from './decision-buttons';
import { KycDocumentViewer } from './kyc-document-viewer';
import { KycRejectDialog } from './kyc-reject-dialog';

const detailRows = (review: KycReview): [string, string | null][] => [
  ...kycDetailRows(review),
  ['Rejection reason', review.kycRejectionReason],
];

/** One submission opened for review: details, documents on request, who looked, the decision. */
export function KycReviewPanel({ trainerId }: { trainerId: string }) {
  const review = useKycReview(trainerId);
  const decide = useDecideKyc();
  const [rejecting, setRejecting] = useState(false);

  if (review.isPending) return <Spinner label="Loading the submission" className="mt-4" />;
  if (review.isError) {
    return (
      <div className="mt-4">
        <LoadError
          error={review.error}
          message={KYC_MESSAGES.loadFailed}
          onRetry={() => review.refetch()}
        />
      </div>
    );
  }
  const data = review.data;
  const awaiting = data.kycStatus === 'partial';

  return (
    <div className="mt-4 space-y-4 border-t border-slate-200 pt-4">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {detailRows(data)
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
      </dl>
      <div className="grid gap-3 sm:grid-cols-3">
        {KYC_DOCUMENTS.filter((document) => data.documents[document]).map((document) => (
          <KycDocumentViewer key={document} trainerId={trainerId} document={document} />
        ))}
      </div>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-medium">
          Document views ({data.documentViews.length})
        </summary>
        {data.documentViews.length === 0 ? (
          <p className="mt-2">Nobody has opened these documents yet.</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {data.documentViews.map((view) => (
              <li key={`${view.document}-${view.viewedAt}-${view.viewerName}`}>
                {view.viewerName} opened {KYC_DOCUMENT_LABELS[view.document]} on{' '}
                {submittedAtLabel(view.viewedAt)}
              </li>
            ))}
          </ul>
        )}
      </details>
      {awaiting && (
        <>
          <DecisionButtons
            approve={() => decide.mutateAsync({ trainerId, action: 'approve' })}
            pending={decide.isPending}
            onReject={() => setRejecting(true)}
            className="flex flex-wrap gap-2"
          />
          <KycRejectDialog
            trainerId={trainerId}
            trainerName={data.trainerName}
            open={rejecting}
            onOpenChange={setRejecting}
          />
        </>
      )}
    </div>
  );
}
