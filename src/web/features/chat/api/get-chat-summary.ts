import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { chatSummaryResponseSchema } from '#shared/chat-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { chatKeys } from './chat-keys';

type SummaryResponse = z.infer<typeof chatSummaryResponseSchema>;

export async function getChatSummary(signal?: AbortSignal): Promise<number> {
  const response = await apiRequest<SummaryResponse>('/chat/summary', { signal });
  return response.data.total_unread;
}

/** The navbar badge: refreshed on focus; chat_summary events write it between fetches. */
export function chatSummaryQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.summary(),
    queryFn: ({ signal }) => getChatSummary(signal),
    staleTime: 10_000,
    refetchOnWindowFocus: 'always',
  });
}

export function useChatSummary(enabled: boolean) {
  return useQuery({ ...chatSummaryQueryOptions(), enabled });
}
