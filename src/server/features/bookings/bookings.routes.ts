import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, HttpError } from '#server/http-error.ts';
import { signedInUser } from '#server/plugins/auth.ts';
import { preferredLocale } from '#server/plugins/error-language.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import {
  availableSlotsQuerySchema,
  bookingListQuerySchema,
  cancelBookingSchema,
  createBookingSchema,
  daySlotsSchema,
  holdRefusalSchema,
  trainerAvailabilityQuerySchema,
  userBookingSchema,
} from '#shared/booking-schemas.ts';
import { canAddToCalendar, HOLD_LIMITS } from '#shared/booking-status.ts';
import { paginationSchema } from '#shared/discovery-types.ts';
import { MESSAGES } from '#shared/messages.ts';
import { strictObject } from '#shared/strict-object.ts';
import { bookingCalendar } from './booking-calendar';
import type { BookingsService } from './bookings.service';

/**
 * Attempts at POST /api/bookings a minute. An account needs a few (hold, release, hold again);
 * an address is shared by many phones behind a carrier's NAT, so it gets more.
 */
export const HOLD_RATE_LIMITS = { perAccount: { max: 10 }, perAddress: { max: 60 } } as const;

const idParams = z.object({ id: z.string().min(1).max(100) });
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const okWithMessage = <T extends z.ZodType>(data: T) => ok(data).extend({ message: z.string() });

export function bookingsRoutes(service: BookingsService, publicUrl: string, now: () => Date) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const signedIn = { config: { access: 'signed-in' as const } };
    const bookingParty = { config: { access: 'booking-party' as const } };
    const security = [{ bearer: [] }];
    // A limiter of its own: the plugin runs one route limiter per request, the address's here.
    const holdsPerAccount = app.createRateLimit({
      ...HOLD_RATE_LIMITS.perAccount,
      timeWindow: '1 minute',
      keyGenerator: (request) => `hold-account:${signedInUser(request).id}`,
    });

    app.get(
      '/api/bookings/available-slots',
      {
        config: { access: 'public' },
        schema: {
          tags: ['bookings'],
          description:
            'The slots of one IST date: all offered, those free to book, those taken, and which taken ones are the signed-in caller’s own unpaid holds.',
          querystring: availableSlotsQuerySchema,
          response: { 200: ok(daySlotsSchema) },
        },
      },
      async (request) => {
        const viewer = await app.resolveUser(request);
        const { trainerId, date } = request.query;
        return {
          success: true as const,
          data: await service.daySlots(trainerId, date, viewer?.id ?? null),
        };
      },
    );

    app.get(
      '/api/bookings/trainer-availability',
      {
        config: { access: 'public' },
        schema: {
          tags: ['bookings'],
          querystring: trainerAvailabilityQuerySchema,
          response: {
            200: ok(
              z.object({
                availableDates: z.array(z.object({ date: z.string() })),
                blockedDates: z.array(z.object({ date: z.string(), reason: z.string() })),
              }),
            ),
          },
        },
      },
      async (request) => {
        const viewer = await app.resolveUser(request);
        const { trainerId, startDate, endDate } = request.query;
        return {
          success: true as const,
          data: await service.availability(trainerId, startDate, endDate, viewer?.id ?? null),
        };
      },
    );

    app.post(
      '/api/bookings',
      {
        config: {
          access: 'signed-in',
          // Per address first, before the session is even looked up; per account below.
          rateLimit: { ...HOLD_RATE_LIMITS.perAddress, timeWindow: '1 minute' },
        },
        preHandler: async (request, reply) => {
          const limit = await holdsPerAccount(request);
          if (!limit.isAllowed && limit.isExceeded) {
            reply.header('retry-after', limit.ttlInSeconds);
            throw new HttpError(429, MESSAGES.tooManyRequests);
          }
        },
        schema: {
          tags: ['bookings'],
          security,
          description: `Holds a slot for 15 minutes as a pending booking awaiting payment; with \`packId\`, books it confirmed at once with one credit of the client's pack (409 when the pack cannot pay for it). 409 when the slot is taken, or when the client already has ${HOLD_LIMITS.perTrainer} unpaid hold with this trainer or ${HOLD_LIMITS.perClient} in all (the answer's \`hold\` names the one to pay or release), or has held this slot unpaid ${HOLD_LIMITS.perSlot} times. 429 beyond ${HOLD_RATE_LIMITS.perAccount.max} attempts a minute per account or ${HOLD_RATE_LIMITS.perAddress.max} per client address.`,
          body: createBookingSchema,
          response: { 201: okWithMessage(userBookingSchema), 409: holdRefusalSchema },
        },
      },
      async (request, reply) => {
        const result = await service.hold(
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
        return reply.status(201).send({
          success: true as const,
          message: result.kind === 'booked' ? result.message : BOOKING_MESSAGES.bookingCreated,
          data: result.booking,
        });
      },
    );

    app.get(
      '/api/bookings',
      {
        ...signedIn,
        schema: {
          tags: ['bookings'],
          security,
          description: "The caller's bookings as client and as trainer, newest first.",
          querystring: bookingListQuerySchema,
          response: {
            200: z.object({
              success: z.literal(true),
              data: z.array(userBookingSchema),
              pagination: paginationSchema,
            }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await service.list(signedInUser(request).id, request.query.page, request.query.limit)),
      }),
    );

    app.get(
      '/api/bookings/:id',
      {
        ...bookingParty,
        schema: {
          tags: ['bookings'],
          security,
          params: idParams,
          response: { 200: ok(userBookingSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.get(request.params.id, signedInUser(request).id),
      }),
    );

    app.post(
      '/api/bookings/:id/cancel',
      {
        ...bookingParty,
        schema: {
          tags: ['bookings'],
          security,
          params: idParams,
          body: cancelBookingSchema.nullish(),
          response: { 200: okWithMessage(userBookingSchema) },
        },
      },
      async (request) => {
        const result = await service.cancel(
          request.params.id,
          signedInUser(request).id,
          request.body?.reason,
        );
        return { success: true as const, message: result.message, data: result.booking };
      },
    );

    app.post(
      '/api/bookings/:id/confirm-attendance',
      {
        ...bookingParty,
        schema: {
          tags: ['bookings'],
          security,
          params: idParams,
          body: strictObject({}).nullish(),
          response: { 200: okWithMessage(userBookingSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        message: BOOKING_MESSAGES.attendanceConfirmed,
        data: await service.confirmAttendance(request.params.id, signedInUser(request).id),
      }),
    );

    app.get(
      '/api/bookings/:id/calendar.ics',
      {
        ...bookingParty,
        schema: {
          tags: ['bookings'],
          security,
          params: idParams,
          response: { 200: { content: { 'text/calendar': { schema: z.string() } } } },
        },
      },
      async (request, reply) => {
        const booking = await service.get(request.params.id, signedInUser(request).id);
        // An unpaid hold may expire within minutes; it must not become a calendar entry.
        if (!canAddToCalendar(booking.status))
          throw conflict(BOOKING_MESSAGES.calendarNeedsConfirmed);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="kasrat-session-${booking.sessionDate}.ics"`,
          )
          .send(bookingCalendar(booking, publicUrl, now()));
      },
    );
  };
}
