import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '#server/plugins/auth.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { pageQuerySchema } from '#shared/discovery-schemas.ts';
import { adminRefundsResponseSchema } from '#shared/refunds.ts';
import type { RefundsService } from './refunds.service';

const LIST_DEFAULT_LIMIT = 20;
const LIST_MAX_LIMIT = 50;

/**
 * Refunds that failed for good, and their Retry
 * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md), for admins only.
 */
export function refundsRoutes(service: RefundsService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const schema = { tags: ['admin', 'payments'], security: [{ bearer: [] }] };

    app.get(
      '/api/admin/refunds',
      {
        config: { access: 'admin' },
        schema: {
          ...schema,
          description: 'Refunds whose attempts are spent and that nobody has retried yet.',
          querystring: pageQuerySchema,
          response: { 200: adminRefundsResponseSchema },
        },
      },
      async (request) => {
        const page = request.query.page ?? 1;
        const limit = Math.min(request.query.limit ?? LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT);
        return { success: true as const, ...(await service.failedList(page, limit)) };
      },
    );

    app.post(
      '/api/admin/refunds/:id/retry',
      {
        config: { access: 'admin' },
        schema: {
          ...schema,
          description:
            'Sends a failed refund again, as a new refund recording the admin who asked.',
          params: z.object({ id: z.string().min(1).max(100) }),
          response: {
            200: z.object({
              success: z.literal(true),
              message: z.string(),
              data: z.object({ refundId: z.string() }),
            }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: BOOKING_MESSAGES.refundRetried,
        data: await service.retry(request.params.id, signedInUser(request).id),
      }),
    );
  };
}
