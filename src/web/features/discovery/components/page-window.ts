/**
 * docs/product/discovery.md#pagination-and-the-capped-total: the pagination shows the current page
 * and up to two pages either side.
 */
export const PAGE_WINDOW = 2;

export function pageWindow(currentPage: number, totalPages: number): number[] {
  const first = Math.max(1, currentPage - PAGE_WINDOW);
  const last = Math.min(totalPages, currentPage + PAGE_WINDOW);
  const pages: number[] = [];
  for (let page = first; page <= last; page += 1) pages.push(page);
  return pages;
}

/** A page change needs a known location and a page in 1..totalPages (same rule). */
export function canChangePage(locationKnown: boolean, page: number, totalPages: number): boolean {
  return locationKnown && Number.isInteger(page) && page >= 1 && page <= totalPages;
}
