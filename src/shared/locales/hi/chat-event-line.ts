import type { TranslationOf } from '#shared/catalogue.ts';
import type { CHAT_EVENT_TEXT } from '#shared/chat-event-line.ts';

export default {
  chatEvents: {
    sessionMoved: (from: string, to: string) => `सेशन रीशेड्यूल हुआ: ${from} की जगह अब ${to}`,
  } satisfies TranslationOf<typeof CHAT_EVENT_TEXT>,
};
