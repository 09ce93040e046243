import type { z } from 'zod';
import type { markReadResponseSchema } from '#shared/chat-api.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function markChatRead(chatId: string) {
  const response = await apiRequest<z.infer<typeof markReadResponseSchema>>(
    `/chat/${encodeURIComponent(chatId)}/read`,
    { method: 'PUT' },
  );
  return response.data;
}
