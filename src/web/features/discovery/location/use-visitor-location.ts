import { startTransition, useEffect, useRef, useState } from 'react';
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
  /**
   * A server-rendered page, until the browser answers: the fallback coordinate, shown as a
   * visitor without a position sees it (docs/product/discovery.md#visitor-location-and-the-fallback).
   */
  | ({ status: 'approximate' } & Coordinate)
  | ({ status: 'granted' } & Coordinate)
  /**
   * Denied, failed or unsupported: the fixed fallback coordinate
   * (docs/product/discovery.md#visitor-location-and-the-fallback).
   */
  | ({ status: 'denied' } & Coordinate);

const APPROXIMATE: VisitorLocation = { status: 'approximate', ...FALLBACK_COORDINATE };

/**
 * Kept across visits to the listing in this tab, so coming back does not flash skeletons. The
 * server never learns a position.
 */
let known: VisitorLocation = typeof window === 'undefined' ? APPROXIMATE : { status: 'unknown' };

/** A server-rendered listing hydrates with the location the server rendered it for. */
export function startFromApproximateLocation() {
  if (known.status === 'unknown') known = APPROXIMATE;
}

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
      // One transition with the router's, which moves the address in one: no render has the
      // new location with the old filters (and asks for their trainers).
      startTransition(() => {
        setLocation(next);
        settled.current?.(next);
      });
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
