import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '#server/plugins/auth.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import { reviewSchema } from '#shared/booking-schemas.ts';
import type { ReviewsService } from './reviews.service';

const saved = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    rating: z.number().int(),
    comment: z.string().nullable(),
    review: z.string().nullable(),
  }),
});

/**
 * PUT, with POST accepted for the older client
 * (docs/product/sessions-and-reviews.md#review-endpoint).
 */
export function reviewsRoutes(service: ReviewsService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    for (const method of ['PUT', 'POST'] as const) {
      app.route({
        method,
        url: '/api/bookings/:id/review',
        config: { access: 'owner' },
        schema: {
          tags: ['reviews'],
          security: [{ bearer: [] }],
          params: z.object({ id: z.string().min(1).max(100) }),
          body: reviewSchema,
          response: { 200: saved },
        },
        handler: async (request) => ({
          success: true as const,
          message: BOOKING_MESSAGES.ratingSubmitted,
          data: await service.review(request.params.id, signedInUser(request).id, request.body),
        }),
      });
    }
  };
}
