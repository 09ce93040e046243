import type { Locale } from '#shared/locale.ts';

/** The page's language, once `loadLocale` has been called for it. */
let pageLocale: Locale = 'en';

/**
 * Loads a language's texts before the first render, so the page renders (and hydrates) in it at
 * once. English is in the code; Hindi is a chunk fetched only for Hindi pages, without the texts
 * of signed-in screens (`loadSignedInTexts`).
 */
export async function loadLocale(locale: Locale): Promise<void> {
  pageLocale = locale;
  if (locale === 'hi') await import('#web/locales/hi/index.ts');
}

/**
 * The texts of the screens only a signed-in person opens, and of the privacy notice, in the
 * page's language: their lazily loaded code waits for them, so they never show a word of English
 * on a Hindi page.
 */
export async function loadSignedInTexts(): Promise<void> {
  if (pageLocale === 'hi') await import('#web/locales/hi/signed-in.ts');
}

/** A lazily loaded module of a signed-in screen, once it and its texts are both here. */
export async function withSignedInTexts<Module>(load: () => Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([load(), loadSignedInTexts()]);
  return module;
}
