import type { MailMessage } from './mailer';

/** A header value with a line break would end the header and start another (Bcc: …). */
const LINE_BREAK = /[\r\n\u2028\u2029]/;

export class MailHeaderError extends Error {}

/**
 * Refuses a message any of whose header values (to, subject, and any other field but the
 * bodies) holds a line break, before any adapter sees it: nothing is sent, and the outbox
 * records the failure.
 */
export function assertSafeHeaders(message: MailMessage): void {
  for (const [field, value] of Object.entries(message)) {
    if (field === 'text' || field === 'html') continue;
    assertSafeHeader(field, value);
  }
}

export function assertSafeHeader(field: string, value: unknown): void {
  if (typeof value === 'string' && LINE_BREAK.test(value)) {
    throw new MailHeaderError(`mail refused: the ${field} header holds a line break`);
  }
}
