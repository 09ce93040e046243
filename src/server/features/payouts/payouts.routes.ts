import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '#server/http-error.ts';
import { signedInUser } from '#server/plugins/auth.ts';
import {
  adminPayoutsQuerySchema,
  adminPayoutsResponseSchema,
  failPayoutSchema,
  PAYOUT_MESSAGES,
  payoutActionResponseSchema,
  settlePayoutSchema,
  trainerPayoutsResponseSchema,
} from '#shared/payouts.ts';
import type { PayoutsService } from './payouts.service';

const payoutParams = z.object({ id: z.string().min(1).max(100) });

/**
 * Payouts (docs/product/earnings-and-payouts.md): the admin's list, settle, fail and retry; the
 * trainer's history; the webhook.
 */
export function payoutsRoutes(service: PayoutsService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const security = [{ bearer: [] }];

    app.get(
      '/api/admin/payouts',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'payouts'],
          security,
          description:
            "One week's payouts (the latest week by default), with totals per status and the weeks that have payouts.",
          querystring: adminPayoutsQuerySchema,
          response: { 200: adminPayoutsResponseSchema },
        },
      },
      async (request) => ({ success: true as const, data: await service.adminList(request.query) }),
    );

    app.post(
      '/api/admin/payouts/:id/settle',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'payouts'],
          security,
          description:
            'Marks a manual payout paid once the admin has transferred it, with the bank reference.',
          params: payoutParams,
          body: settlePayoutSchema,
          response: { 200: payoutActionResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: PAYOUT_MESSAGES.settled,
        data: await service.settle(
          request.params.id,
          request.body.transferReference,
          signedInUser(request).id,
        ),
      }),
    );

    app.post(
      '/api/admin/payouts/:id/fail',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'payouts'],
          security,
          description:
            'Marks a payout settled by hand (manual, or RazorpayX after a switch to manual) failed, with the reason; the trainer is e-mailed.',
          params: payoutParams,
          body: failPayoutSchema,
          response: { 200: payoutActionResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: PAYOUT_MESSAGES.markedFailed,
        data: await service.markFailed(request.params.id, request.body.reason),
      }),
    );

    app.post(
      '/api/admin/payouts/:id/retry',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin', 'payouts'],
          security,
          description: 'Sends a failed payout again (back to pending, one more attempt).',
          params: payoutParams,
          response: { 200: payoutActionResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        message: PAYOUT_MESSAGES.retried,
        data: await service.retry(request.params.id),
      }),
    );

    app.get(
      '/api/trainer/payouts',
      {
        config: { access: 'trainer' },
        schema: {
          tags: ['payouts'],
          security,
          description: "The signed-in trainer's weekly payouts, newest first (at most 52).",
          response: { 200: trainerPayoutsResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.trainerHistory(signedInUser(request).id),
      }),
    );

    // The signature covers the exact bytes RazorpayX sent, so this route keeps the raw body.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
        done(null, body);
      });
      raw.post(
        '/api/payouts/razorpayx/webhook',
        {
          config: { access: 'signed' },
          schema: { tags: ['payouts'], response: { 200: z.object({ success: z.literal(true) }) } },
        },
        async (request, reply) => {
          const signature = request.headers['x-razorpay-signature'];
          const accepted = await service.webhook(
            typeof request.body === 'string' ? request.body : '',
            typeof signature === 'string' ? signature : undefined,
          );
          if (!accepted) throw badRequest(PAYOUT_MESSAGES.webhookSignatureInvalid);
          return reply.send({ success: true });
        },
      );
    });
  };
}
