import type { FastifyInstance } from 'fastify';
import type { Ports } from '#server/ports.ts';
import { createAnalyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './analytics.routes';

export async function registerAnalytics(app: FastifyInstance, { db, now }: Ports) {
  await app.register(analyticsRoutes(createAnalyticsRepository(db), now));
}
