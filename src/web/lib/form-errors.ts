import { useMemo } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsOf } from '#shared/field-errors.ts';
import { localisedErrors, localisedMessage } from '#shared/localised-messages.ts';
import { useLocale } from './i18n/locale-context';

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

/**
 * A form's messages in the page's language: the schemas and this client write catalogue
 * messages in English, and the server answers a Hindi page in Hindi already.
 */
export function useFormErrors() {
  const locale = useLocale();
  return useMemo(
    () => ({
      /** One message per field of a failed parse. */
      ofParse: (error: z.ZodError): FieldErrors => localisedErrors(fieldErrorsOf(error), locale),
      /** What a failed call says. */
      ofFailure: (error: unknown): string =>
        localisedMessage(error instanceof Error ? error.message : String(error), locale),
      /** A message of the form's own. */
      of: (message: string): string => localisedMessage(message, locale),
    }),
    [locale],
  );
}
