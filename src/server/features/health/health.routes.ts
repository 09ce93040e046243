import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
  uptimeSeconds: z.number(),
});

/**
 * For load balancers (docs/product/discovery.md#health-checks): 200 when the database answers, 503
 * when it does not.
 */
export function healthRoutes(database: { kind: 'pglite' | 'postgres'; ping(): Promise<boolean> }) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    for (const url of ['/health', '/api/health']) {
      app.get(
        url,
        {
          config: { access: 'public' },
          schema: { tags: ['health'], response: { 200: health, 503: health } },
        },
        async (_request, reply) => {
          const reachable = await database.ping().catch(() => false);
          reply.header('cache-control', 'no-store');
          return reply.status(reachable ? 200 : 503).send({
            status: reachable ? 'ok' : 'degraded',
            database: { kind: database.kind, reachable },
            uptimeSeconds: Math.round(process.uptime()),
          });
        },
      );
    }
  };
}
