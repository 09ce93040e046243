import type { Mailer } from '#server/integrations/mail/mailer.ts';
import type { OutboxRepository } from './outbox.repository';
import { mailEffect } from './side-effect';

/**
 * The mail port for code that sends from outside a transaction of ours (better-auth's sign-in
 * code): "sending" stores the mail in the outbox, and the delivery started after the request sends it.
 */
export function createQueuedMailer(outbox: OutboxRepository, now: () => Date): Mailer {
  return {
    async send(message) {
      await outbox.enqueue([mailEffect(message)], now());
    },
  };
}
