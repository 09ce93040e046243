import { useId, useState } from 'react';
import { KYC_STATUS_LABELS, type KycReviewItem } from '#shared/kyc.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { submittedAtLabel } from '../submitted-at';
import { KycReviewPanel } from './kyc-review-panel';

/** One trainer's submission in the queue; the review opens in place. */
export function KycQueueItem({ item }: { item: KycReviewItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = `${panelId}-heading`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-semibold text-slate-900">
              {item.trainerName}
            </h3>
            <p className="break-all text-sm text-slate-700">{item.accountEmail}</p>
            <p className="mt-1 text-sm text-slate-600">
              {KYC_STATUS_LABELS[item.kycStatus]} · submitted {submittedAtLabel(item.submittedAt)}
            </p>
          </div>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            className={buttonClass(open ? 'ghost' : 'secondary', 'md')}
          >
            {open ? 'Close' : 'Review'}
            <span className="sr-only"> KYC of {item.trainerName}</span>
          </button>
        </div>
        <div id={panelId}>{open && <KycReviewPanel trainerId={item.trainerId} />}</div>
      </article>
    </li>
  );
}
