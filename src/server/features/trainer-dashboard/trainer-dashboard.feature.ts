import type { FastifyInstance } from 'fastify';
import type { Ports } from '#server/ports.ts';
import { createTrainerDashboardRepository } from './trainer-dashboard.repository';
import { trainerDashboardRoutes } from './trainer-dashboard.routes';
import { createTrainerDashboardService } from './trainer-dashboard.service';

export async function registerTrainerDashboard(app: FastifyInstance, { db, now }: Ports) {
  await app.register(
    trainerDashboardRoutes(
      createTrainerDashboardService(createTrainerDashboardRepository(db), now),
    ),
  );
}
