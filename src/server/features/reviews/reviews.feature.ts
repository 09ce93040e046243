import type { FastifyInstance } from 'fastify';
import type { Ports } from '#server/ports.ts';
import { createReviewsRepository } from './reviews.repository';
import { reviewsRoutes } from './reviews.routes';
import { createReviewsService } from './reviews.service';

export async function registerReviews(app: FastifyInstance, { db, now }: Ports) {
  await app.register(reviewsRoutes(createReviewsService(createReviewsRepository(db), now)));
}
