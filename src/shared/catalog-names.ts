import { CATALOG_TEXT, CITIES, type ServiceKey, type Specialization } from './catalog';
import { textOf } from './catalogue';
import { LISTING_FILTER_TEXT, SPECIALIZATION_FILTERS } from './listing-filters';
import type { Locale } from './locale';

/**
 * Kasrat's own names in a language (CATALOG_TEXT, LISTING_FILTER_TEXT): its services, the
 * specializations it knows and its ten cities. A trainer's own words are not looked up, except a
 * city they typed that is one of the ten.
 */
export function serviceName(key: ServiceKey, locale: Locale = 'en'): string {
  return textOf(CATALOG_TEXT, locale).service[key];
}

/** A filter's label or a stored specialization in the language; any other label as it is. */
export function specializationName(label: string, locale: Locale = 'en'): string {
  if (locale === 'en') return label;
  const filter = SPECIALIZATION_FILTERS.find((known) => known.label === label);
  if (filter) return textOf(LISTING_FILTER_TEXT, locale)[filter.slug] ?? label;
  return textOf(CATALOG_TEXT, locale).specialization[label as Specialization] ?? label;
}

/**
 * The city a trainer typed: one of the ten in the language's spelling ('mumbai ' → 'मुंबई'),
 * any other place as written.
 */
export function placeName(typed: string, locale: Locale = 'en'): string {
  if (locale === 'en') return typed;
  const wanted = typed.trim().toLowerCase();
  const city = CITIES.find((known) => known.name.toLowerCase() === wanted);
  return (city && textOf(CATALOG_TEXT, locale).city[city.slug]) || typed;
}
