import type { JsonSchema } from './json-schema-values';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One method on one path, as the OpenAPI document declares it. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path, with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  /** The JSON body, if the operation takes one. */
  body: { required: boolean; schema: JsonSchema } | null;
  /** Every declared status, with its JSON schema when it answers JSON. */
  responses: Map<number, JsonSchema | null>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export const labelOf = (operation: Operation) => `${operation.method} ${operation.path}`;

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: raw.parameters ?? [],
      body: raw.requestBody?.content['application/json']
        ? {
            required: raw.requestBody.required ?? false,
            schema: raw.requestBody.content['application/json'].schema,
          }
        : null,
      responses: new Map(
        Object.entries(raw.responses).map(([status, response]) => [
          Number(status),
          response.content?.['application/json']?.schema ?? null,
        ]),
      ),
    })),
  );
}
