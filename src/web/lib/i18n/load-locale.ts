import type { Locale } from '#shared/locale.ts';

/**
 * Loads a language's texts before the first render, so the page renders (and hydrates) in it at
 * once. English is in the code; Hindi is one chunk fetched only for Hindi pages.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'hi') await import('#web/locales/hi/index.ts');
}
