import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FAILED_DELIVERY_MESSAGES,
  failedDeliveriesQuerySchema,
  failedDeliveriesResponseSchema,
  failedDeliveryRetryResponseSchema,
} from '#shared/failed-deliveries.ts';
import type { FailedDeliveriesService } from './failed-deliveries.service';

/** Side effects that gave up, for the admin console: the list and a retry. */
export function failedDeliveriesRoutes(service: FailedDeliveriesService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const security = [{ bearer: [] }];

    app.get(
      '/api/admin/deliveries/failed',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          security,
          description:
            'Side effects (mails, meeting links) the outbox tried its every time without success, oldest first.',
          querystring: failedDeliveriesQuerySchema,
          response: { 200: failedDeliveriesResponseSchema },
        },
      },
      async (request) => ({ success: true as const, data: await service.list(request.query) }),
    );

    app.post(
      '/api/admin/deliveries/:id/retry',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          security,
          description: 'Sends a side effect that gave up again, with a full set of attempts.',
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 200: failedDeliveryRetryResponseSchema },
        },
      },
      async (request) => {
        await service.retry(request.params.id);
        return { success: true as const, message: FAILED_DELIVERY_MESSAGES.retried };
      },
    );
  };
}
