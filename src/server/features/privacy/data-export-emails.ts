import type { MailMessage } from '#server/integrations/mail/mailer.ts';
import { EXPORT_MESSAGES, formatIstInstant } from '#shared/data-export-api.ts';

/** The copy is ready: the signed link, and until when it works (docs/product/privacy.md#download-my-data). */
export function dataExportReadyEmail(mail: {
  to: string;
  name: string;
  link: string;
  expiresAt: Date;
}): MailMessage {
  return {
    to: mail.to,
    subject: EXPORT_MESSAGES.mailSubject,
    text: EXPORT_MESSAGES.mailText(mail.name, mail.link, formatIstInstant(mail.expiresAt)),
  };
}
