import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#server/http-error.ts';
import { signedInUser } from '#server/plugins/auth.ts';
import { MESSAGES } from '#shared/messages.ts';
import {
  form26qQuerySchema,
  gstr1QuerySchema,
  monthQuerySchema,
  reconciliationQuerySchema,
  reconciliationResponseSchema,
} from '#shared/tax/accounting.ts';
import type { AccountingService } from './accounting.service';
import type { CsvFile } from './csv';

/**
 * Requests a minute per admin account, all these routes together: each reads a day's or a month's
 * money records, the 26Q export opens every deductee's PAN, and a person downloads a few files, not
 * hundreds.
 */
export const ACCOUNTING_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

const LIMITED = ` 429 beyond ${ACCOUNTING_RATE_LIMIT.max} requests a minute per admin account, these routes together.`;

const csvResponse = { 200: { content: { 'text/csv': { schema: z.string() } } } };

function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.csv);
}

/**
 * The daily reconciliation and the returns data (docs/product/tax.md#reconciliation-and-returns),
 * for admins only.
 */
export function accountingRoutes(service: AccountingService) {
  return async (instance: FastifyInstance) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    // One allowance for every route here, so a flood cannot spread itself over five of them.
    const perAccount = app.createRateLimit({
      ...ACCOUNTING_RATE_LIMIT,
      keyGenerator: (request) => `accounting:${signedInUser(request).id}`,
    });
    const config = { access: 'admin' as const };
    // after the access guard (signed in, an admin), before the query is read
    const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
      const limit = await perAccount(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', limit.ttlInSeconds);
        throw new HttpError(429, MESSAGES.tooManyRequests);
      }
    };
    const schema = { tags: ['admin', 'accounting'], security: [{ bearer: [] }] };

    app.get(
      '/api/admin/reconciliation',
      {
        config,
        onRequest,
        schema: {
          ...schema,
          description:
            "One IST day (yesterday by default): what the gateway captured and refunded against the ledger's gateway lines, every difference, the balances owed at the end of the day, refunds owed, and the whole ledger's balance check." +
            LIMITED,
          querystring: reconciliationQuerySchema,
          response: { 200: reconciliationResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.reconciliation(request.query.date),
      }),
    );

    app.get(
      '/api/admin/reconciliation.csv',
      {
        config,
        onRequest,
        schema: {
          ...schema,
          description: `The same reconciliation as one CSV sheet.${LIMITED}`,
          querystring: reconciliationQuerySchema,
          response: csvResponse,
        },
      },
      async (request, reply) => sendCsv(reply, await service.reconciliationCsv(request.query.date)),
    );

    app.get(
      '/api/admin/exports/gstr1',
      {
        config,
        onRequest,
        schema: {
          ...schema,
          description:
            "One GSTR-1 table of the platform's own invoices and credit notes issued in an IST month, columns as the GST offline tool names them." +
            LIMITED,
          querystring: gstr1QuerySchema,
          response: csvResponse,
        },
      },
      async (request, reply) =>
        sendCsv(reply, await service.gstr1(request.query.month, request.query.table)),
    );

    app.get(
      '/api/admin/exports/gstr8',
      {
        config,
        onRequest,
        schema: {
          ...schema,
          description:
            'GSTR-8 table 3 for an IST month: supplies of GST-registered trainers, returns, net value and the TCS (section 52) withheld.' +
            LIMITED,
          querystring: monthQuerySchema,
          response: csvResponse,
        },
      },
      async (request, reply) => sendCsv(reply, await service.gstr8(request.query.month)),
    );

    app.get(
      '/api/admin/exports/26q',
      {
        config,
        onRequest,
        schema: {
          ...schema,
          description:
            "Form 26Q's deductee rows for a quarter: each credit to a trainer under section 194-O with the full PAN; every export is recorded." +
            LIMITED,
          querystring: form26qQuerySchema,
          response: csvResponse,
        },
      },
      async (request, reply) =>
        sendCsv(
          reply,
          await service.form26q(
            request.query.year,
            request.query.quarter,
            signedInUser(request).id,
          ),
        ),
    );
  };
}
