import { useQuery } from '@tanstack/react-query';
import { nearestCity } from '#shared/nearest-city.ts';
import { present } from '#shared/present.ts';
import { lookUpPlaceName } from './place-name';
import type { VisitorLocation } from './use-visitor-location';

/**
 * Where the fallback coordinate lies (the Delhi NCR area: docs/product/discovery.md#place-name).
 */
export const FALLBACK_PLACE_NAME = 'Delhi NCR';

/**
 * The place name (docs/product/discovery.md#place-name) for a granted position: a known city at
 * once, else the third-party lookup (asked once per position, never retried, silent on failure).
 */
export function usePlaceName(location: VisitorLocation): string | null {
  const granted = location.status === 'granted' ? location : null;
  const city = granted ? nearestCity(granted) : undefined;
  const remote = useQuery({
    queryKey: ['discovery', 'place-name', granted?.latitude, granted?.longitude] as const,
    queryFn: ({ signal }) => lookUpPlaceName(present(granted, 'the granted position'), signal),
    enabled: granted !== null && city === undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (location.status === 'denied') return FALLBACK_PLACE_NAME;
  if (city) return city.name;
  return remote.data ?? null;
}
