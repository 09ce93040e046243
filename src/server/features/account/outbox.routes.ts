import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OutboxRepository } from '#server/integrations/mail/outbox.repository.ts';

/** Dev only: the mail outbox, so a developer (or a browser test) can read a sign-in code. */
export function outboxRoutes(outbox: OutboxRepository) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          querystring: z.object({
            to: z.email().optional(),
            limit: z.coerce.number().int().min(1).max(100).default(20),
          }),
        },
      },
      async (request) => ({
        success: true as const,
        data: await outbox.list(request.query.to, request.query.limit),
      }),
    );
  };
}
