import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ChatMessage,
  ChatParticipant,
  chatDetailResponseSchema,
  messagesResponseSchema,
} from '#shared/chat-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { chatKeys } from './chat-keys';

/** One page of a conversation, oldest first; the first page also names the other person. */
export interface ConversationPage {
  messages: ChatMessage[];
  hasMore: boolean;
  participant: ChatParticipant | null;
}

export type ConversationData = InfiniteData<ConversationPage, string | null>;

export async function getConversationPage(
  chatId: string,
  before: string | null,
  signal?: AbortSignal,
): Promise<ConversationPage> {
  const path = `/chat/${encodeURIComponent(chatId)}`;
  if (before === null) {
    const { data } = await apiRequest<z.infer<typeof chatDetailResponseSchema>>(path, { signal });
    return { messages: data.messages, hasMore: data.hasMore, participant: data.participant };
  }
  const response = await apiRequest<z.infer<typeof messagesResponseSchema>>(`${path}/messages`, {
    query: { before },
    signal,
  });
  return { messages: response.data, hasMore: response.hasMore, participant: null };
}

/**
 * Pages run newest to oldest: the first is `GET /chat/{id}`, each next one holds the messages
 * before the oldest shown. The socket keeps it live, so it is not refetched on focus; the
 * screen polls it only while the socket is down.
 */
export function conversationQueryOptions(chatId: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.conversation(chatId),
    queryFn: ({ pageParam, signal }) => getConversationPage(chatId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasMore ? (page.messages[0]?.id ?? undefined) : undefined),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useConversation(chatId: string, pollMs: number | false) {
  return useInfiniteQuery({
    ...conversationQueryOptions(chatId),
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
  });
}
