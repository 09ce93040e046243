import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the API document uses. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
}

/** Realistic values for a field by its name (ids the callers own, what a form sends), used instead. */
export type FieldHints = (name: string) => fc.Arbitrary<unknown> | undefined;

// Valid values stay short: long ones are the broken inputs' job.
const LONGEST_STRING = 40;
const LONGEST_ARRAY = 4;

/** Values that satisfy the schema (as far as JSON Schema can say; refinements may still refuse). */
export function valuesOf(
  schema: JsonSchema,
  hints: FieldHints = () => undefined,
): fc.Arbitrary<unknown> {
  const plain = withoutNull(schema, hints);
  return schema.nullable ? fc.option(plain, { nil: null, freq: 8 }) : plain;
}

function withoutNull(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valuesOf(choice, hints)));
  if (schema.allOf) return valuesOf(Object.assign({}, ...schema.allOf), hints);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringsOf(schema);
    case 'integer':
    case 'number':
      return numbersOf(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valuesOf(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? LONGEST_ARRAY, LONGEST_ARRAY),
      });
    case 'object':
      return objectsOf(schema, hints);
    default:
      return schema.properties ? objectsOf(schema, hints) : fc.jsonValue({ maxDepth: 2 });
  }
}

function stringsOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_STRING, 200));
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength });
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + LONGEST_STRING) });
}

function numbersOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = bound(schema.minimum, schema.exclusiveMinimum, 1);
  const max = bound(schema.maximum, schema.exclusiveMaximum, -1);
  if (integer) {
    return fc.integer({
      min: Math.ceil(min ?? -1_000_000),
      max: Math.floor(max ?? 1_000_000),
    });
  }
  return fc.double({
    min: min ?? -1_000_000,
    max: max ?? 1_000_000,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

/** OpenAPI 3.0 writes exclusive bounds as booleans beside the bound, 3.1 as the bound itself. */
function bound(
  value: number | undefined,
  exclusive: number | boolean | undefined,
  towards: 1 | -1,
): number | undefined {
  if (typeof exclusive === 'number') return exclusive + towards * 1e-9;
  if (value === undefined) return undefined;
  return exclusive ? value + towards * 1e-9 : value;
}

function objectsOf(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(
      fc.string({ minLength: 1, maxLength: 20 }),
      valuesOf(schema.additionalProperties, hints),
      { maxKeys: LONGEST_ARRAY },
    );
  }
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      return [name, hints(name) ?? valuesOf(property, hints)];
    }),
  );
  return fc.record(fields, { requiredKeys: schema.required ?? [] });
}
