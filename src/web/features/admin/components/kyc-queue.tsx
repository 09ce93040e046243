import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import type { KycReviewStatus } from '#shared/kyc.ts';
import { MESSAGES } from '#shared/messages.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useKycQueue } from '../api/kyc-queue';
import { KycQueueItem } from './kyc-queue-item';
import { PageNav } from './page-nav';
import { StatusTabList } from './status-tab-list';

const VIEWS: { status: KycReviewStatus; label: string; empty: string }[] = [
  { status: 'partial', label: 'Awaiting review', empty: 'No KYC submissions are waiting.' },
  { status: 'completed', label: 'Verified', empty: 'No trainer is verified yet.' },
  { status: 'rejected', label: 'Rejected', empty: 'No KYC submission is rejected.' },
];

/**
 * Trainers' identity checks, compared against their documents by an admin
 * (docs/product/kyc.md#review-by-an-admin).
 */
export function KycQueue() {
  const [status, setStatus] = useState<KycReviewStatus>('partial');
  const [page, setPage] = useState(1);
  return (
    <section aria-labelledby="kyc-queue-heading" className="mt-12">
      <h2 id="kyc-queue-heading" className="text-xl font-bold tracking-tight text-slate-900">
        KYC verification
      </h2>
      <p className="mt-1 text-slate-700">
        Compare each number with the document it is printed on. Every document you open is recorded.
      </p>
      <Tabs.Root
        value={status}
        onValueChange={(next) => {
          setStatus(next as KycReviewStatus);
          setPage(1);
        }}
        className="mt-4"
      >
        <StatusTabList label="KYC submissions by status" views={VIEWS} />
        {VIEWS.map((view) => (
          <Tabs.Content key={view.status} value={view.status} className="mt-4">
            {view.status === status && (
              <KycQueueList status={status} page={page} empty={view.empty} onPage={setPage} />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

interface KycQueueListProps {
  status: KycReviewStatus;
  page: number;
  empty: string;
  onPage: (page: number) => void;
}

function KycQueueList({ status, page, empty, onPage }: KycQueueListProps) {
  const queue = useKycQueue(status, page);
  if (queue.isPending) return <Spinner label="Loading KYC submissions" />;
  if (queue.isError) {
    return (
      <LoadError
        error={queue.error}
        message={MESSAGES.pageLoadFailed}
        onRetry={() => queue.refetch()}
      />
    );
  }
  const { data: items, pagination } = queue.data;
  if (items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
        {empty}
      </p>
    );
  }
  return (
    <div>
      <ul className="space-y-3">
        {items.map((item) => (
          <KycQueueItem key={item.trainerId} item={item} />
        ))}
      </ul>
      <PageNav
        label="Pages of KYC submissions"
        pagination={pagination}
        onPrevious={() => onPage(page - 1)}
        onNext={() => onPage(page + 1)}
        className="mt-4"
      />
    </div>
  );
}
