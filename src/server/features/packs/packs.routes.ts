import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '#server/plugins/auth.ts';
import { accountOrAddress } from '#server/plugins/rate-limit-keys.ts';
import { PACK_MESSAGES } from '#shared/pack-messages.ts';
import {
  buyPackSchema,
  clientPackSchema,
  trainerPackSalesSchema,
  usablePacksQuerySchema,
} from '#shared/packs.ts';
import type { PacksService } from './packs.service';

/** Pack reservations a minute per account: each one is a row awaiting payment. */
export const PACK_RATE_LIMIT = { max: 10 } as const;

const idParams = z.object({ id: z.string().min(1).max(100) });
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export function packsRoutes(service: PacksService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const security = [{ bearer: [] }];
    const tags = ['packs'];

    app.post(
      '/api/packs',
      {
        config: {
          access: 'signed-in',
          rateLimit: {
            ...PACK_RATE_LIMIT,
            timeWindow: '1 minute',
            keyGenerator: accountOrAddress,
          },
        },
        schema: {
          tags,
          security,
          description:
            'Reserves a pack the trainer offers (approved portfolio) for the caller: pending, to pay within 15 minutes at `paymentPath`.',
          body: buyPackSchema,
          response: { 201: ok(clientPackSchema).extend({ message: z.string() }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          success: true as const,
          message: PACK_MESSAGES.packCreated,
          data: await service.buy(signedInUser(request).id, request.body),
        }),
    );

    app.get(
      '/api/packs',
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          security,
          description: "The caller's packs, newest first.",
          response: { 200: ok(z.array(clientPackSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.list(signedInUser(request).id),
      }),
    );

    app.get(
      '/api/packs/usable',
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          security,
          description:
            "The caller's packs that can pay for a session of this trainer's service now: paid, unexpired, with credits left.",
          querystring: usablePacksQuerySchema,
          response: { 200: ok(z.array(clientPackSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.usable(
          signedInUser(request).id,
          request.query.trainerId,
          request.query.service,
        ),
      }),
    );

    app.get(
      '/api/packs/:id',
      {
        config: { access: 'owner' },
        schema: { tags, security, params: idParams, response: { 200: ok(clientPackSchema) } },
      },
      async (request) => ({
        success: true as const,
        data: await service.get(request.params.id, signedInUser(request).id),
      }),
    );

    app.get(
      '/api/trainer/packs',
      {
        config: { access: 'trainer' },
        schema: {
          tags,
          security,
          description: 'The packs the trainer sold (paid), newest first.',
          response: { 200: ok(z.array(clientPackSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.sold(signedInUser(request).id),
      }),
    );

    app.get(
      '/api/trainer/dashboard/packs',
      {
        config: { access: 'trainer' },
        schema: {
          tags,
          security,
          description:
            "The trainer's pack sales, and the credits their clients hold unused (sessions still to give).",
          response: { 200: ok(trainerPackSalesSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.dashboard(signedInUser(request).id),
      }),
    );
  };
}
