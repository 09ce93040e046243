import { z } from 'zod';
import { EXPOSED_ENDPOINTS } from '#server/auth/exposed-endpoints.ts';
import { BODY_ERROR_STATUSES, ERROR_STATUSES, errorBodySchema } from '#server/plugins/errors.ts';
import type { JsonSchema } from './json-schema-values';
import type { Operation } from './openapi-operations';

const toJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;

/**
 * better-auth's routes that we check ourselves, which the document hides: they answer 200 with
 * better-auth's own body, or one of the shared refusals.
 */
export function authOperations(): Operation[] {
  const errorBody = toJsonSchema(errorBodySchema);
  return Object.entries(EXPOSED_ENDPOINTS)
    .flatMap(([path, { method, body }]) => (body ? [{ method, path, body }] : []))
    .map(({ method, path, body }) => ({
      method,
      path,
      parameters: [],
      body: { required: true, schema: toJsonSchema(body) },
      responses: new Map<number, JsonSchema | null>([
        [200, null],
        ...[...ERROR_STATUSES, ...BODY_ERROR_STATUSES].map((status): [number, JsonSchema] => [
          status,
          errorBody,
        ]),
      ]),
    }));
}
