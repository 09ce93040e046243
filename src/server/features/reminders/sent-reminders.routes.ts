import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SentMessageFiles } from '#server/integrations/sent-message-files.ts';
import type { StoredWhatsAppMessage } from '#server/integrations/whatsapp/stored-whatsapp.ts';
import { indianMobileE164 } from '#shared/notifications-api.ts';
import type { SentPush } from './reminder-deliveries';

/** A page of what a store kept, each with when it was sent. */
const sentList = (shape: z.ZodRawShape) =>
  z.object({
    success: z.literal(true),
    data: z.array(z.object({ ...shape, sentAt: z.string() })),
  });

/**
 * Dev only, as the mailbox is: what the embedded WhatsApp default kept and the pushes sent, so a
 * developer (or a browser test) sees the reminders the demo sent.
 */
export function sentRemindersRoutes(stores: {
  /** Null when the Cloud API sends them. */
  whatsapp: SentMessageFiles<StoredWhatsAppMessage> | null;
  pushes: SentMessageFiles<SentPush>;
}) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const limit = z.coerce.number().int().min(1).max(100).default(20);

    const { whatsapp } = stores;
    if (whatsapp) {
      app.get(
        '/api/dev/whatsapp-outbox',
        {
          config: { access: 'dev-only' },
          schema: {
            tags: ['dev'],
            querystring: z.object({ to: z.string().max(24).optional(), limit }),
            response: {
              200: sentList({
                to: z.string(),
                template: z.string(),
                templateName: z.string(),
                parameters: z.array(z.string()),
              }),
            },
          },
        },
        async (request) => {
          // Delivers what is due first, as the mailbox does.
          await request.server.outbox.drain();
          const to = request.query.to ? indianMobileE164(request.query.to) : null;
          return {
            success: true as const,
            data: await whatsapp.list(
              (message) => !request.query.to || message.to === to,
              request.query.limit,
            ),
          };
        },
      );
    }

    app.get(
      '/api/dev/push-sent',
      {
        config: { access: 'dev-only' },
        schema: {
          tags: ['dev'],
          querystring: z.object({ userId: z.string().max(64).optional(), limit }),
          response: {
            200: sentList({
              userId: z.string(),
              service: z.string(),
              payload: z.object({
                title: z.string(),
                body: z.string(),
                url: z.string(),
                tag: z.string(),
              }),
            }),
          },
        },
      },
      async (request) => {
        await request.server.outbox.drain();
        return {
          success: true as const,
          data: await stores.pushes.list(
            (push) => !request.query.userId || push.userId === request.query.userId,
            request.query.limit,
          ),
        };
      },
    );
  };
}
