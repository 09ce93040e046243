import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '#server/plugins/auth.ts';
import { portfolioSchema, serviceOffersSchema, serviceOffersShape } from '#shared/portfolio.ts';
import { profileDataSchema, trainerPortfolioSchema } from '#shared/portfolio-api.ts';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import type { TrainerPortfolioService } from './trainer-portfolio.service';

const saved = z.object({
  success: z.literal(true),
  message: z.string(),
  data: trainerPortfolioSchema,
});

/** The trainer's own portfolio and services (docs/product/trainer-portfolio.md). */
export function trainerPortfolioRoutes(service: TrainerPortfolioService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const trainerRoute = { tags: ['trainer'], security: [{ bearer: [] }] };

    app.get(
      '/api/trainer/profile-data',
      {
        config: { access: 'trainer' },
        schema: {
          ...trainerRoute,
          description: 'The last saved portfolio (or the published one) with its review state.',
          response: { 200: z.object({ success: z.literal(true), data: profileDataSchema }) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.profileData(signedInUser(request).id),
      }),
    );

    app.put(
      '/api/trainer/portfolio',
      {
        config: { access: 'trainer' },
        schema: {
          ...trainerRoute,
          description:
            'Saves the whole portfolio for admin review; the public profile keeps the approved version until then. On failure `errors` maps each field path to its message. Images must be the caller’s own uploads (GET /api/upload-url).',
          body: portfolioSchema,
          response: { 200: saved },
        },
      },
      async (request) => ({
        success: true as const,
        message: PORTFOLIO_MESSAGES.saved,
        data: await service.save(signedInUser(request).id, request.body),
      }),
    );

    app.get(
      '/api/trainer/services',
      {
        config: { access: 'trainer' },
        schema: {
          ...trainerRoute,
          response: {
            200: z.object({ success: z.literal(true), data: serviceOffersShape }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.services(signedInUser(request).id),
      }),
    );

    app.put(
      '/api/trainer/services',
      {
        config: { access: 'trainer' },
        schema: {
          ...trainerRoute,
          description:
            'The services of the portfolio, as its Services tab has them: prices in rupees, at least ₹50 for an enabled service. A complete portfolio goes to admin review.',
          body: serviceOffersSchema,
          response: { 200: saved },
        },
      },
      async (request) => ({
        success: true as const,
        message: PORTFOLIO_MESSAGES.servicesSaved,
        data: await service.saveServices(signedInUser(request).id, request.body),
      }),
    );
  };
}
