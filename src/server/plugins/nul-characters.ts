import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '#shared/messages.ts';
import { badRequest } from '../http-error';

/**
 * PostgreSQL text cannot hold U+0000: a statement carrying it fails, so input with one is
 * refused before any handler runs, wherever it hides (path, query, body, a field's name).
 */
export const nulCharactersPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = fieldWithNul(part, '');
      if (field !== null) {
        throw badRequest(MESSAGES.invalidRequest, { [field || 'body']: MESSAGES.invalidRequest });
      }
    }
  });
});

function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!isPlainData(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = fieldWithNul(item, itemPath);
    if (found !== null) return found;
  }
  return null;
}

/** Parsed JSON, query strings and path parameters, not the raw bytes of an upload. */
function isPlainData(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !ArrayBuffer.isView(value);
}
