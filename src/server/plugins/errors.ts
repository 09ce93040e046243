import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '#shared/messages.ts';
import { HttpError } from '../http-error';

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

/** One error shape for every route: `{ success: false, message, errors? }`; 5xx hide internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
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

export function body(message: string, errors?: Record<string, string>): ErrorBody {
  return errors ? { success: false, message, errors } : { success: false, message };
}
