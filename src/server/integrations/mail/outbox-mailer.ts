import type { FastifyBaseLogger } from 'fastify';
import type { MailOutboxRepository } from './mail-outbox.repository';
import type { Mailer } from './mailer';

/** Embedded default: the message lands in the mail_outbox table and is printed to the log. */
export function createOutboxMailer(mailbox: MailOutboxRepository, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      await mailbox.add(message);
      log.info({ to: message.to, subject: message.subject }, `mail outbox: ${message.text}`);
    },
  };
}
