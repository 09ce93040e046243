import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsEventSchema } from '#shared/account-schemas.ts';
import type { AnalyticsRepository } from './analytics.repository';

export const EVENTS_PER_MINUTE_PER_ADDRESS = 600;

/**
 * First-party analytics: the page's events and page views, stored for our own reports. A
 * signed-in person's events are kept only with their `analytics` consent
 * (docs/product/privacy.md#consent); the answer is the same either way.
 */
export function analyticsRoutes(
  repository: AnalyticsRepository,
  now: () => Date,
  allowsAnalytics: (userId: string) => Promise<boolean>,
) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/api/events',
      {
        // Per address: many phones in India share one carrier-grade NAT address, and a listing
        // visit alone sends a dozen events, so the cap is for floods, not for busy networks.
        config: {
          access: 'public',
          rateLimit: { max: EVENTS_PER_MINUTE_PER_ADDRESS, timeWindow: '1 minute' },
        },
        schema: {
          tags: ['analytics'],
          body: analyticsEventSchema,
          response: { 202: z.object({ success: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        const user = await app.resolveUser(request).catch(() => null);
        if (user && !(await allowsAnalytics(user.id))) {
          return reply.status(202).send({ success: true as const });
        }
        await repository.add({
          name: request.body.name,
          userId: user?.id ?? null,
          path: request.body.path ?? null,
          params: request.body.params ?? null,
          at: now(),
        });
        return reply.status(202).send({ success: true as const });
      },
    );
  };
}
