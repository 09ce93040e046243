import type { FastifyInstance } from 'fastify';
import type { ConsentService } from '#server/features/privacy/consent.service.ts';
import type { Ports } from '#server/ports.ts';
import { createAnalyticsRepository } from './analytics.repository';
import { analyticsRoutes } from './analytics.routes';

export async function registerAnalytics(
  app: FastifyInstance,
  { db, now }: Ports,
  consents: Pick<ConsentService, 'allowsAnalytics'>,
) {
  await app.register(
    analyticsRoutes(createAnalyticsRepository(db), now, (userId) =>
      consents.allowsAnalytics(userId),
    ),
  );
}
