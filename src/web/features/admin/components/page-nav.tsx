import type { Pagination } from '#shared/discovery-types.ts';
import { buttonClass } from '#web/components/ui/button-styles.ts';

interface PageNavProps {
  /** Names the navigation for screen readers: 'Pages of …'. */
  label: string;
  pagination: Pick<Pagination, 'currentPage' | 'totalPages' | 'hasPrevPage' | 'hasNextPage'>;
  onPrevious: () => void;
  onNext: () => void;
  className: string;
}

/** Previous and next under an admin list; nothing when the list fits one page. */
export function PageNav({ label, pagination, onPrevious, onNext, className }: PageNavProps) {
  if (pagination.totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={`${className} flex items-center justify-between`}>
      <button
        type="button"
        disabled={!pagination.hasPrevPage}
        onClick={onPrevious}
        className={buttonClass('secondary', 'md')}
      >
        Previous
      </button>
      <span className="text-sm text-slate-700">
        Page {pagination.currentPage} of {pagination.totalPages}
      </span>
      <button
        type="button"
        disabled={!pagination.hasNextPage}
        onClick={onNext}
        className={buttonClass('secondary', 'md')}
      >
        Next
      </button>
    </nav>
  );
}
