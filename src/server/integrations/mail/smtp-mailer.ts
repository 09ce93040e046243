import nodemailer from 'nodemailer';
import { assertSafeHeader, assertSafeHeaders } from './mail-headers';
import type { Mailer } from './mailer';

/**
 * Production: delivers through SMTP_URL. The timeouts end a stuck server's turn well inside
 * the outbox's claim on the event (5 minutes), so no other process retries a send under way.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  assertSafeHeader('from', from);
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(message) {
      assertSafeHeaders(message);
      await transport.sendMail({ from, ...message });
    },
  };
}
