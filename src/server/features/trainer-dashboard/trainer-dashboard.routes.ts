import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '#server/plugins/auth.ts';
import {
  clientsQuerySchema,
  clientsResponseSchema,
  DASHBOARD_MESSAGES,
  dashboardResponseSchema,
  earningsQuerySchema,
  earningsResponseSchema,
  feedbackSelectionResponseSchema,
  feedbackSelectionSchema,
  sessionHistoryQuerySchema,
  sessionHistoryResponseSchema,
  upcomingSessionsResponseSchema,
} from '#shared/trainer-dashboard-api.ts';
import type { TrainerDashboardService } from './trainer-dashboard.service';

/**
 * The trainer dashboard's data (docs/product/trainer-dashboard.md): the caller's own, for trainers
 * only.
 */
export function trainerDashboardRoutes(service: TrainerDashboardService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const trainerOnly = { config: { access: 'trainer' as const } };
    const route = { tags: ['trainer'], security: [{ bearer: [] }] };

    app.get(
      '/api/trainer/dashboard',
      {
        ...trainerOnly,
        schema: {
          ...route,
          description: 'Overview figures from the trainer’s bookings and reviews.',
          response: { 200: dashboardResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.summary(signedInUser(request).id),
      }),
    );

    app.get(
      '/api/trainer/sessions/upcoming',
      {
        ...trainerOnly,
        schema: {
          ...route,
          description: 'Confirmed sessions not yet started, soonest first, and the session counts.',
          response: { 200: upcomingSessionsResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await service.upcoming(signedInUser(request).id)),
      }),
    );

    app.get(
      '/api/trainer/sessions/history',
      {
        ...trainerOnly,
        schema: {
          ...route,
          description:
            'Sessions that started or were cancelled, newest first; pass nextCursor as before for older ones.',
          querystring: sessionHistoryQuerySchema,
          response: { 200: sessionHistoryResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.history(
          signedInUser(request),
          request.query.limit,
          request.query.before,
        ),
      }),
    );

    app.put(
      '/api/trainer/feedback-selection',
      {
        ...trainerOnly,
        schema: {
          ...route,
          description: 'The reviewed sessions shown on the public profile, at most 10.',
          body: feedbackSelectionSchema,
          response: { 200: feedbackSelectionResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: DASHBOARD_MESSAGES.feedbackSaved,
        data: await service.selectFeedback(
          signedInUser(request).id,
          request.body.selectedBookingIds,
        ),
      }),
    );

    app.get(
      '/api/trainer/clients',
      {
        ...trainerOnly,
        schema: {
          ...route,
          description:
            'A page of the clients with a session of the trainer, searchable by name or e-mail, and stats over all of them.',
          querystring: clientsQuerySchema,
          response: { 200: clientsResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await service.clients(signedInUser(request), request.query)),
      }),
    );

    app.get(
      '/api/trainer/earnings',
      {
        ...trainerOnly,
        schema: {
          ...route,
          description:
            'One IST calendar month of sessions: what clients paid and what the trainer earns.',
          querystring: earningsQuerySchema,
          response: { 200: earningsResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.earnings(signedInUser(request), request.query.period),
      }),
    );
  };
}
