import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#server/http-error.ts';
import { signedInUser } from '#server/plugins/auth.ts';
import { accountOrAddress } from '#server/plugins/rate-limit-keys.ts';
import {
  DATA_EXPORT_REQUESTS_PER_DAY,
  dataExportDownloadQuerySchema,
  dataExportParamsSchema,
  dataExportSchema,
  EXPORT_MESSAGES as M,
} from '#shared/data-export-api.ts';
import type { DataExportService } from './data-export.service';

/** Reading the list is cheap; a flood of it still earns 429. */
export const DATA_EXPORT_READS_PER_MINUTE = 60;
/** Per client address: a guessed token costs a request, and there are 2^256 of them. */
export const DATA_EXPORT_DOWNLOADS_PER_MINUTE = 20;

const requestLimit = {
  max: DATA_EXPORT_REQUESTS_PER_DAY,
  timeWindow: '1 day',
  keyGenerator: accountOrAddress,
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A link opened from the mail is a browser's page, not an app's call: a refused one answers with
 * a page that says why and where to ask again, instead of the API's JSON.
 */
function refusedPage(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (!(error instanceof HttpError) || !request.headers.accept?.includes('text/html')) throw error;
  return reply
    .code(error.statusCode)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(M.linkPageTitle)} | Kasrat</title></head>` +
        `<body><main><h1>${escapeHtml(M.linkPageTitle)}</h1><p>${escapeHtml(error.message)}</p>` +
        `<p><a href="/profile/privacy">${escapeHtml(M.linkPageAction)}</a></p></main></body></html>`,
    );
}

const sendZip = (reply: FastifyReply, { zip, fileName }: { zip: Buffer; fileName: string }) =>
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .send(zip);

/** docs/product/privacy.md#download-my-data: ask for a copy, see it, download it by its link. */
export function dataExportRoutes(service: DataExportService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const tags = ['privacy'];
    const security = [{ bearer: [] }];

    app.post(
      '/api/privacy/exports',
      {
        config: { access: 'signed-in', rateLimit: requestLimit },
        schema: {
          tags,
          security,
          description: `Asks for a copy of the signed-in person's data; a job prepares the zip and mails a link. 409 while one is being prepared; ${DATA_EXPORT_REQUESTS_PER_DAY} requests a day.`,
          response: {
            202: z.object({
              success: z.literal(true),
              message: z.string(),
              data: dataExportSchema,
            }),
          },
        },
      },
      async (request, reply) => {
        const data = await service.request(signedInUser(request).id);
        return reply.code(202).send({ success: true as const, message: M.requested, data });
      },
    );

    app.get(
      '/api/privacy/exports',
      {
        config: {
          access: 'signed-in',
          rateLimit: {
            max: DATA_EXPORT_READS_PER_MINUTE,
            timeWindow: '1 minute',
            keyGenerator: accountOrAddress,
          },
        },
        schema: {
          tags,
          security,
          description:
            "The signed-in person's latest requests for a copy, newest first, with the link of a ready one.",
          response: {
            200: z.object({ success: z.literal(true), data: z.array(dataExportSchema) }),
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.list(signedInUser(request).id),
      }),
    );

    app.get(
      '/api/privacy/exports/:id/download',
      {
        config: {
          access: 'signed',
          rateLimit: { max: DATA_EXPORT_DOWNLOADS_PER_MINUTE, timeWindow: '1 minute' },
        },
        schema: {
          tags,
          description:
            'The zip of a ready copy, by the signed link the mail and the Privacy page give; no sign-in needed. 404 for a wrong token, 410 once the link has expired.',
          params: dataExportParamsSchema,
          querystring: dataExportDownloadQuerySchema,
          response: {
            200: { content: { 'application/zip': { schema: z.string() } } },
          },
        },
      },
      async (request, reply) => {
        try {
          return sendZip(reply, await service.download(request.params.id, request.query.token));
        } catch (error) {
          return refusedPage(request, reply, error);
        }
      },
    );
  };
}
