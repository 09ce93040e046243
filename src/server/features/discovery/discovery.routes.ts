import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nearbyQuerySchema, pageQuerySchema } from '#shared/discovery-schemas.ts';
import {
  nearbyPaginationSchema,
  paginationSchema,
  trainerCardSchema,
  trainerProfileSchema,
  trainerReviewSchema,
} from '#shared/discovery-types.ts';
import type { DiscoveryService } from './discovery.service';

const REVIEWS_DEFAULT_LIMIT = 10;
const REVIEWS_MAX_LIMIT = 50;

const idParams = z.object({ id: z.string().min(1).max(100) });
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const page = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema });

export function discoveryRoutes(service: DiscoveryService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/trainers/nearby',
      {
        config: { access: 'public' },
        schema: {
          tags: ['discovery'],
          description:
            'Approved trainers within `radius` km (default 100; India-wide with the online filter, docs/decisions/0019-online-trainers-india-wide.md). ' +
            '`sort`: `nearest` (default: distance, ties by rating; online: rating, ties by the soonest free slot), ' +
            '`rating` (best rated first, "New" last, then distance; online: then the soonest free slot), ' +
            '`price_low` / `price_high` (by `fromPricePaise`, the lowest enabled price, then distance; online: then rating); ' +
            'ties by id, so page 2 continues page 1. Each card carries `verified` (KYC completed, portfolio approved), ' +
            '`completedSessions` and `fromPricePaise`. Public; the same with a token.',
          querystring: nearbyQuerySchema,
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.array(trainerCardSchema),
              pagination: nearbyPaginationSchema,
            }),
          },
        },
      },
      async (request) => ({ success: true as const, ...(await service.nearby(request.query)) }),
    );

    app.get(
      '/api/trainers/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['discovery'],
          params: idParams,
          response: { 200: ok(trainerProfileSchema) },
        },
      },
      async (request) => {
        const viewer = await app.resolveUser(request);
        return {
          success: true as const,
          data: await service.profile(request.params.id, viewer?.id ?? null),
        };
      },
    );

    app.get(
      '/api/trainers/:id/reviews',
      {
        config: { access: 'public' },
        schema: {
          tags: ['discovery'],
          params: idParams,
          querystring: pageQuerySchema,
          response: { 200: page(trainerReviewSchema) },
        },
      },
      async (request) => {
        const limit = Math.min(request.query.limit ?? REVIEWS_DEFAULT_LIMIT, REVIEWS_MAX_LIMIT);
        const result = await service.reviews(request.params.id, request.query.page ?? 1, limit);
        return { success: true as const, ...result };
      },
    );

    app.get(
      '/api/trainers/:id/selected-feedback',
      {
        config: { access: 'public' },
        schema: {
          tags: ['discovery'],
          params: idParams,
          response: { 200: ok(z.array(trainerReviewSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.selectedFeedback(request.params.id),
      }),
    );
  };
}
