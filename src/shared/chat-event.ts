import { z } from 'zod';

/**
 * What a line the system writes into a chat says happened (docs/product/booking.md#reschedule).
 * It is stored as these values, not as words, so that each reader sees it in their page's
 * language (chat-event-line.ts). Lines written before were stored as English text and are shown
 * as they are.
 */
const sessionTime = z.object({
  /** IST calendar date `YYYY-MM-DD`. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The slot label as the API keeps it: '6:00 PM'. */
  timeSlot: z.string().max(20),
});

// One kind so far. A union of one would be written into the OpenAPI document as a `oneOf` with
// `nullable` and no `type`, which validators refuse; a second kind makes it a discriminated union.
export const chatEventSchema = z.object({
  kind: z.literal('session-moved'),
  from: sessionTime,
  to: sessionTime,
});
export type ChatEvent = z.infer<typeof chatEventSchema>;

/** The body an event line is stored with. */
export const chatEventBody = (event: ChatEvent): string => JSON.stringify(event);

/**
 * What a stored message says happened: null for what a person wrote, and for a line the system
 * stored as text before it stored what happened.
 */
export function chatEventOf(row: {
  messageType: 'text' | 'event';
  body: string;
}): ChatEvent | null {
  if (row.messageType !== 'event' || !row.body.startsWith('{')) return null;
  try {
    const parsed = chatEventSchema.safeParse(JSON.parse(row.body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
