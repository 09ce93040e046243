import { useEffect } from 'react';
import { useLocation } from '#web/lib/router/router.tsx';

const BRAND = 'Kasrat';

export function pageTitle(title: string): string {
  return `${title} | ${BRAND}`;
}

/** The window event a page sends once it has set its title; analytics.ts waits for it. */
export const PAGE_TITLED_EVENT = 'kasrat:page-titled';

/**
 * Sets the document title as "<title> | Kasrat"; the route's page_view waits for it. An event
 * rather than a call, so pages that set titles do not pull the analytics code along.
 */
export function setPageTitle(title: string) {
  document.title = pageTitle(title);
  window.dispatchEvent(new Event(PAGE_TITLED_EVENT));
}

/** Sets the document title as "<title> | Kasrat" while the page is shown. */
export function usePageTitle(title: string) {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each address's view waits for it
  useEffect(() => {
    setPageTitle(title);
  }, [title, pathname, search]);
}

export function setPageDescription(description: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/** Keeps the description the server put in the head in step with the page shown. */
export function usePageDescription(description: string) {
  useEffect(() => {
    setPageDescription(description);
  }, [description]);
}
