import { QueryClient } from '@tanstack/react-query';
import { isRefusal } from './api-client';

const MAX_RETRIES = 3;

/**
 * The spec's data-cache numbers: identical requests within 2 s are shared, a failed
 * request is retried after 5 s. A 4xx answer will not change on retry, so it is not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 2000,
        retryDelay: 5000,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && !isRefusal(error),
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
