import type { FormattedStrings } from './intl';
import type { Locale } from './locale';

/**
 * The contract between the server and the web app's server build, which renders the public
 * pages' HTML (docs/decisions/0048-server-rendering.md).
 */
export interface PageRenderRequest {
  /** The address as asked for, language prefix and query included: '/hi/trainers?page=2'. */
  url: string;
  locale: Locale;
}

export interface RenderedPage {
  /** The markup that goes inside `#root`. */
  html: string;
  pageData: PageData;
}

/** What the page carries for the browser to hydrate it with. */
export interface PageData {
  /** The answers the page was rendered with (TanStack Query's dehydrated cache). */
  queries: unknown;
  /** The numbers and dates as the server wrote them. */
  formatted: FormattedStrings;
}

/** Answers the page's API requests (`/api/…`): the server sends them to its own routes. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** Null when the page is not one the server renders, or its data could not all be loaded. */
export type PageRenderer = (request: PageRenderRequest) => Promise<RenderedPage | null>;

/** What `dist/ssr/render-page.js` exports. */
export interface PageRendererModule {
  createPageRenderer: (transport: ApiTransport) => PageRenderer;
}

/** The element that carries `pageData` in the page, read before the page hydrates. */
export const PAGE_DATA_ELEMENT_ID = 'kasrat-page-data';
