import type { Locale } from './locale';

/**
 * docs/decisions/0047-hindi-catalogues.md: a catalogue is an object of texts, each a string or a
 * function of the values it shows. English is written where the texts are used; each other
 * language is an object of the same shape, type-checked against it and loaded only for that
 * language.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : T[K] extends readonly (infer E)[]
        ? readonly Translation<E>[]
        : Translation<T[K]>;
};

export interface Catalogue<T extends object> {
  readonly name: string;
  readonly english: T;
}

/** What a language's file provides for a catalogue, checked against its English. */
export type TranslationOf<C> = C extends Catalogue<infer T> ? Translation<T> : never;

const defined = new Map<string, Catalogue<object>>();
const translations: Partial<Record<Locale, Record<string, object>>> = {};

/** Names an English catalogue; the name is the key its translations are filed under. */
export function catalogue<T extends object>(name: string, english: T): Catalogue<T> {
  const existing = defined.get(name);
  if (existing && existing.english !== english) {
    throw new Error(`Two catalogues are named ${name}`);
  }
  const entry = { name, english };
  defined.set(name, entry);
  return entry;
}

/** Makes a language's texts available (its lazily loaded module calls this). */
export function addTranslations(locale: Locale, byName: Record<string, object>): void {
  translations[locale] = { ...translations[locale], ...byName };
}

/** The catalogue's texts in a language; English when that language has not been loaded. */
export function textOf<T extends object>(entry: Catalogue<T>, locale: Locale): T {
  if (locale === 'en') return entry.english;
  return (translations[locale]?.[entry.name] as T | undefined) ?? entry.english;
}

/** Every catalogue defined so far and each language's texts, for the missing-text check. */
export function definedCatalogues(): ReadonlyMap<string, Catalogue<object>> {
  return defined;
}

export function translationsOf(locale: Locale): Readonly<Record<string, object>> {
  return translations[locale] ?? {};
}
