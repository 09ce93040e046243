import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '#shared/discovery-schemas.ts';
import { portfolioQueueSchema } from '#shared/portfolio-api.ts';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { PORTFOLIO_STATUSES } from '#shared/portfolio-status.ts';
import type { TrainerPortfolioService } from '../trainer-portfolio/trainer-portfolio.service';

const QUEUE_DEFAULT_LIMIT = 20;
const QUEUE_MAX_LIMIT = 50;

const trainerParams = z.object({ trainerId: z.string().min(1).max(100) });
const done = z.object({ success: z.literal(true), message: z.string() });

/**
 * Portfolio approval (docs/product/trainer-portfolio.md#admin-approval-and-rejection), for admins
 * only.
 */
export function adminRoutes(portfolios: TrainerPortfolioService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const adminRoute = { tags: ['admin'], security: [{ bearer: [] }] };

    app.get(
      '/api/admin/portfolios',
      {
        config: { access: 'admin' },
        schema: {
          ...adminRoute,
          description: 'Portfolios in one review state (default pending_review), oldest first.',
          querystring: pageQuerySchema.extend({
            status: z.enum(PORTFOLIO_STATUSES).default('pending_review'),
          }),
          response: { 200: portfolioQueueSchema },
        },
      },
      async (request) => {
        const { status, page = 1 } = request.query;
        const limit = Math.min(request.query.limit ?? QUEUE_DEFAULT_LIMIT, QUEUE_MAX_LIMIT);
        return { success: true as const, ...(await portfolios.queue(status, page, limit)) };
      },
    );

    app.post(
      '/api/admin/portfolios/:trainerId/approve',
      {
        config: { access: 'admin' },
        schema: {
          ...adminRoute,
          description: 'Publishes the revision awaiting review.',
          params: trainerParams,
          response: { 200: done },
        },
      },
      async (request) => {
        await portfolios.approve(request.params.trainerId);
        return { success: true as const, message: PORTFOLIO_MESSAGES.approved };
      },
    );

    app.post(
      '/api/admin/portfolios/:trainerId/reject',
      {
        config: { access: 'admin' },
        schema: {
          ...adminRoute,
          description: 'Sends the revision back with a reason the trainer sees.',
          params: trainerParams,
          body: z.object({
            reason: z
              .string({ error: PORTFOLIO_MESSAGES.reasonRequired })
              .trim()
              .min(1, PORTFOLIO_MESSAGES.reasonRequired)
              .max(500, PORTFOLIO_MESSAGES.tooLong(500)),
          }),
          response: { 200: done },
        },
      },
      async (request) => {
        await portfolios.reject(request.params.trainerId, request.body.reason);
        return { success: true as const, message: PORTFOLIO_MESSAGES.rejected };
      },
    );
  };
}
