import fc from 'fast-check';

/** Keys that reach prototypes or shadow Object's own members when code copies a body. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

const longStrings = fc.constantFrom(
  'a'.repeat(10_000),
  'कसरत '.repeat(2_000),
  '😀'.repeat(3_000),
  'ﷺ'.repeat(1_000),
);

/** Strings a form never sends: control characters, other scripts, broken dates, injections. */
export const nastyStrings = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'null\u0000byte',
    '\ud800',
    '\u202eevil',
    'ज़ोया',
    'تمارين',
    '健身教练',
    '🏋️‍♀️',
    'e\u0301',
    '2026-02-30',
    '2026-13-01',
    '0000-00-00',
    '9999-12-31',
    '2026-3-4',
    '2026-03-04T25:61:00Z',
    'yesterday',
    'NaN',
    'Infinity',
    '-1',
    '-0',
    '1e309',
    '99999999999999999999999',
    '0x10',
    "' OR 1=1 --",
    '"; drop table "user"; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '%',
    '\\',
    'null',
    'true',
    '[]',
    '{}',
    ...PROTOTYPE_KEYS,
  ),
  longStrings,
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

export const nastyNumbers = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    1.5,
    -1e308,
    1e308,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value in a field's place: wrong types, huge and negative numbers, odd strings. */
export const nastyValues: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyStrings, weight: 4 },
  { arbitrary: nastyNumbers, weight: 3 },
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(deeplyNested(200)),
);

export const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[',
    '{"a":1,}',
    "{'a':1}",
    '{"a":1}{"b":2}',
    'undefined',
    'NaN',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '\u0000',
    '\ufeff{}',
  ),
  fc.string({ maxLength: 40 }),
);

export const wrongContentTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=latin1',
  'application/jsonx',
  'image/png',
  '*/*',
  'garbage',
);

/** Path segments that are not ids: empty-ish, encoded separators, far too long, other scripts. */
export const brokenPathSegments = fc.oneof(
  fc.constantFrom(
    '%20',
    '%00',
    '%2F',
    '%2E%2E%2E',
    'x'.repeat(5_000),
    '%E0%A4%95',
    '%F0%9F%98%80',
    '%ZZ',
    'undefined',
    'null',
    '-1',
    '0',
    '__proto__',
    'constructor',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.uuid(),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(pathSegment),
);

/**
 * A value as one path segment. `.` and `..`, however encoded, are dot segments: the URL parser
 * resolves them and the request reaches another route, so they get a character more.
 */
export function pathSegment(value: string): string {
  const segment = encodeURIComponent(value);
  return /^\.{1,2}$/.test(value) ? `${segment}_` : segment;
}

export const brokenAuthorizations = fc.constantFrom(
  'Bearer',
  'Bearer ',
  'Bearer not-a-token',
  'Bearer a.b.c',
  `Bearer ${'x'.repeat(5_000)}`,
  'Basic YWRtaW46YWRtaW4=',
  'Token abc',
);

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}
