import { createContext, useContext } from 'react';
import { type Catalogue, textOf } from '#shared/catalogue.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/locale.ts';

/** The page's language: fixed for a page's life (changing it loads the other address). */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** A catalogue's texts in the page's language. */
export function useText<T extends object>(entry: Catalogue<T>): T {
  return textOf(entry, useLocale());
}
