import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '#server/plugins/auth.ts';
import { accountOrAddress } from '#server/plugins/rate-limit-keys.ts';
import {
  declineProposalSchema,
  MAX_CLIENT_MOVES,
  moveBookingSchema,
  moveSlotsQuerySchema,
  moveSlotsSchema,
  proposeMoveSchema,
} from '#shared/booking-moves.ts';
import { userBookingSchema } from '#shared/booking-schemas.ts';
import { strictObject } from '#shared/strict-object.ts';
import type { BookingMovesService } from './booking-moves.service';

/**
 * A move locks the trainer's bookings and writes mails, a meeting update and a chat line: a
 * person makes a handful, a script is stopped at a few a minute.
 */
export const MOVE_RATE_LIMIT = { max: 10, timeWindow: '1 minute', keyGenerator: accountOrAddress };
/** The day picker asks once per day looked at. */
const SLOTS_RATE_LIMIT = { max: 60, timeWindow: '1 minute', keyGenerator: accountOrAddress };

const idParams = z.object({ id: z.string().min(1).max(100) });
const moved = z.object({
  success: z.literal(true),
  message: z.string(),
  data: userBookingSchema,
});
const failure = z.object({ success: z.literal(false), message: z.string() });

/** Moving a confirmed session (docs/product/booking.md#reschedule). */
export function bookingMovesRoutes(service: BookingMovesService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const route = { tags: ['bookings'], security: [{ bearer: [] }], params: idParams };
    const write = { access: 'booking-party' as const, rateLimit: MOVE_RATE_LIMIT };
    const refusals = { 403: failure, 404: failure, 409: failure };

    app.get(
      '/api/bookings/:id/move-slots',
      {
        config: { access: 'booking-party', rateLimit: SLOTS_RATE_LIMIT },
        schema: {
          ...route,
          description:
            "The trainer's free slots of one IST date for this booking's service, its own slot left out.",
          querystring: moveSlotsQuerySchema,
          response: { 200: z.object({ success: z.literal(true), data: moveSlotsSchema }) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.slots(request.params.id, signedInUser(request).id, request.query.date),
      }),
    );

    app.post(
      '/api/bookings/:id/move',
      {
        config: write,
        schema: {
          ...route,
          description: `The client moves a confirmed session to another free slot, 24 hours or more before it starts, at most ${MAX_CLIENT_MOVES} times. 409 with the slot-taken message when the slot went meanwhile: the session keeps its time.`,
          body: moveBookingSchema,
          response: { 200: moved, ...refusals },
        },
      },
      async (request) => {
        const result = await service.move(
          request.params.id,
          signedInUser(request).id,
          request.body,
        );
        return { success: true as const, message: result.message, data: result.booking };
      },
    );

    app.post(
      '/api/bookings/:id/move-proposals',
      {
        config: write,
        schema: {
          ...route,
          description:
            'The trainer proposes a new time; one proposal waits for the client at a time.',
          body: proposeMoveSchema,
          response: { 201: moved, ...refusals },
        },
      },
      async (request, reply) => {
        const result = await service.propose(
          request.params.id,
          signedInUser(request).id,
          request.body,
        );
        return reply
          .status(201)
          .send({ success: true as const, message: result.message, data: result.booking });
      },
    );

    app.post(
      '/api/bookings/:id/move-proposals/accept',
      {
        config: write,
        schema: {
          ...route,
          description: "The client accepts the trainer's proposal: the session moves.",
          body: strictObject({}).nullish(),
          response: { 200: moved, ...refusals },
        },
      },
      async (request) => {
        const result = await service.accept(request.params.id, signedInUser(request).id);
        return { success: true as const, message: result.message, data: result.booking };
      },
    );

    app.post(
      '/api/bookings/:id/move-proposals/decline',
      {
        config: write,
        schema: {
          ...route,
          description:
            "The client declines the trainer's proposal: the session stays, or with `cancel` it is cancelled with a full refund whatever the time left.",
          body: declineProposalSchema.nullish(),
          response: { 200: moved, ...refusals },
        },
      },
      async (request) => {
        const result = await service.decline(
          request.params.id,
          signedInUser(request).id,
          request.body?.cancel === true,
        );
        return { success: true as const, message: result.message, data: result.booking };
      },
    );
  };
}
