import { useEffect, useRef, useState } from 'react';
import type { Coordinate } from '#shared/geo.ts';
import { FALLBACK_COORDINATE } from '#shared/listing-filters.ts';
import { track } from '#web/lib/analytics.ts';

/** docs/product/discovery.md#visitor-location-and-the-fallback */
const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 5000,
  maximumAge: 300_000,
};

export type VisitorLocation =
  | { status: 'unknown' }
  | ({ status: 'granted' } & Coordinate)
  /**
   * Denied, failed or unsupported: the fixed fallback coordinate
   * (docs/product/discovery.md#visitor-location-and-the-fallback).
   */
  | ({ status: 'denied' } & Coordinate);

/** Kept across visits to the listing in this tab, so coming back does not flash skeletons. */
let known: VisitorLocation = { status: 'unknown' };

/**
 * Asks the browser once per visit. `onSettled` runs in the same update as the new location,
 * so the listing can turn the online filter on before its first request goes out.
 */
export function useVisitorLocation(
  onSettled?: (location: VisitorLocation) => void,
): VisitorLocation {
  const [location, setLocation] = useState<VisitorLocation>(known);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    let active = true;
    const settle = (next: VisitorLocation) => {
      if (!active) return;
      if (known.status !== next.status) track('location_permission', { status: next.status });
      known = next;
      setLocation(next);
      settled.current?.(next);
    };
    const deny = () => settle({ status: 'denied', ...FALLBACK_COORDINATE });
    if (!('geolocation' in navigator)) {
      deny();
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        settle({ status: 'granted', latitude: coords.latitude, longitude: coords.longitude }),
      deny,
      GEOLOCATION_OPTIONS,
    );
    return () => {
      active = false;
    };
  }, []);

  return location;
}

/** What the listing knew when it was last shown, to start a new visit from it. */
export function lastKnownLocation(): VisitorLocation {
  return known;
}
