import type { SentMessageFiles } from '../sent-message-files';
import type { WhatsAppMessage, WhatsAppSender } from './whatsapp';

export type StoredWhatsAppMessage = WhatsAppMessage & { templateName: string };

/**
 * Embedded default: each message is kept as a file under DATA_DIR (what the Cloud API would
 * have been asked to send, with the template name it would have used) and printed to the log.
 */
export function createStoredWhatsApp(
  files: SentMessageFiles<StoredWhatsAppMessage>,
  templates: Record<WhatsAppMessage['template'], string>,
  now: () => Date,
  log: { info(details: object, message: string): void },
): WhatsAppSender {
  return {
    async send(message) {
      await files.add({ ...message, templateName: templates[message.template] }, now());
      log.info(
        { to: message.to, template: message.template },
        `whatsapp outbox: ${message.parameters.join(' | ')}`,
      );
    },
  };
}
