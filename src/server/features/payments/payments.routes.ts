import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '#server/http-error.ts';
import type { SandboxGateway } from '#server/integrations/payments/sandbox-gateway.ts';
import { signedInUser } from '#server/plugins/auth.ts';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import {
  createOrderSchema,
  orderSchema,
  packOrderSchema,
  paymentConfigSchema,
  paymentDetailsSchema,
  providerPaymentSchema,
  sandboxCompleteSchema,
  verifyPaymentSchema,
} from '#shared/booking-schemas.ts';
import { PACK_MESSAGES } from '#shared/pack-messages.ts';
import type { PaymentsService } from './payments.service';

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });
const okWithMessage = <T extends z.ZodType>(data: T) => ok(data).extend({ message: z.string() });

export function paymentsRoutes(service: PaymentsService, sandbox: SandboxGateway | null) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const owner = { config: { access: 'owner' as const } };
    const bookingParty = { config: { access: 'booking-party' as const } };
    const security = [{ bearer: [] }];

    app.get(
      '/api/config/payment',
      {
        config: { access: 'public' },
        schema: { tags: ['payments'], response: { 200: ok(paymentConfigSchema) } },
      },
      async () => ({ success: true as const, data: service.config() }),
    );

    app.post(
      '/api/payment/create-order',
      {
        ...owner,
        schema: {
          tags: ['payments'],
          security,
          description:
            "Creates (or returns) the provider order for a held booking, or for a session pack awaiting payment (`packId`), at the server's amount.",
          body: createOrderSchema,
          response: { 200: okWithMessage(z.union([orderSchema, packOrderSchema])) },
        },
      },
      async (request) => {
        const { bookingId, packId, amountPaise } = request.body;
        const userId = signedInUser(request).id;
        return {
          success: true as const,
          message: 'Order created',
          data: packId
            ? await service.createPackOrder(userId, packId, amountPaise)
            : await service.createOrder(userId, bookingId ?? '', amountPaise),
        };
      },
    );

    app.post(
      '/api/payment/verify',
      {
        ...owner,
        schema: {
          tags: ['payments'],
          security,
          body: verifyPaymentSchema,
          response: {
            200: okWithMessage(
              z.union([
                z.object({ bookingId: z.string(), status: z.literal('confirmed') }),
                z.object({ packId: z.string(), status: z.literal('active') }),
              ]),
            ),
          },
        },
      },
      async (request) => {
        const { bookingId, packId } = request.body;
        const userId = signedInUser(request).id;
        if (packId) {
          return {
            success: true as const,
            message: PACK_MESSAGES.packPaid,
            data: await service.verifyPack(userId, { ...request.body, packId }),
          };
        }
        return {
          success: true as const,
          message: BOOKING_MESSAGES.paymentSuccessful,
          data: await service.verify(userId, { ...request.body, bookingId: bookingId ?? '' }),
        };
      },
    );

    app.get(
      '/api/payment/details/:id',
      {
        ...bookingParty,
        schema: {
          tags: ['payments'],
          security,
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 200: ok(paymentDetailsSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.details(signedInUser(request).id, request.params.id),
      }),
    );

    if (sandbox) {
      app.post(
        '/api/payment/sandbox/complete',
        {
          ...owner,
          schema: {
            tags: ['payments'],
            security,
            description:
              "The sandbox provider's checkout: pays (or fails) an order as Razorpay would.",
            body: sandboxCompleteSchema,
            response: {
              200: ok(
                z.union([
                  providerPaymentSchema,
                  z.object({
                    error: z.object({
                      code: z.string(),
                      description: z.string(),
                      reason: z.string(),
                    }),
                  }),
                ]),
              ),
            },
          },
        },
        async (request) => ({
          success: true as const,
          data: await service.sandboxComplete(
            sandbox,
            signedInUser(request).id,
            request.body.orderId,
            request.body.outcome,
            request.body.method ?? 'upi',
          ),
        }),
      );
    }

    // The webhook signature covers the exact bytes sent, so this route keeps the raw body.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
        done(null, body);
      });
      raw.post(
        '/api/payment/webhook',
        {
          config: { access: 'signed' },
          schema: {
            tags: ['payments'],
            response: { 200: z.object({ success: z.literal(true) }) },
          },
        },
        async (request, reply) => {
          const signature = request.headers['x-razorpay-signature'];
          const accepted = await service.webhook(
            typeof request.body === 'string' ? request.body : '',
            typeof signature === 'string' ? signature : undefined,
          );
          if (!accepted) throw badRequest(BOOKING_MESSAGES.webhookSignatureInvalid);
          return reply.send({ success: true });
        },
      );
    });
  };
}
