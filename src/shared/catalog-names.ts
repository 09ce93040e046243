import { CITIES, type City, SERVICE_NAMES, type ServiceKey, SPECIALIZATIONS } from './catalog';
import { catalogue, textOf } from './catalogue';
import { SPECIALIZATION_FILTERS } from './listing-filters';
import type { Locale } from './locale';

const byItself = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, name])) as Record<string, string>;

/**
 * What Kasrat names in each language: its three services, its ten cities (by slug) and the
 * specializations it knows (by their English label, the filters' and the stored ones). A
 * trainer's own words are not here: their specializations and city stay as they typed them,
 * unless the city is one of the ten.
 */
export const CATALOG_NAMES_TEXT = catalogue('catalogNames', {
  service: SERVICE_NAMES,
  city: Object.fromEntries(CITIES.map((city) => [city.slug, city.name])) as Record<string, string>,
  specialization: byItself([
    ...SPECIALIZATIONS,
    ...SPECIALIZATION_FILTERS.map((filter) => filter.label),
  ]),
});

export function serviceName(key: ServiceKey, locale: Locale = 'en'): string {
  return textOf(CATALOG_NAMES_TEXT, locale).service[key];
}

export function cityName(city: Pick<City, 'slug' | 'name'>, locale: Locale = 'en'): string {
  return textOf(CATALOG_NAMES_TEXT, locale).city[city.slug] ?? city.name;
}

/** A specialization Kasrat knows in the language; any other label as it is. */
export function specializationName(label: string, locale: Locale = 'en'): string {
  return textOf(CATALOG_NAMES_TEXT, locale).specialization[label] ?? label;
}

/**
 * The city a trainer typed: one of the ten in the language's spelling ('mumbai ' → 'मुंबई'),
 * any other place as written.
 */
export function placeName(typed: string, locale: Locale = 'en'): string {
  const wanted = typed.trim().toLowerCase();
  const city = CITIES.find((known) => known.name.toLowerCase() === wanted);
  return city && locale !== 'en' ? cityName(city, locale) : typed;
}
