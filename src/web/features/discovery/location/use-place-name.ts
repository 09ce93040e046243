import { useQuery } from '@tanstack/react-query';
import { CATALOG_TEXT } from '#shared/catalog.ts';
import { nearestCity } from '#shared/nearest-city.ts';
import { present } from '#shared/present.ts';
import { useLocale, useText } from '#web/lib/i18n/locale-context.ts';
import { listingText } from '../listing.text';
import { lookUpPlaceName } from './place-name';
import type { VisitorLocation } from './use-visitor-location';

/**
 * Where the fallback coordinate lies (the Delhi NCR area: docs/product/discovery.md#place-name).
 */
export const FALLBACK_PLACE_NAME = listingText.english.fallbackPlace;

/**
 * The place name (docs/product/discovery.md#place-name) for a granted position: a known city at
 * once, else the third-party lookup (asked once per position, never retried, silent on failure).
 */
export function usePlaceName(location: VisitorLocation): string | null {
  const locale = useLocale();
  const { fallbackPlace } = useText(listingText);
  const cities = useText(CATALOG_TEXT).city;
  const granted = location.status === 'granted' ? location : null;
  const city = granted ? nearestCity(granted) : undefined;
  const remote = useQuery({
    queryKey: ['discovery', 'place-name', granted?.latitude, granted?.longitude, locale] as const,
    queryFn: ({ signal }) =>
      lookUpPlaceName(present(granted, 'the granted position'), signal, locale),
    enabled: granted !== null && city === undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (location.status === 'denied') return fallbackPlace;
  if (city) return cities[city.slug] ?? city.name;
  return remote.data ?? null;
}
