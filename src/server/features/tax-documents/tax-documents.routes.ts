import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '#server/plugins/auth.ts';
import { accountOrAddress } from '#server/plugins/rate-limit-keys.ts';
import {
  documentsQuerySchema,
  documentsResponseSchema,
  payoutStatementResponseSchema,
  taxDocumentResponseSchema,
  tdsStatementQuerySchema,
  tdsStatementResponseSchema,
} from '#shared/tax/tax-documents-api.ts';
import type { RenderedPdf, TaxDocumentsService } from './tax-documents.service';

/** Drawing a PDF costs CPU: downloads are limited per account (a flood earns 429). */
export const PDF_DOWNLOADS_PER_MINUTE = 30;

const idParams = z.object({ id: z.string().min(1).max(100) });
const pdfResponse = { 200: { content: { 'application/pdf': { schema: z.string() } } } };
const pdfLimit = {
  rateLimit: {
    max: PDF_DOWNLOADS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: accountOrAddress,
  },
};

const sendPdf = (reply: FastifyReply, { fileName, pdf }: RenderedPdf) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/**
 * Tax documents and statements (docs/product/tax.md#where-people-find-their-documents): the
 * client's and the trainer's lists, a document as JSON or PDF to those it concerns, a payout's
 * statement and the financial year's TDS statement to their trainer (and an admin).
 */
export function taxDocumentsRoutes(service: TaxDocumentsService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const security = [{ bearer: [] }];
    const tags = ['tax documents'];

    app.get(
      '/api/me/documents',
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          security,
          description:
            "The signed-in client's tax documents (bills of supply, tax invoices, credit notes), newest first.",
          querystring: documentsQuerySchema,
          response: { 200: documentsResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await service.clientDocuments(signedInUser(request).id, request.query)),
      }),
    );

    app.get(
      '/api/trainer/documents',
      {
        config: { access: 'trainer' },
        schema: {
          tags,
          security,
          description:
            "The signed-in trainer's documents: those issued on their behalf for their sessions, and the commission invoices addressed to them; newest first.",
          querystring: documentsQuerySchema,
          response: { 200: documentsResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await service.trainerDocuments(signedInUser(request).trainerId, request.query)),
      }),
    );

    app.get(
      '/api/documents/:id',
      {
        config: { access: 'owner' },
        schema: {
          tags,
          security,
          description:
            'A tax document as printed, to its client, the trainer it concerns or an admin; 404 to anyone else.',
          params: idParams,
          response: { 200: taxDocumentResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.document(request.params.id, signedInUser(request)),
      }),
    );

    app.get(
      '/api/documents/:id/pdf',
      {
        config: { access: 'owner', ...pdfLimit },
        schema: {
          tags,
          security,
          description: 'The PDF of a tax document, as an attachment named after its serial.',
          params: idParams,
          response: pdfResponse,
        },
      },
      async (request, reply) =>
        sendPdf(reply, await service.documentPdf(request.params.id, signedInUser(request))),
    );

    for (const prefix of ['/api/trainer', '/api/admin'] as const) {
      const access = prefix === '/api/trainer' ? 'trainer' : 'admin';
      const whose = access === 'trainer' ? "The signed-in trainer's" : "Any trainer's";
      app.get(
        `${prefix}/payouts/:id/statement`,
        {
          config: { access },
          schema: {
            tags,
            security,
            description: `${whose} payout statement: gross, commission, GST on commission, TCS, TDS and net.`,
            params: idParams,
            response: { 200: payoutStatementResponseSchema },
          },
        },
        async (request) => ({
          success: true as const,
          data: await service.payoutStatement(request.params.id, signedInUser(request)),
        }),
      );

      app.get(
        `${prefix}/payouts/:id/statement.pdf`,
        {
          config: { access, ...pdfLimit },
          schema: {
            tags,
            security,
            description: `${whose} payout statement as a PDF.`,
            params: idParams,
            response: pdfResponse,
          },
        },
        async (request, reply) =>
          sendPdf(
            reply,
            await service.payoutStatementPdf(request.params.id, signedInUser(request)),
          ),
      );
    }

    app.get(
      '/api/trainer/tds-statement',
      {
        config: { access: 'trainer' },
        schema: {
          tags,
          security,
          description:
            "The signed-in trainer's TDS under section 194-O for a financial year (?year=2026-27, this one by default), quarter by quarter.",
          querystring: tdsStatementQuerySchema,
          response: { 200: tdsStatementResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.tdsStatement(signedInUser(request).trainerId, request.query.year),
      }),
    );

    app.get(
      '/api/trainer/tds-statement.pdf',
      {
        config: { access: 'trainer', ...pdfLimit },
        schema: {
          tags,
          security,
          description: "The signed-in trainer's TDS statement for a financial year as a PDF.",
          querystring: tdsStatementQuerySchema,
          response: pdfResponse,
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await service.tdsStatementPdf(signedInUser(request).trainerId, request.query.year),
        ),
    );
  };
}
