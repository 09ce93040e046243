/**
 * A value the code has made sure of (an index in range, a row it has just written, a key of a
 * table it holds): returned typed as present, or, should that ever be wrong, an error naming it.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
