import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '#server/features/admin/admin.routes.ts';
import type { UploadsService } from '#server/features/uploads/uploads.service.ts';
import type { Ports } from '#server/ports.ts';
import { createTrainerPortfolioRepository } from './trainer-portfolio.repository';
import { trainerPortfolioRoutes } from './trainer-portfolio.routes';
import { createTrainerPortfolioService } from './trainer-portfolio.service';

/** A trainer's portfolio, and the admin's review of it. */
export async function registerTrainerPortfolio(
  app: FastifyInstance,
  { db, config, now }: Ports,
  uploads: UploadsService,
) {
  const portfolios = createTrainerPortfolioService({
    repository: createTrainerPortfolioRepository(db),
    takeUploadedImage: uploads.takeUploadedImage,
    publicUrl: config.publicUrl,
    now,
  });
  await app.register(trainerPortfolioRoutes(portfolios));
  await app.register(adminRoutes(portfolios));
}
