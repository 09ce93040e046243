import { type Catalogue, definedCatalogues, textOf, translationsOf } from './catalogue';
import type { Locale } from './locale';
import type { MESSAGES_TEXT } from './messages';
import type { VALIDATION_TEXT } from './validation-messages';

/**
 * A catalogue message written in English (a server refusal, a schema's message) in another
 * language: the text under the same key of the same catalogue
 * (docs/product/languages.md#what-is-translated). Text that is no catalogue message, such as
 * what a trainer typed, comes back as it is.
 */
export function localisedMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const constant = constantsIn(locale).get(message);
  if (constant !== undefined) return constant;
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (match) return template.localise(match, locale) ?? message;
  }
  return message;
}

/** Each field's message of a refusal or a failed parse in another language. */
export function localisedErrors(
  errors: Readonly<Record<string, string>>,
  locale: Locale,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    result[field] = localisedMessage(message, locale);
  }
  return result;
}

interface Template {
  pattern: RegExp;
  /** Undefined when the message's catalogue is not loaded (a page that never shows it). */
  localise: (match: RegExpExecArray, locale: Locale) => string | undefined;
}

/**
 * A catalogue's texts found by its name, so that this module (which a lazily loaded guard
 * imports) does not load the catalogues themselves; whoever can send the message has them.
 */
function loaded<C extends Catalogue<object>>(name: string, locale: Locale) {
  const entry = definedCatalogues().get(name) as C | undefined;
  return entry && (textOf(entry, locale) as C['english']);
}
const messagesIn = (locale: Locale) => loaded<typeof MESSAGES_TEXT>('messages', locale);
const validationIn = (locale: Locale) =>
  loaded<typeof VALIDATION_TEXT>('validationMessages', locale);

/**
 * The messages with values that refusals carry, read back from their English: the sign-in,
 * sign-up and code limits, and the validation fallbacks. Other messages with values stay English.
 * localised-messages.test.ts writes each in English and checks it comes back as the same message.
 */
const TEMPLATES: readonly Template[] = [
  {
    pattern: /^Too many sign-in attempts\. Please try again in (\d+) minutes?\.$/,
    localise: (m, locale) => messagesIn(locale)?.tooManySignInAttempts(Number(m[1])),
  },
  {
    pattern: /^Too many new accounts from this network\. Please try again in (\d+) minutes?\.$/,
    localise: (m, locale) => messagesIn(locale)?.tooManySignUps(Number(m[1])),
  },
  {
    pattern:
      /^Too many codes asked for this email or from this network\. Please try again in (\d+) (second|minute)s?\.$/,
    localise: (m, locale) =>
      messagesIn(locale)?.tooManyCodeRequests(Number(m[1]) * (m[2] === 'minute' ? 60 : 1)),
  },
  {
    pattern: /^Unknown fields?: (.*)$/,
    localise: (m, locale) => messagesIn(locale)?.unknownFields(listOf(m[1])),
  },
  {
    pattern: /^(.+) is required$/,
    localise: (m, locale) => validationIn(locale)?.fieldRequired(text(m[1])),
  },
  {
    pattern: /^(.+) is not valid$/,
    localise: (m, locale) => validationIn(locale)?.fieldInvalid(text(m[1])),
  },
  {
    pattern: /^(.+) must be at least (\d+) characters long$/,
    localise: (m, locale) => validationIn(locale)?.fieldTooShort(text(m[1]), Number(m[2])),
  },
  {
    pattern: /^(.+) must not exceed (\d+) characters$/,
    localise: (m, locale) => validationIn(locale)?.fieldTooLong(text(m[1]), Number(m[2])),
  },
  {
    pattern: /^(.+) must have at least (\d+) entr(?:y|ies)$/,
    localise: (m, locale) => validationIn(locale)?.tooFewEntries(text(m[1]), Number(m[2])),
  },
  {
    pattern: /^(.+) must not have more than (\d+) entr(?:y|ies)$/,
    localise: (m, locale) => validationIn(locale)?.tooManyEntries(text(m[1]), Number(m[2])),
  },
  {
    pattern: /^(.+) must be a whole number$/,
    localise: (m, locale) => validationIn(locale)?.wholeNumber(text(m[1])),
  },
  {
    pattern: /^(.+) must be one of: (.*)$/,
    localise: (m, locale) => validationIn(locale)?.notOneOf(text(m[1]), listOf(m[2])),
  },
  {
    pattern: /^(.+) must be at least (-?\d+(?:\.\d+)?)$/,
    localise: (m, locale) => validationIn(locale)?.numberTooSmall(text(m[1]), Number(m[2])),
  },
  {
    pattern: /^(.+) must not exceed (-?\d+(?:\.\d+)?)$/,
    localise: (m, locale) => validationIn(locale)?.numberTooLarge(text(m[1]), Number(m[2])),
  },
];

const text = (group: string | undefined) => group ?? '';
const listOf = (group: string | undefined) => (group ? group.split(', ') : []);

/** The catalogues the server's refusals come from. */
const FIRST = new Set(['messages', 'validationMessages']);

const constants = new Map<Locale, { size: string; byEnglish: Map<string, string> }>();

/**
 * English → translation of every text without values of every catalogue defined and translated
 * so far. Rebuilt when a lazily loaded module adds a catalogue or a language adds its texts.
 */
function constantsIn(locale: Locale): Map<string, string> {
  const translations = translationsOf(locale);
  const size = `${definedCatalogues().size}|${Object.keys(translations).length}`;
  const cached = constants.get(locale);
  if (cached?.size === size) return cached.byEnglish;
  const byEnglish = new Map<string, string>();
  // The same English may stand in several catalogues; the message catalogue's words win, so the
  // answer does not depend on which screens happened to load first.
  const ordered = [...definedCatalogues()].sort(
    ([a], [b]) => Number(!FIRST.has(a)) - Number(!FIRST.has(b)),
  );
  for (const [name, entry] of ordered) {
    const translated = translations[name];
    if (translated) collect(entry.english, translated, byEnglish);
  }
  constants.set(locale, { size, byEnglish });
  return byEnglish;
}

function collect(english: unknown, translated: unknown, into: Map<string, string>): void {
  if (typeof english === 'string') {
    if (typeof translated === 'string' && !into.has(english)) into.set(english, translated);
    return;
  }
  if (!english || typeof english !== 'object' || !translated || typeof translated !== 'object') {
    return;
  }
  for (const [key, value] of Object.entries(english)) {
    collect(value, (translated as Record<string, unknown>)[key], into);
  }
}
