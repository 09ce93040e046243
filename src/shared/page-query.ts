import { z } from 'zod';
import { MESSAGES } from './messages';

/**
 * The page and limit of a paged list's query, with the catalogue's messages: page 1 to 100,000,
 * limit 1 to `max`, `defaultLimit` when left out.
 */
export function pageQueryFields(max: number, defaultLimit: number) {
  return {
    page: z.coerce
      .number({ error: MESSAGES.invalidPage })
      .int(MESSAGES.invalidPage)
      .min(1, MESSAGES.invalidPage)
      .max(100_000, MESSAGES.invalidPage)
      .default(1),
    limit: z.coerce
      .number({ error: MESSAGES.invalidLimit })
      .int(MESSAGES.invalidLimit)
      .min(1, MESSAGES.invalidLimit)
      .max(max, MESSAGES.invalidLimit)
      .default(defaultLimit),
  };
}
