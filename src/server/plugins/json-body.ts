import fp from 'fastify-plugin';
import { MESSAGES } from '#shared/messages.ts';
import { badRequest } from '../http-error';

/** No API body needs more; the deepest today (a portfolio) is four levels. */
export const MAX_BODY_DEPTH = 32;

/**
 * Fastify's own JSON parser (prototype poisoning refused), behind a depth check: every check
 * that walks a parsed body (the NUL refusal, the schemas) recurses, and `[` × 500,000 would
 * overflow the stack there. The scan is one pass over the text, before anything is built.
 */
export const jsonBodyPlugin = fp(async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestingDepthExceeds(text, MAX_BODY_DEPTH)) {
      done(badRequest(MESSAGES.bodyNestedTooDeeply(MAX_BODY_DEPTH)), undefined);
      return;
    }
    parse(request, text, done);
  });
});

/** True when arrays and objects nest deeper than `limit`, strings (and their escapes) skipped. */
export function nestingDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}
