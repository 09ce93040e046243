import type { FieldErrors } from '#shared/field-errors.ts';

/**
 * The messages to show: our own for the fields the user has touched (all after a save
 * attempt), else what the server said of that field on the last save.
 */
export function visibleErrors(
  problems: FieldErrors,
  touched: ReadonlySet<string> | 'all',
  serverErrors: FieldErrors,
  /** What a message's key counts as touched by; a form that tracks whole fields passes one. */
  touchedBy: (key: string) => string = (key) => key,
): FieldErrors {
  const shown: FieldErrors = { ...serverErrors };
  for (const [key, message] of Object.entries(problems)) {
    if (touched === 'all' || touched.has(touchedBy(key))) shown[key] = message;
  }
  return shown;
}
