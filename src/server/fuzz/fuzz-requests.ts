import fc from 'fast-check';
import {
  brokenAuthorizations,
  brokenPathSegments,
  malformedJson,
  nastyStrings,
  nastyValues,
  PROTOTYPE_KEYS,
  pathSegment,
  wrongContentTypes,
} from './broken-inputs';
import type { FuzzWorld, IdKind, Role } from './fuzz-world';
import { ROLES } from './fuzz-world';
import { type FieldHints, type JsonSchema, valuesOf } from './json-schema-values';
import type { Operation } from './openapi-operations';

/** One generated request, as plain data that a failure report prints. */
export interface FuzzRequest {
  role: Role;
  method: Operation['method'];
  url: string;
  /** What was broken on purpose ('valid' when nothing was). */
  breakage: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A break applied to an otherwise valid request. */
type Breakage =
  | { kind: 'valid' }
  | { kind: 'replace-field'; at: number; value: unknown }
  | { kind: 'drop-field'; at: number }
  | { kind: 'extra-field'; at: number; key: string; value: unknown }
  | { kind: 'replace-body'; value: unknown }
  | { kind: 'malformed-json'; text: string }
  | { kind: 'huge-body' }
  | { kind: 'wrong-content-type'; contentType: string }
  | { kind: 'replace-query'; at: number; value: string }
  | { kind: 'extra-query'; key: string; value: string }
  | { kind: 'repeat-query'; at: number }
  | { kind: 'broken-authorization'; authorization: string };

interface Draft {
  path: Record<string, string>;
  query: [string, string][];
  body: unknown;
}

const PATH_ID_KINDS: Record<string, IdKind> = {
  trainers: 'trainer',
  portfolios: 'trainer',
  kyc: 'trainer',
  bookings: 'booking',
  details: 'booking',
  booking: 'booking',
  chat: 'chat',
  messages: 'message',
  payouts: 'payout',
  uploads: 'grant',
};

const FIELD_ID_KINDS: Record<string, IdKind> = {
  trainerId: 'trainer',
  bookingId: 'booking',
  chatId: 'chat',
  clientId: 'user',
  messageId: 'message',
};

/** Requests for one operation: valid ones for each role, and every kind of broken one. */
export function requestsFor(operation: Operation, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const hints = fieldHints(world);
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(
      queryParameters.map((parameter) => [parameter.name, parameter.schema]),
    ),
    required: queryParameters
      .filter((parameter) => parameter.required)
      .map((parameter) => parameter.name),
  };

  const path = fc.record(
    Object.fromEntries(
      pathParameters.map((parameter) => {
        const kind = pathIdKind(operation.path, parameter.name);
        const fromSchema = valuesOf(parameter.schema).map((value) => pathSegment(String(value)));
        const valid = kind ? realIds(world, kind) : fromSchema;
        return [
          parameter.name,
          fc.oneof(
            { arbitrary: valid, weight: 5 },
            { arbitrary: kind ? fromSchema : realIds(world, null), weight: 2 },
            { arbitrary: brokenPathSegments, weight: 2 },
          ),
        ];
      }),
    ),
  );
  // Realistic values (what a form sends, ids that exist) pass a route's own rules and reach
  // deep; values drawn from the schema alone probe its edges.
  const [realistic, schemaOnly] = [hints, undefined].map((hintsOrNone) =>
    fc.record({
      path,
      query: valuesOf(querySchema, hintsOrNone).map((values) =>
        Object.entries(values as Record<string, unknown>).map(([name, value]): [string, string] => [
          name,
          queryText(value),
        ]),
      ),
      body: operation.body
        ? operation.body.required
          ? valuesOf(operation.body.schema, hintsOrNone)
          : fc.option(valuesOf(operation.body.schema, hintsOrNone), { nil: undefined })
        : fc.constant(undefined),
    }),
  );

  return fc
    .record({
      role: fc.constantFrom(...ROLES),
      draft: fc.oneof({ arbitrary: realistic!, weight: 2 }, { arbitrary: schemaOnly!, weight: 1 }),
      breakage: breakages(operation),
    })
    .map(({ role, draft, breakage }) => toRequest(operation, world, role, draft, breakage));
}

function breakages(operation: Operation): fc.Arbitrary<Breakage> {
  const index = fc.nat({ max: 1_000 });
  const fieldKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 20 }));
  const choices: fc.WeightedArbitrary<Breakage>[] = [
    { arbitrary: fc.constant({ kind: 'valid' as const }), weight: 60 },
    {
      arbitrary: fc.record({
        kind: fc.constant('broken-authorization' as const),
        authorization: brokenAuthorizations,
      }),
      weight: 5,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant('extra-query' as const),
        key: fieldKey,
        value: nastyStrings,
      }),
      weight: 5,
    },
  ];
  if (operation.parameters.some((parameter) => parameter.in === 'query')) {
    choices.push(
      {
        arbitrary: fc.record({
          kind: fc.constant('replace-query' as const),
          at: index,
          value: nastyStrings,
        }),
        weight: 15,
      },
      {
        arbitrary: fc.record({ kind: fc.constant('repeat-query' as const), at: index }),
        weight: 5,
      },
    );
  }
  if (operation.method !== 'GET') {
    choices.push(
      {
        arbitrary: fc.record({
          kind: fc.constant('replace-field' as const),
          at: index,
          value: nastyValues,
        }),
        weight: 25,
      },
      { arbitrary: fc.record({ kind: fc.constant('drop-field' as const), at: index }), weight: 10 },
      {
        arbitrary: fc.record({
          kind: fc.constant('extra-field' as const),
          at: index,
          key: fieldKey,
          value: nastyValues,
        }),
        weight: 10,
      },
      {
        arbitrary: fc.record({ kind: fc.constant('replace-body' as const), value: nastyValues }),
        weight: 5,
      },
      {
        arbitrary: fc.record({ kind: fc.constant('malformed-json' as const), text: malformedJson }),
        weight: 5,
      },
      { arbitrary: fc.constant({ kind: 'huge-body' as const }), weight: 1 },
      {
        arbitrary: fc.record({
          kind: fc.constant('wrong-content-type' as const),
          contentType: wrongContentTypes,
        }),
        weight: 5,
      },
    );
  }
  return fc.oneof(...choices);
}

function toRequest(
  operation: Operation,
  world: FuzzWorld,
  role: Role,
  draft: Draft,
  breakage: Breakage,
): FuzzRequest {
  let body = structuredClone(draft.body);
  const query = draft.query.map(([name, value]): [string, string] => [name, value]);
  let payload: string | undefined;
  let contentType: string | null = 'application/json';
  const headers: Record<string, string> = {};
  const token = world.tokens[role];
  if (token) headers.authorization = `Bearer ${token}`;

  switch (breakage.kind) {
    case 'replace-field': {
      const slots = fieldSlots(body);
      const slot = slots[breakage.at % Math.max(slots.length, 1)];
      if (slot) setOwn(slot.parent, slot.key, breakage.value);
      else body = breakage.value;
      break;
    }
    case 'drop-field': {
      const slots = fieldSlots(body);
      const slot = slots[breakage.at % Math.max(slots.length, 1)];
      if (slot && Array.isArray(slot.parent)) slot.parent.splice(Number(slot.key), 1);
      else if (slot) delete (slot.parent as Record<string, unknown>)[slot.key];
      break;
    }
    case 'extra-field': {
      const objects = [body, ...fieldSlots(body).map((slot) => slotValue(slot))].filter(isObject);
      const target = objects[breakage.at % Math.max(objects.length, 1)];
      if (target) setOwn(target, breakage.key, breakage.value);
      else body = setOwn({}, breakage.key, breakage.value);
      break;
    }
    case 'replace-body':
      body = breakage.value;
      break;
    case 'malformed-json':
      payload = breakage.text;
      break;
    case 'huge-body':
      payload = JSON.stringify({ padding: 'x'.repeat(1_100_000) });
      break;
    case 'wrong-content-type':
      contentType = breakage.contentType;
      break;
    case 'replace-query':
      if (query.length > 0) query[breakage.at % query.length]![1] = breakage.value;
      break;
    case 'extra-query':
      query.push([breakage.key, breakage.value]);
      break;
    case 'repeat-query':
      if (query.length > 0) query.push(query[breakage.at % query.length]!);
      break;
    case 'broken-authorization':
      headers.authorization = breakage.authorization;
      break;
  }

  if (payload === undefined && body !== undefined) payload = JSON.stringify(body);
  if (payload !== undefined && contentType) headers['content-type'] = contentType;
  const url =
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => draft.path[name] ?? '') +
    (query.length > 0 ? `?${new URLSearchParams(query)}` : '');
  return { role, method: operation.method, url, breakage: breakage.kind, headers, payload };
}

function fieldHints(world: FuzzWorld): FieldHints {
  return (name) => {
    const kind = FIELD_ID_KINDS[name];
    if (kind) return realIds(world, kind);
    if (name === 'selectedBookingIds') {
      return fc.subarray(world.ids.booking, { minLength: 1, maxLength: 3 });
    }
    const examples = world.examples[name];
    return examples ? fc.constantFrom(...examples) : undefined;
  };
}

function pathIdKind(path: string, name: string): IdKind | null {
  const segments = path.split('/');
  const previous = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
  return PATH_ID_KINDS[previous] ?? FIELD_ID_KINDS[name] ?? null;
}

/** Ids of the kind when known, else of any kind (a real id of the wrong kind is a good test too). */
function realIds(world: FuzzWorld, kind: IdKind | null): fc.Arbitrary<string> {
  const ids = kind ? world.ids[kind] : Object.values(world.ids).flat();
  return fc.constantFrom(...(ids.length > 0 ? ids : Object.values(world.ids).flat()));
}

function queryText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

interface Slot {
  parent: object;
  key: string;
}

/** Every field and array item in the body, depth first. */
function fieldSlots(value: unknown): Slot[] {
  if (!isObject(value)) return [];
  return Object.keys(value).flatMap((key) => [
    { parent: value, key },
    ...fieldSlots((value as Record<string, unknown>)[key]),
  ]);
}

const slotValue = (slot: Slot) => (slot.parent as Record<string, unknown>)[slot.key];

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** An own property even for `__proto__`, so that JSON.stringify sends it. */
function setOwn(target: object, key: string, value: unknown): object {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}
