import { expect, it } from 'vitest';
import { nestingDepthExceeds } from './json-body';

it('counts the nesting of arrays and objects, not brackets inside strings', () => {
  expect(nestingDepthExceeds('{"a":[{"b":[1]}]}', 4)).toBe(false);
  expect(nestingDepthExceeds('{"a":[{"b":[[1]]}]}', 4)).toBe(true);
  expect(nestingDepthExceeds('{"a":"[[[[[[{{{{"}', 1)).toBe(false);
  expect(nestingDepthExceeds('{"a":"\\"[[[[\\\\","b":[[1]]}', 2)).toBe(true);
  expect(nestingDepthExceeds('[[],[],[],[]]', 2)).toBe(false);
});
