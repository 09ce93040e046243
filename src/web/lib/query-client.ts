import { type DehydratedState, hydrate, type Query, QueryClient } from '@tanstack/react-query';
import { isRefusal } from './api-client';

const MAX_RETRIES = 3;
const STALE_MS = 2000;
/** How long the answers a server-rendered page arrived with count as fresh, from hydration. */
const PAGE_DATA_FRESH_MS = 60_000;

/** Query hash → until when (this browser's clock) its answer from the page stays fresh. */
const servedWithPage = new Map<string, { dataUpdatedAt: number; freshUntil: number }>();

/**
 * The spec's data-cache numbers: identical requests within 2 s are shared, a failed
 * request is retried after 5 s. A 4xx answer will not change on retry, so it is not retried.
 * An answer that came with a server-rendered page is not asked for again as the page hydrates,
 * however long the phone took to start it, nor whatever its clock says.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: (query: Query) => {
          const served = servedWithPage.get(query.queryHash);
          return served?.dataUpdatedAt === query.state.dataUpdatedAt
            ? Math.max(STALE_MS, served.freshUntil - served.dataUpdatedAt)
            : STALE_MS;
        },
        retryDelay: 5000,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && !isRefusal(error),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/** Puts the answers the server rendered the page with into the cache (docs/decisions/0048-server-rendering.md). */
export function hydratePageData(client: QueryClient, state: DehydratedState) {
  hydrate(client, state);
  const freshUntil = Date.now() + PAGE_DATA_FRESH_MS;
  for (const query of state.queries) {
    servedWithPage.set(query.queryHash, { dataUpdatedAt: query.state.dataUpdatedAt, freshUntil });
  }
}
