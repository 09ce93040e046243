import { useText } from '#web/lib/i18n/locale-context.ts';
import { listingText } from '../listing.text';
import { pageWindow } from './page-window';

const pageClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold';

export function ListingPagination({
  currentPage,
  totalPages,
  onPage,
}: {
  currentPage: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const text = useText(listingText);
  if (totalPages <= 1) return null;
  const step = (page: number, text: string) => (
    <li>
      <button
        type="button"
        disabled={page < 1 || page > totalPages}
        onClick={() => onPage(page)}
        className={`${pageClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:opacity-50`}
      >
        {text}
      </button>
    </li>
  );
  return (
    <nav aria-label={text.pages} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {step(currentPage - 1, text.previous)}
        {pageWindow(currentPage, totalPages).map((page) => (
          <li key={page}>
            <button
              type="button"
              onClick={() => onPage(page)}
              aria-current={page === currentPage ? 'page' : undefined}
              aria-label={text.page(page)}
              className={`${pageClass} ${
                page === currentPage
                  ? 'bg-brand-700 text-white'
                  : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
              }`}
            >
              {page}
            </button>
          </li>
        ))}
        {step(currentPage + 1, text.next)}
      </ul>
    </nav>
  );
}
