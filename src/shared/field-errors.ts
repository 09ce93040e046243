import type { z } from 'zod';
import './validation-fallback';

export type FieldErrors = Record<string, string>;

/**
 * The first message per field of a failed zod parse, keyed like the server's `errors` map
 * ('services.personal.price'; 'body' for the object as a whole).
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}
