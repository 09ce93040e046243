import { type Catalogue, textOf } from './catalogue';
import type { Locale } from './locale';

let parsing: Locale = 'en';

/**
 * Runs `check` with the shared rules' messages in `locale`: a Hindi form shows the same rules'
 * Hindi. zod's checks run synchronously, so nothing else can parse between setting the language
 * and putting it back, and an English and a Hindi page rendered side by side each get their own
 * words. Outside a call the rules speak English, as the server does. zod words a failed parse's
 * messages only when its `error` is first read, so `check` reads them before it returns (as
 * portfolioErrors does).
 */
export function checkedIn<T>(locale: Locale, check: () => T): T {
  const before = parsing;
  parsing = locale;
  try {
    return check();
  } finally {
    parsing = before;
  }
}

/** A catalogue's texts in the language of the check under way. */
export function ruleText<T extends object>(entry: Catalogue<T>): T {
  return textOf(entry, parsing);
}
