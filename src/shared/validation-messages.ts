import { catalogue } from './catalogue';

/**
 * What a field's rule says when its schema names no message of its own (validation-fallback):
 * the field in words and what is wrong with it. Kept apart from MESSAGES, which every page
 * loads, because only forms and the server need these.
 */
export const VALIDATION_MESSAGES = {
  fieldRequired: (field: string) => `${field} is required`,
  fieldInvalid: (field: string) => `${field} is not valid`,
  fieldTooShort: (field: string, min: number) => `${field} must be at least ${min} characters long`,
  fieldTooLong: (field: string, max: number) => `${field} must not exceed ${max} characters`,
  tooFewEntries: (field: string, min: number) =>
    `${field} must have at least ${min} entr${min === 1 ? 'y' : 'ies'}`,
  tooManyEntries: (field: string, max: number) =>
    `${field} must not have more than ${max} entr${max === 1 ? 'y' : 'ies'}`,
  numberTooSmall: (field: string, min: number) => `${field} must be at least ${min}`,
  numberTooLarge: (field: string, max: number) => `${field} must not exceed ${max}`,
  wholeNumber: (field: string) => `${field} must be a whole number`,
  notOneOf: (field: string, values: readonly string[]) =>
    `${field} must be one of: ${values.join(', ')}`,
} as const;

export const VALIDATION_TEXT = catalogue('validationMessages', VALIDATION_MESSAGES);
