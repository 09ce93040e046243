/** Every chat query key starts here, so signing out or a new message can reach them all. */
export const chatKeys = {
  all: ['chat'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  summary: () => [...chatKeys.all, 'summary'] as const,
  conversation: (chatId: string) => [...chatKeys.all, 'conversation', chatId] as const,
};
