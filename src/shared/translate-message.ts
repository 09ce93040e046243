import { type Catalogue, textOf } from './catalogue';
import type { Locale } from './locale';

// A marker no message contains: a character of Unicode's private use area.
const HOLE = '\uE000';
const HOLES = /\uE000(\d+)\uE000/;

/**
 * A message that one of a catalogue's texts gave in English, in another language. The rules
 * shared with the server (a zod schema, `blockedDateProblem`) and an API that has not been asked
 * for Hindi answer in English; the screen shows the page's language. A message the catalogue did
 * not give, or one given in the language already, comes back as it is.
 * Example: ('Branch is required', KYC_TEXT, 'hi') → 'ब्रांच का नाम भरें'. A function's message
 * is matched by its shape: 'Must not exceed 100 characters' is tooLong(100), so the Hindi
 * tooLong gets '100'.
 */
export function translateMessage<T extends object>(
  message: string,
  entry: Catalogue<T>,
  locale: Locale,
): string {
  if (locale === 'en') return message;
  const translated = textOf(entry, locale);
  if (translated === entry.english) return message;
  return find(message, entry.english, translated) ?? message;
}

function find(message: string, english: unknown, translated: unknown): string | undefined {
  if (typeof english === 'string') {
    return english === message && typeof translated === 'string' ? translated : undefined;
  }
  if (typeof english === 'function') {
    if (typeof translated !== 'function') return undefined;
    const values = valuesOf(english as (...values: string[]) => unknown, message);
    return values ? String(translated(...values)) : undefined;
  }
  if (!english || typeof english !== 'object') return undefined;
  for (const [key, text] of Object.entries(english)) {
    const found = find(message, text, (translated as Record<string, unknown> | null)?.[key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The values a message function was given, read back from its message: the function is called
 * with markers, and what stands where each marker landed is that value.
 * Example: (state, code) => `not in ${state}: a ${state} GSTIN starts with ${code}` and
 * 'not in Goa: a Goa GSTIN starts with 30' → ['Goa', '30'].
 */
function valuesOf(message: (...values: string[]) => unknown, text: string): string[] | undefined {
  const markers = Array.from({ length: message.length }, (_, index) => `${HOLE}${index}${HOLE}`);
  let shape: string;
  try {
    shape = String(message(...markers));
  } catch {
    return undefined;
  }
  const parts = shape.split(HOLES);
  const seen = new Set<string>();
  let pattern = '';
  parts.forEach((part, index) => {
    if (index % 2 === 0) pattern += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else {
      pattern += seen.has(part) ? `\\k<v${part}>` : `(?<v${part}>.+?)`;
      seen.add(part);
    }
  });
  if (seen.size !== markers.length) return undefined;
  const groups = new RegExp(`^${pattern}$`, 's').exec(text)?.groups;
  return groups && markers.map((_, index) => groups[`v${index}`] ?? '');
}
