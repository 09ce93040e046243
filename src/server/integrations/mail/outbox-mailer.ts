import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mailer';
import type { OutboxRepository } from './outbox.repository';

/** Embedded default: the message stays in the outbox table and is printed to the log. */
export function createOutboxMailer(outbox: OutboxRepository, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await outbox.add(message, null);
      log.info({ to: message.to, subject: message.subject }, `mail outbox: ${message.text}`);
    },
  };
}
