import { useEffect } from 'react';

const BRAND = 'Kasrat';

export function pageTitle(title: string): string {
  return `${title} | ${BRAND}`;
}

/** Sets the document title as "<title> | Kasrat" while the page is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
