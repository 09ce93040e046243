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
