import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#server/http-error.ts';
import { signedInUser } from '#server/plugins/auth.ts';
import { preferredLocale } from '#server/plugins/error-language.ts';
import { holdRefusalSchema } from '#shared/booking-schemas.ts';
import { MESSAGES } from '#shared/messages.ts';
import { REPEAT_MESSAGES } from '#shared/weekly-repeat-messages.ts';
import {
  createRepeatSchema,
  repeatCreatedSchema,
  repeatPreviewResponseSchema,
  repeatPreviewSchema,
} from '#shared/weekly-repeat-schemas.ts';
import { HOLD_RATE_LIMITS } from './bookings.routes';
import type { WeeklyRepeatService } from './weekly-repeat.service';

/**
 * Previews a minute: each reads up to ten weeks of a trainer's bookings, so a script that keeps
 * asking costs the database. A client adjusting weeks and times needs a few dozen at most.
 */
export const REPEAT_PREVIEW_RATE_LIMITS = {
  perAccount: { max: 30 },
  perAddress: { max: 120 },
} as const;

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** POST /api/bookings/repeat/preview and POST /api/bookings/repeat: docs/product/booking.md#weekly-repeat */
export function weeklyRepeatRoutes(service: WeeklyRepeatService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const security = [{ bearer: [] }];
    // Per account in a preHandler: the session is only known once the access guard has run.
    const perAccount = (name: string, max: number) => {
      const limiter = app.createRateLimit({
        max,
        timeWindow: '1 minute',
        keyGenerator: (request) => `${name}:${signedInUser(request).id}`,
      });
      return async (request: FastifyRequest, reply: { header: (k: string, v: number) => void }) => {
        const limit = await limiter(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds);
          throw new HttpError(429, MESSAGES.tooManyRequests);
        }
      };
    };

    app.post(
      '/api/bookings/repeat/preview',
      {
        config: {
          access: 'signed-in',
          rateLimit: { ...REPEAT_PREVIEW_RATE_LIMITS.perAddress, timeWindow: '1 minute' },
        },
        preHandler: perAccount('repeat-preview', REPEAT_PREVIEW_RATE_LIMITS.perAccount.max),
        schema: {
          tags: ['bookings'],
          security,
          description:
            'The weeks of a weekly repeat (2 to 8, same IST weekday and time): which are free, which are taken or closed with up to 3 alternatives, the price of one payment for the free ones and the client’s packs that could pay them. Changes nothing.',
          body: repeatPreviewSchema,
          response: { 200: ok(repeatPreviewResponseSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.preview(signedInUser(request).id, request.body),
      }),
    );

    app.post(
      '/api/bookings/repeat',
      {
        config: {
          access: 'signed-in',
          rateLimit: { ...HOLD_RATE_LIMITS.perAddress, timeWindow: '1 minute' },
        },
        preHandler: perAccount('repeat-account', HOLD_RATE_LIMITS.perAccount.max),
        schema: {
          tags: ['bookings'],
          security,
          description:
            'Books the chosen weeks of a repeat. With `packId`: each session confirmed with one credit of the pack, each in its own transaction; a session whose slot went meanwhile is skipped (`skipped`). Without: a series pack and one pending hold per session (one hold against the hold limits), paid once at `paymentPath`. 409 when no chosen session is free, or when an unpaid hold with this trainer is in the way (`hold`).',
          body: createRepeatSchema,
          response: {
            201: ok(repeatCreatedSchema).extend({ message: z.string() }),
            409: holdRefusalSchema,
          },
        },
      },
      async (request, reply) => {
        const result = await service.create(
          signedInUser(request).id,
          request.body,
          preferredLocale(request.headers['accept-language']),
        );
        if (result.kind === 'refused') {
          return reply.status(409).send({
            success: false as const,
            message: result.message,
            ...(result.hold && { hold: result.hold }),
          });
        }
        const message =
          'bookings' in result.data
            ? REPEAT_MESSAGES.repeatBooked(result.data.bookings.length)
            : REPEAT_MESSAGES.repeatHeld;
        return reply.status(201).send({ success: true as const, message, data: result.data });
      },
    );
  };
}
