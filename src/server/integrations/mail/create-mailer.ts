import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import { assertSafeHeaders } from './mail-headers';
import type { MailOutboxRepository } from './mail-outbox.repository';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';

/** SMTP when SMTP_URL is set, otherwise the embedded mailbox; either refuses injected headers. */
export async function createMailer(
  config: Config['mail'],
  mailbox: MailOutboxRepository,
  log: FastifyBaseLogger,
): Promise<Mailer> {
  const adapter = await mailAdapter(config, mailbox, log);
  return {
    async send(message) {
      assertSafeHeaders(message);
      await adapter.send(message);
    },
  };
}

async function mailAdapter(
  config: Config['mail'],
  mailbox: MailOutboxRepository,
  log: FastifyBaseLogger,
): Promise<Mailer> {
  if (!config.smtpUrl) return createOutboxMailer(mailbox, log);
  const { createSmtpMailer } = await import('./smtp-mailer');
  return createSmtpMailer(config.smtpUrl, config.from);
}
