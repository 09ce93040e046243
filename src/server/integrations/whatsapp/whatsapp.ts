/**
 * The WhatsApp port (docs/product/reminders.md#channels): business-initiated messages are
 * approved templates, named here by what they say; the adapter knows their approved names.
 */
export type WhatsAppTemplate = 'reminderDay' | 'reminderHour';

export interface WhatsAppMessage {
  /** E.164 with its '+', as the profile keeps it: '+919876543210'. */
  to: string;
  template: WhatsAppTemplate;
  /** The template body's {{1}}, {{2}}, … in order. */
  parameters: string[];
}

/** `send` delivers, throws to be retried, or throws a WhatsAppRefusal that no retry can fix. */
export interface WhatsAppSender {
  send(message: WhatsAppMessage): Promise<void>;
}

/** WhatsApp refused the message itself (a 4xx other than 429): sending it again cannot succeed. */
export class WhatsAppRefusal extends Error {}
