import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeDetails } from '#shared/privacy.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const noticeKey = ['privacy', 'notice'] as const;

export async function getNotice(signal?: AbortSignal): Promise<NoticeDetails> {
  return (await apiRequest<{ data: NoticeDetails }>('/privacy/notice', { signal })).data;
}

/** The notice's version and grievance officer, which configuration names. */
export function useNotice() {
  return useQuery(
    queryOptions({
      queryKey: noticeKey,
      queryFn: ({ signal }) => getNotice(signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
