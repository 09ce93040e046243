import { useState } from 'react';
import { portfolioPins } from '#shared/portfolio.ts';
import type { PortfolioReviewItem } from '#shared/portfolio-api.ts';
import { PORTFOLIO_STATUS_LABELS } from '#shared/portfolio-status.ts';
import { PortfolioPreview } from '#web/components/portfolio-preview.tsx';
import { useApprovePortfolio } from '../api/approve-portfolio';
import { submittedAtLabel } from '../submitted-at';
import { DecisionButtons } from './decision-buttons';
import { PinDistance } from './pin-distance';
import { RejectDialog } from './reject-dialog';

/** One portfolio in the queue: whose it is, when it came, and what approval would publish. */
export function ReviewItem({ item }: { item: PortfolioReviewItem }) {
  const approve = useApprovePortfolio();
  const [rejecting, setRejecting] = useState(false);
  const awaiting = item.portfolioStatus === 'pending_review';
  const headingId = `review-${item.trainerId}`;

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="grid grid-cols-1 gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]"
      >
        <div className="min-w-0 space-y-3 lg:sticky lg:top-24 lg:self-start">
          <div>
            <h2 id={headingId} className="text-lg font-semibold text-slate-900">
              {item.accountName || item.accountEmail}
            </h2>
            <p className="break-all text-sm text-slate-700">{item.accountEmail}</p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-600">Status</dt>
            <dd className="font-medium text-slate-900">
              {PORTFOLIO_STATUS_LABELS[item.portfolioStatus]}
              {item.published && awaiting && ' (an earlier version is live)'}
            </dd>
            <dt className="text-slate-600">Submitted</dt>
            <dd className="text-slate-900">{submittedAtLabel(item.submittedAt)}</dd>
            {portfolioPins(item.portfolio).map((pin) => (
              <PinDistance key={pin.kind} pin={pin} city={item.portfolio.city} />
            ))}
            {item.rejectionReason && (
              <>
                <dt className="text-slate-600">Reason</dt>
                <dd className="text-slate-900">{item.rejectionReason}</dd>
              </>
            )}
          </dl>
          {awaiting && (
            <DecisionButtons
              approve={() => approve.mutateAsync(item.trainerId)}
              pending={approve.isPending}
              onReject={() => setRejecting(true)}
              className="flex flex-wrap gap-2 pt-1"
            />
          )}
        </div>
        <section
          aria-label={`Preview of ${item.accountName || item.accountEmail}'s portfolio`}
          className="min-w-0"
        >
          <PortfolioPreview portfolio={item.portfolio} rating={null} reviewCount={0} />
        </section>
      </article>
      {awaiting && (
        <RejectDialog
          trainerId={item.trainerId}
          accountName={item.accountName || item.accountEmail}
          open={rejecting}
          onOpenChange={setRejecting}
        />
      )}
    </li>
  );
}
