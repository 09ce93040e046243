import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '#server/plugins/auth.ts';
import { accountOrAddress } from '#server/plugins/rate-limit-keys.ts';
import { pageQuerySchema } from '#shared/discovery-schemas.ts';
import {
  KYC_DOCUMENTS,
  KYC_MESSAGES,
  KYC_REVIEW_STATUSES,
  kycDocumentLinkSchema,
  kycQueueResponseSchema,
  kycRejectionSchema,
  kycReviewResponseSchema,
  kycSubmissionSchema,
  kycTaxDetailsSchema,
  trainerKycResponseSchema,
  trainerKycSavedSchema,
} from '#shared/kyc.ts';
import type { KycService } from './kyc.service';

const QUEUE_DEFAULT_LIMIT = 20;
const QUEUE_MAX_LIMIT = 50;

/** A trainer's writes: each decrypts or seals numbers, and a real trainer makes a handful. */
const KYC_WRITE_LIMIT = { max: 20, timeWindow: '1 minute', keyGenerator: accountOrAddress };

/**
 * A reviewer opens a submission's three documents, perhaps twice; each opening reveals a number
 * and is recorded, so a script harvesting them is stopped early.
 */
export const KYC_DOCUMENT_OPENS_PER_MINUTE = 30;
const DOCUMENT_OPEN_LIMIT = {
  max: KYC_DOCUMENT_OPENS_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: accountOrAddress,
};

const trainerParams = z.object({ trainerId: z.string().min(1).max(100) });
const done = z.object({ success: z.literal(true), message: z.string() });

/** The trainer's KYC and its review by admins (docs/product/kyc.md). */
export function kycRoutes(service: KycService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const trainerRoute = { tags: ['trainer'], security: [{ bearer: [] }] };
    const adminRoute = { tags: ['admin'], security: [{ bearer: [] }] };

    app.get(
      '/api/trainer/kyc',
      {
        config: { access: 'trainer' },
        schema: {
          ...trainerRoute,
          description:
            "The caller's KYC: status ('none' before any submission), numbers masked, documents as short-lived signed links.",
          response: { 200: trainerKycResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { success: true as const, data: await service.get(signedInUser(request).id) };
      },
    );

    app.put(
      '/api/trainer/kyc',
      {
        config: { access: 'trainer', rateLimit: KYC_WRITE_LIMIT },
        schema: {
          ...trainerRoute,
          description:
            'Submits the KYC for review (status partial); allowed before a submission and after a rejection. The numbers are always sent in full; the state (a GST state code) is required, a GSTIN optional and then of the same PAN and state. A document field holds a new upload (GET /api/upload-url with that fieldName); left out, the one on file is kept. Refused with 409 while under review or once verified.',
          body: kycSubmissionSchema,
          response: { 200: trainerKycSavedSchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await service.submit(signedInUser(request).id, request.body)),
      }),
    );

    app.put(
      '/api/trainer/kyc/tax-details',
      {
        config: { access: 'trainer', rateLimit: KYC_WRITE_LIMIT },
        schema: {
          ...trainerRoute,
          description:
            "Changes a verified trainer's state (a GST state code) and GSTIN (blank: not GST-registered) without a new review; the KYC stays verified. The GSTIN must be of the trainer's PAN and state. Refused with 409 before the KYC is verified (the state and GSTIN then go with PUT /api/trainer/kyc).",
          body: kycTaxDetailsSchema,
          response: { 200: trainerKycSavedSchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await service.saveTaxDetails(signedInUser(request).id, request.body)),
      }),
    );

    app.get(
      '/api/admin/kyc',
      {
        config: { access: 'admin' },
        schema: {
          ...adminRoute,
          description:
            'KYC submissions in one state (default partial: awaiting review), oldest first.',
          querystring: pageQuerySchema.extend({
            status: z.enum(KYC_REVIEW_STATUSES).default('partial'),
          }),
          response: { 200: kycQueueResponseSchema },
        },
      },
      async (request) => {
        const { status, page = 1 } = request.query;
        const limit = Math.min(request.query.limit ?? QUEUE_DEFAULT_LIMIT, QUEUE_MAX_LIMIT);
        return { success: true as const, ...(await service.queue(status, page, limit)) };
      },
    );

    app.get(
      '/api/admin/kyc/:trainerId',
      {
        config: { access: 'admin' },
        schema: {
          ...adminRoute,
          description: 'One submission with who opened its documents, numbers masked.',
          params: trainerParams,
          response: { 200: kycReviewResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.review(request.params.trainerId),
      }),
    );

    app.get(
      '/api/admin/kyc/:trainerId/documents/:document',
      {
        config: { access: 'admin', rateLimit: DOCUMENT_OPEN_LIMIT },
        schema: {
          ...adminRoute,
          description:
            'A short-lived link to one document and the full number printed on it, for comparing; the view and the number revealed are recorded (who, whose, which, when).',
          params: trainerParams.extend({ document: z.enum(KYC_DOCUMENTS) }),
          response: { 200: kycDocumentLinkSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          data: await service.documentLink(
            signedInUser(request).id,
            request.params.trainerId,
            request.params.document,
          ),
        };
      },
    );

    app.post(
      '/api/admin/kyc/:trainerId/approve',
      {
        config: { access: 'admin' },
        schema: {
          ...adminRoute,
          description: 'Verifies the submission under review; the trainer is e-mailed.',
          params: trainerParams,
          response: { 200: done },
        },
      },
      async (request) => {
        await service.approve(signedInUser(request).id, request.params.trainerId);
        return { success: true as const, message: KYC_MESSAGES.approved };
      },
    );

    app.post(
      '/api/admin/kyc/:trainerId/reject',
      {
        config: { access: 'admin' },
        schema: {
          ...adminRoute,
          description: 'Sends the submission back with a reason the trainer sees and is e-mailed.',
          params: trainerParams,
          body: kycRejectionSchema,
          response: { 200: done },
        },
      },
      async (request) => {
        await service.reject(
          signedInUser(request).id,
          request.params.trainerId,
          request.body.reason,
        );
        return { success: true as const, message: KYC_MESSAGES.rejected };
      },
    );
  };
}
