import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '#server/plugins/auth.ts';
import { accountOrAddress } from '#server/plugins/rate-limit-keys.ts';
import {
  agreeToNoticeSchema,
  consentIdParamsSchema,
  consentStateSchema,
  giveConsentSchema,
  type NoticeDetails,
  noticeDetailsSchema,
} from '#shared/privacy.ts';
import { PRIVACY_MESSAGES as M } from '#shared/privacy-messages.ts';
import type { ConsentService } from './consent.service';

const ok = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: consentStateSchema,
});

/** A person turns a switch by hand: a flood of them is a script, not a person. */
export const CONSENT_WRITES_PER_MINUTE = 20;
export const CONSENT_READS_PER_MINUTE = 60;
export const NOTICE_READS_PER_MINUTE_PER_ADDRESS = 120;
const writeLimit = {
  max: CONSENT_WRITES_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: accountOrAddress,
};
const readLimit = {
  max: CONSENT_READS_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: accountOrAddress,
};

/** docs/product/privacy.md#consent: the signed-in person's own consents. */
export function consentRoutes(service: ConsentService, notice: NoticeDetails) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const schema = { tags: ['privacy'], security: [{ bearer: [] }] };

    // The notice page's version and grievance officer, for anyone (docs/product/privacy.md#the-notice).
    app.get(
      '/api/privacy/notice',
      {
        config: {
          access: 'public',
          rateLimit: { max: NOTICE_READS_PER_MINUTE_PER_ADDRESS, timeWindow: '1 minute' },
        },
        schema: {
          tags: ['privacy'],
          response: { 200: z.object({ success: z.literal(true), data: noticeDetailsSchema }) },
        },
      },
      async (_request, reply) =>
        reply
          .header('cache-control', 'public, max-age=300')
          .send({ success: true as const, data: notice }),
    );

    app.get(
      '/api/privacy/consents',
      {
        config: { access: 'signed-in', rateLimit: readLimit },
        schema: { ...schema, response: { 200: ok } },
      },
      async (request) => ({
        success: true as const,
        data: await service.state(signedInUser(request).id),
      }),
    );

    app.post(
      '/api/privacy/consents',
      {
        config: { access: 'signed-in', rateLimit: writeLimit },
        schema: { ...schema, body: giveConsentSchema, response: { 201: ok } },
      },
      async (request, reply) => {
        const data = await service.give(signedInUser(request).id, request.body.purpose);
        return reply
          .code(201)
          .send({ success: true as const, message: M.consentGiven(request.body.purpose), data });
      },
    );

    app.delete(
      '/api/privacy/consents/:id',
      {
        config: { access: 'signed-in', rateLimit: writeLimit },
        schema: { ...schema, params: consentIdParamsSchema, response: { 200: ok } },
      },
      async (request) => {
        const { purpose, state } = await service.withdraw(
          signedInUser(request).id,
          request.params.id,
        );
        return { success: true as const, message: M.consentWithdrawn(purpose), data: state };
      },
    );

    app.post(
      '/api/privacy/notice',
      {
        config: { access: 'signed-in', rateLimit: writeLimit },
        schema: { ...schema, body: agreeToNoticeSchema, response: { 200: ok } },
      },
      async (request) => ({
        success: true as const,
        message: M.noticeAgreed,
        data: await service.agreeToNotice(signedInUser(request).id),
      }),
    );
  };
}
