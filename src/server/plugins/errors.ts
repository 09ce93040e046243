import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '#shared/messages.ts';
import { HttpError } from '../http-error';
import { localiseErrorBody } from './error-language';

export interface ErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string>;
}

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.invalidRequest },
};

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

/**
 * The refusals any documented route may answer with (bad input, not signed in, not allowed,
 * missing, in conflict, too fast); a route that carries a body may also refuse its size or type.
 */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 429] as const;
export const BODY_ERROR_STATUSES = [413, 415] as const;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * One error shape for every route: `{ success: false, message, errors? }`; 5xx hide internals.
 * A request whose Accept-Language prefers Hindi gets the catalogue's Hindi (error-language.ts).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Declares the shared refusals on every documented route, so the OpenAPI document lists them.
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    const methods = [route.method].flat();
    const statuses = methods.some((method) => BODY_METHODS.has(method))
      ? [...ERROR_STATUSES, ...BODY_ERROR_STATUSES]
      : ERROR_STATUSES;
    const errors = Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
    route.schema = {
      ...route.schema,
      response: { ...errors, ...(route.schema.response as object | undefined) },
    };
  });

  app.addHook('onSend', localiseErrorBody);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(body(error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        errors[field] ??= issue.message ?? MESSAGES.invalidRequest;
      }
      const first = error.validation[0];
      return reply.status(400).send(body(first?.message ?? MESSAGES.invalidRequest, errors));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send(body(known.message));
    if (error.statusCode === 429) return reply.status(429).send(body(MESSAGES.tooManyRequests));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body(error.message || MESSAGES.invalidRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(MESSAGES.internalError));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(body(MESSAGES.routeNotFound(request.method, request.url))),
  );
});

/** Fastify's own refusals of a URL it cannot decode, in our one error shape. */
export function frameworkErrors(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  return reply.status(400).send(body(MESSAGES.invalidRequest));
}

export function body(message: string, errors?: Record<string, string>): ErrorBody {
  return errors ? { success: false, message, errors } : { success: false, message };
}
