export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * The mail port: `send` delivers the message or throws; the outbox retries it
 * (docs/product/booking.md#side-effects-after-commit).
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
