import { textOf } from '#shared/catalogue.ts';
import type { Locale } from '#shared/locale.ts';
import { MESSAGES, MESSAGES_TEXT } from '#shared/messages.ts';

/**
 * A person's name as the server sends it. A person who left is stored under Kasrat's own
 * stand-in ("Former member"), which is said in the page's language; a real name stays as it is.
 */
export function personName(name: string, locale: Locale): string {
  return name === MESSAGES.anonymisedPersonName
    ? textOf(MESSAGES_TEXT, locale).anonymisedPersonName
    : name;
}
