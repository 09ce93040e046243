import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MailOutboxRepository } from '#server/integrations/mail/mail-outbox.repository.ts';

/**
 * Dev only: the embedded mailbox, so a developer (or a browser test) can read a sign-in code.
 * It first delivers what is due, so it shows a mail the moment its change has committed, as a
 * reader who waited for the delivery a request starts would see it.
 */
export function outboxRoutes(mailbox: MailOutboxRepository, deliverDue: () => Promise<void>) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/dev/outbox',
      {
        config: { access: 'dev-only' },
        schema: {
          tags: ['dev'],
          querystring: z.object({
            to: z.email().optional(),
            limit: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.array(
                z.object({
                  id: z.string(),
                  to: z.string(),
                  subject: z.string(),
                  text: z.string(),
                  createdAt: z.string(),
                }),
              ),
            }),
          },
        },
      },
      async (request) => {
        await deliverDue();
        return {
          success: true as const,
          data: await mailbox.list(request.query.to, request.query.limit),
        };
      },
    );
  };
}
