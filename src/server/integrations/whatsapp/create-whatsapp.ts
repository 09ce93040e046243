import type { Config } from '#server/config.ts';
import { createSentMessageFiles } from '../sent-message-files';
import { createCloudApiWhatsApp } from './cloud-api-whatsapp';
import { createStoredWhatsApp, type StoredWhatsAppMessage } from './stored-whatsapp';
import type { WhatsAppSender } from './whatsapp';

/** The Cloud API when WHATSAPP_TOKEN is set, otherwise the embedded store under DATA_DIR. */
export function createWhatsApp(
  config: Config['whatsapp'],
  now: () => Date,
  log: { info(details: object, message: string): void },
): WhatsAppSender {
  if (config.kind === 'cloud') return createCloudApiWhatsApp(config);
  return createStoredWhatsApp(
    createSentMessageFiles<StoredWhatsAppMessage>(config.dir),
    config.templates,
    now,
    log,
  );
}
