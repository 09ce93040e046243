/** Spec 01: the pagination shows the current page and up to two pages either side. */
export const PAGE_WINDOW = 2;

export function pageWindow(currentPage: number, totalPages: number): number[] {
  const first = Math.max(1, currentPage - PAGE_WINDOW);
  const last = Math.min(totalPages, currentPage + PAGE_WINDOW);
  const pages: number[] = [];
  for (let page = first; page <= last; page += 1) pages.push(page);
  return pages;
}

/** Spec 01 section 5: a page change needs a known location and a page within 1..totalPages. */
export function canChangePage(locationKnown: boolean, page: number, totalPages: number): boolean {
  return locationKnown && Number.isInteger(page) && page >= 1 && page <= totalPages;
}
