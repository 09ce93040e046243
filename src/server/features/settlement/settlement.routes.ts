import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from '#server/http-error.ts';
import type { SettlementService } from './settlement.service';

export const SETTLEMENT_MESSAGES = {
  webhookSignatureInvalid: 'Invalid webhook signature',
} as const;

/** Each webhook answer costs a signature check and a transaction; Razorpay sends a few a minute. */
const WEBHOOKS_PER_MINUTE = 120;

/**
 * Razorpay Route's webhook (transfers, settlements, linked accounts). Without Route the route
 * still answers, refusing every body: no secret is configured to sign one.
 */
export function settlementRoutes(service: SettlementService | null) {
  return async (app: FastifyInstance) => {
    // The signature covers the exact bytes Razorpay sent, so this route keeps the raw body.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    app.post(
      '/api/settlement/razorpay/webhook',
      {
        config: {
          access: 'signed',
          rateLimit: { max: WEBHOOKS_PER_MINUTE, timeWindow: '1 minute' },
        },
        schema: {
          tags: ['settlement'],
          description: 'Razorpay Route events, signed with RAZORPAY_ROUTE_WEBHOOK_SECRET.',
          response: { 200: z.object({ success: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        const signature = request.headers['x-razorpay-signature'];
        const accepted =
          service !== null &&
          (await service.webhook(
            typeof request.body === 'string' ? request.body : '',
            typeof signature === 'string' ? signature : undefined,
          ));
        if (!accepted) throw badRequest(SETTLEMENT_MESSAGES.webhookSignatureInvalid);
        return reply.send({ success: true });
      },
    );
  };
}
