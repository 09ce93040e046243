import { type WhatsAppMessage, WhatsAppRefusal, type WhatsAppSender } from './whatsapp';

interface CloudApiOptions {
  /** https://graph.facebook.com/v21.0, or a test's local stand-in. */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  /** The approved template names in the WhatsApp Business account. */
  templates: Record<WhatsAppMessage['template'], string>;
}

const timeout = () => AbortSignal.timeout(15_000);

/**
 * The WhatsApp Cloud API: one POST per message to the business number's /messages, with a
 * template and its body parameters. A 4xx other than 429 is WhatsApp refusing the message (an
 * unknown number, a template not approved): a WhatsAppRefusal. A 429 or 5xx throws to be retried.
 */
export function createCloudApiWhatsApp(options: CloudApiOptions): WhatsAppSender {
  const url = `${options.apiUrl}/${options.phoneNumberId}/messages`;
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          // The API takes the number without its '+'.
          to: message.to.replace(/^\+/, ''),
          type: 'template',
          template: {
            name: options.templates[message.template],
            language: { code: 'en' },
            components: [
              {
                type: 'body',
                parameters: message.parameters.map((text) => ({ type: 'text', text })),
              },
            ],
          },
        }),
        signal: timeout(),
      });
      if (response.ok) return;
      const answer = (await response.json().catch(() => null)) as {
        error?: { message?: string; code?: number };
      } | null;
      const reason = `WhatsApp answered ${response.status}${answer?.error?.message ? `: ${answer.error.message}` : ''}`;
      if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        throw new WhatsAppRefusal(reason);
      }
      throw new Error(reason);
    },
  };
}
