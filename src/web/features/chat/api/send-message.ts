import type { z } from 'zod';
import type { ChatMessage, sendMessageResponseSchema } from '#shared/chat-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function sendMessage(
  chatId: string,
  message: string,
  clientId: string,
): Promise<ChatMessage> {
  const response = await apiRequest<z.infer<typeof sendMessageResponseSchema>>(
    `/chat/${encodeURIComponent(chatId)}/messages`,
    { method: 'POST', body: { message, clientId } },
  );
  return response.data;
}
