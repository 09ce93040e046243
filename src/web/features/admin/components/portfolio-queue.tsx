import { useEffect } from 'react';
import { MESSAGES } from '#shared/messages.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { usePortfolioQueue } from '../api/get-portfolio-queue';
import type { QueueView } from '../queue-views';
import { PageNav } from './page-nav';
import { ReviewItem } from './review-item';

interface PortfolioQueueProps {
  view: QueueView;
  page: number;
  onPage: (page: number) => void;
}

export function PortfolioQueue({ view, page, onPage }: PortfolioQueueProps) {
  const queue = usePortfolioQueue(view.status, page);
  const totalPages = queue.data?.pagination.totalPages ?? 0;

  // deciding the last item of the last page leaves that page empty: step back to one with items
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) onPage(totalPages);
  }, [page, totalPages, onPage]);

  if (queue.isPending) return <PageSpinner label="Loading portfolios" />;
  if (queue.isError) {
    const refused = queue.error instanceof ApiError && queue.error.status === 403;
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-medium text-red-800">{queue.error.message || MESSAGES.pageLoadFailed}</p>
        {!refused && (
          <button
            type="button"
            onClick={() => void queue.refetch()}
            className={buttonClass('secondary', 'md', 'mt-4')}
          >
            Retry
          </button>
        )}
      </div>
    );
  }

  const { data: items, pagination } = queue.data;
  if (items.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
        <p className="text-slate-700">{view.empty}</p>
      </div>
    );
  }
  return (
    <div aria-busy={queue.isPlaceholderData}>
      <p className="mb-3 text-sm text-slate-600">
        {pagination.totalCount} {pagination.totalCount === 1 ? 'portfolio' : 'portfolios'}
      </p>
      <ul className="space-y-4">
        {items.map((item) => (
          <ReviewItem key={item.trainerId} item={item} />
        ))}
      </ul>
      <PageNav
        label="Pages of portfolios"
        pagination={pagination}
        onPrevious={() => onPage(page - 1)}
        onNext={() => onPage(page + 1)}
        className="mt-6"
      />
    </div>
  );
}
