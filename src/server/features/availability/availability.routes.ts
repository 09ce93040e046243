import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '#server/plugins/auth.ts';
import { AVAILABILITY_MESSAGES, availabilitySettingsSchema } from '#shared/availability.ts';
import { WEEKDAYS } from '#shared/catalog.ts';
import type { AvailabilityService } from './availability.service';

const settings = z.object({
  workingDays: z.array(z.enum(WEEKDAYS)),
  blockedDays: z.array(z.enum(WEEKDAYS)),
  blockedDates: z.array(z.string()),
});

/**
 * The trainer's own working days, blocked days and blocked dates
 * (docs/product/trainer-dashboard.md#availability-settings).
 */
export function availabilityRoutes(service: AvailabilityService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/trainer/availability-settings',
      {
        config: { access: 'trainer' },
        schema: {
          tags: ['trainer'],
          security: [{ bearer: [] }],
          response: { 200: z.object({ success: z.literal(true), data: settings }) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.get(signedInUser(request).id),
      }),
    );

    app.put(
      '/api/trainer/availability-settings',
      {
        config: { access: 'trainer' },
        schema: {
          tags: ['trainer'],
          security: [{ bearer: [] }],
          description:
            'Replaces the settings. Blocked dates must be real dates from today (IST) on, each once; they come back sorted. New bookings see the change at once.',
          body: availabilitySettingsSchema,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), data: settings }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: AVAILABILITY_MESSAGES.updated,
        data: await service.update(signedInUser(request).id, request.body),
      }),
    );
  };
}
