import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';
import type { OutboxRepository } from './outbox.repository';

/** Production: delivers through SMTP_URL and keeps a record of each message and its outcome. */
export function createSmtpMailer(
  smtpUrl: string,
  from: string,
  outbox: OutboxRepository,
  log: FastifyBaseLogger,
): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const id = await outbox.add(message, null);
      try {
        await transport.sendMail({ from, ...message });
        await outbox.markSent(id, new Date(), null);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await outbox.markSent(id, new Date(), reason);
        log.error({ to: message.to, err: error }, 'mail delivery failed');
        throw error;
      }
    },
  };
}
