import { catalogue } from '#shared/catalogue.ts';
import { CHAT_MESSAGES } from '#shared/chat-api.ts';

export const messageButtonText = catalogue('messageButton', {
  message: 'Message',
  messageTo: (name: string) => `Message ${name}`,
  createFailed: CHAT_MESSAGES.createFailed,
});
