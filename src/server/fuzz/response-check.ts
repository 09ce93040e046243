import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { JsonSchema } from './json-schema-values';
import type { Operation } from './openapi-operations';

/**
 * What is wrong with an answer, or null: a 5xx, a status the document does not declare for the
 * operation, or a body that does not match the status's declared schema.
 */
export function createResponseCheck() {
  // OpenAPI 3.0 schemas: `nullable` is a keyword Ajv knows; descriptions and the like are not.
  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats(ajv);
  const validators = new Map<JsonSchema, ValidateFunction>();
  const validatorOf = (schema: JsonSchema) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(withNullInNullableEnums(schema) as JsonSchema);
      validators.set(schema, validate);
    }
    return validate;
  };

  return (operation: Operation, response: LightMyRequestResponse): string | null => {
    const status = response.statusCode;
    if (status >= 500) return `server error ${status}: ${response.body.slice(0, 300)}`;
    if (!operation.responses.has(status)) {
      const declared = [...operation.responses.keys()].join(', ');
      return `status ${status} is not declared (${declared}): ${response.body.slice(0, 300)}`;
    }
    const schema = operation.responses.get(status);
    if (!schema) return null;
    if (!String(response.headers['content-type']).includes('json')) {
      return `status ${status} answered ${response.headers['content-type']}, not JSON`;
    }
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return `status ${status} answered malformed JSON: ${response.body.slice(0, 300)}`;
    }
    const validate = validatorOf(schema);
    if (validate(body)) return null;
    return `status ${status} body does not match its schema: ${ajv.errorsText(validate.errors)}: ${response.body.slice(0, 300)}`;
  };
}

/**
 * OpenAPI 3.0 says `nullable` does not widen an `enum`, which must then list null itself; the
 * document's converter leaves it out, so a nullable enum field holding null would never match.
 */
function withNullInNullableEnums(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullInNullableEnums);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withNullInNullableEnums(value)]),
  );
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) {
    copy.enum = [...copy.enum, null];
  }
  return copy;
}
