import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/** Fields whose name in words is spelt otherwise than its key says. */
const SPELT_LABELS: Record<string, string> = { youtube: 'YouTube' };

/** "heroImage1" → "Hero image 1": the field an issue is about, for its message. */
function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const name = path?.findLast((part) => typeof part === 'string');
  if (!name) return 'This value';
  const spelt = SPELT_LABELS[name];
  if (spelt) return spelt;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])([0-9])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type Issue = z.core.$ZodRawIssue;

/**
 * A sentence from the catalogue for a rule whose schema names no message, instead of zod's own
 * wording ("Too small: expected string to have >=1 characters").
 */
export function fallbackMessage(issue: Issue): string {
  const field = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return M.fieldRequired(field);
      return issue.expected === 'int' ? M.wholeNumber(field) : M.fieldInvalid(field);
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? M.fieldRequired(field) : M.fieldTooShort(field, min);
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return M.tooFewEntries(field, min);
      }
      return M.numberTooSmall(field, min);
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return M.fieldTooLong(field, max);
      if (issue.origin === 'array' || issue.origin === 'set') {
        return M.tooManyEntries(field, max);
      }
      return M.numberTooLarge(field, max);
    }
    case 'invalid_value':
      return M.notOneOf(field, issue.values.map(String));
    default:
      return M.fieldInvalid(field);
  }
}

// Imported for this by strict-object (where input schemas are built) and field-errors (where
// their messages are read), so every parse falls back to these words, on the server and in the
// web's forms, without each entry point having to remember it.
z.config({ customError: fallbackMessage });
