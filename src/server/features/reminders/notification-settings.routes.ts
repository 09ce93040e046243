import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '#server/plugins/auth.ts';
import { accountOrAddress } from '#server/plugins/rate-limit-keys.ts';
import {
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  pushRenewalSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '#shared/notifications-api.ts';
import { REMINDER_MESSAGES as M } from '#shared/reminder-messages.ts';
import type { NotificationSettingsService } from './notification-settings.service';

const ok = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: notificationSettingsSchema,
});

/** Changes a person makes by hand: a flood of them costs writes and push-service calls later. */
export const NOTIFICATION_WRITES_PER_MINUTE = 30;
const writeLimit = {
  max: NOTIFICATION_WRITES_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: accountOrAddress,
};

/** A browser renews its subscription a few times a year; more is someone guessing endpoints. */
export const PUSH_RENEWALS_PER_HOUR = 10;

/** docs/product/reminders.md#settings: the signed-in person's own reminder channels. */
export function notificationSettingsRoutes(service: NotificationSettingsService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const schema = { tags: ['reminders'], security: [{ bearer: [] }] };

    app.get(
      '/api/me/notifications',
      { config: { access: 'signed-in' }, schema: { ...schema, response: { 200: ok } } },
      async (request) => ({
        success: true as const,
        data: await service.settings(signedInUser(request).id),
      }),
    );

    app.put(
      '/api/me/notifications',
      {
        config: { access: 'signed-in', rateLimit: writeLimit },
        schema: { ...schema, body: notificationSettingsUpdateSchema, response: { 200: ok } },
      },
      async (request) => ({
        success: true as const,
        message: M.preferencesSaved,
        data: await service.update(signedInUser(request).id, request.body),
      }),
    );

    app.post(
      '/api/me/push-subscriptions',
      {
        config: { access: 'signed-in', rateLimit: writeLimit },
        schema: { ...schema, body: pushSubscriptionSchema, response: { 201: ok } },
      },
      async (request, reply) => {
        const data = await service.subscribe(
          signedInUser(request).id,
          request.body,
          request.headers['user-agent'] ?? null,
        );
        return reply.code(201).send({ success: true as const, message: M.pushSubscribed, data });
      },
    );

    app.post(
      '/api/push-subscriptions/renewal',
      {
        config: {
          access: 'public',
          // keyed on the resolved client address, the limiter's default
          rateLimit: { max: PUSH_RENEWALS_PER_HOUR, timeWindow: '1 hour' },
        },
        schema: {
          tags: ['reminders'],
          body: pushRenewalSchema,
          response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
        },
      },
      async (request) => {
        await service.renew(request.body);
        return { success: true as const, message: M.pushRenewed };
      },
    );

    app.delete(
      '/api/me/push-subscriptions',
      {
        config: { access: 'signed-in', rateLimit: writeLimit },
        schema: { ...schema, body: pushUnsubscribeSchema, response: { 200: ok } },
      },
      async (request) => ({
        success: true as const,
        message: M.pushUnsubscribed,
        data: await service.unsubscribe(signedInUser(request).id, request.body.endpoint),
      }),
    );
  };
}
