import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  PERSONAL_DATA_ACCESS_PAGE_LIMIT,
  type PersonalDataAccessPage,
} from '#shared/personal-data-access.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const personalDataAccessKeys = {
  all: ['admin', 'personal-data-access'] as const,
};

export async function getPersonalDataAccess(page: number, signal?: AbortSignal) {
  const body = await apiRequest<{ data: PersonalDataAccessPage }>('/admin/personal-data-access', {
    query: { page, limit: PERSONAL_DATA_ACCESS_PAGE_LIMIT },
    signal,
  });
  return { ...body.data, page };
}

/** Newest first, a page at a time; "Load more" asks for the next one. */
export const personalDataAccessQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: personalDataAccessKeys.all,
    queryFn: ({ pageParam, signal }) => getPersonalDataAccess(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ page, totalCount }) =>
      page * PERSONAL_DATA_ACCESS_PAGE_LIMIT < totalCount ? page + 1 : undefined,
  });

export function usePersonalDataAccess() {
  return useInfiniteQuery(personalDataAccessQueryOptions());
}
