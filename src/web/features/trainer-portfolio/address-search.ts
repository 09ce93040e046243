import type { Position } from './current-position';

/** OpenStreetMap's free geocoder; one search per click, as its usage policy asks. */
const GEOCODER = 'https://nominatim.openstreetmap.org/search';
const SEARCH_TIMEOUT_MS = 5_000;

/**
 * The first place in India matching an address, or null on any failure: the search is a
 * convenience, and the city's centre stands in when it finds nothing
 * (docs/product/trainer-portfolio.md#city-and-pin).
 */
export async function searchAddress(query: string): Promise<Position | null> {
  try {
    const url = `${GEOCODER}?format=jsonv2&limit=1&countrycodes=in&q=${encodeURIComponent(query)}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS) });
    if (!response.ok) return null;
    const [first] = (await response.json()) as { lat?: string; lon?: string }[];
    const lat = Number(first?.lat);
    const lng = Number(first?.lon);
    return first && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
  } catch {
    return null;
  }
}
