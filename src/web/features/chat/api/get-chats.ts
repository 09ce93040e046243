import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { chatListResponseSchema } from '#shared/chat-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { chatKeys } from './chat-keys';

export type ChatList = z.infer<typeof chatListResponseSchema>['data'];

export async function getChats(signal?: AbortSignal): Promise<ChatList> {
  const response = await apiRequest<z.infer<typeof chatListResponseSchema>>('/chat', { signal });
  return response.data;
}

export function chatsQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.list(),
    queryFn: ({ signal }) => getChats(signal),
  });
}

export function useChats() {
  return useQuery(chatsQueryOptions());
}
