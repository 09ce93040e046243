import { catalogue, textOf } from './catalogue';
import type { Locale } from './locale';
import {
  BRAND_IMAGE_ALT,
  NOT_FOUND_COPY,
  type PageCopy,
  SITE_COPY,
  SITE_KEYWORDS,
} from './page-copy';

/**
 * What only the server's page heads say (docs/product/discovery.md#search-metadata-and-structured-data),
 * in each language: apart from page-copy.ts, so no page's JavaScript carries it.
 */
export const SITE_COPY_TEXT = catalogue('pageCopySite', {
  site: SITE_COPY,
  notFound: NOT_FOUND_COPY,
  brandImageAlt: BRAND_IMAGE_ALT,
  keywords: SITE_KEYWORDS,
});

export function siteCopy(locale: Locale = 'en'): Pick<PageCopy, 'title' | 'description'> {
  return textOf(SITE_COPY_TEXT, locale).site;
}

export function notFoundCopy(locale: Locale = 'en'): Pick<PageCopy, 'title' | 'description'> {
  return textOf(SITE_COPY_TEXT, locale).notFound;
}

export function brandImageAlt(locale: Locale = 'en'): string {
  return textOf(SITE_COPY_TEXT, locale).brandImageAlt;
}

export function siteKeywords(locale: Locale = 'en'): readonly string[] {
  return textOf(SITE_COPY_TEXT, locale).keywords;
}

/** Search keywords and the names in the structured data, beyond the page copy. */
export const HEAD_COPY_TEXT = catalogue('pageCopyHead', {
  trainerNearMe: (label: string) => `${label.toLowerCase()} trainer near me`,
  /** `label` is a specialization's, or undefined for every trainer. */
  topRated: (online: boolean, label: string | undefined) =>
    `Top-rated ${online ? 'online ' : ''}${(label ?? 'fitness').toLowerCase()} trainers across India`,
  trainerInCity: (label: string | undefined, city: string) =>
    `${(label ?? 'fitness').toLowerCase()} trainer in ${city}`,
  personalTrainerIn: (city: string) => `personal trainer ${city}`,
  gymTrainerIn: (city: string) => `gym trainer ${city}`,
  /** A service a trainer offers, as the structured data names it. */
  serviceWith: (service: string, name: string) => `${service} with ${name}`,
});
