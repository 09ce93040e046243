import { useSyncExternalStore } from 'react';

/**
 * Set by the service worker (src/web/service-worker/sw.js) on an answer it took from its cache
 * because the network failed: the instant that copy was fetched.
 */
const OFFLINE_HEADER = 'x-kasrat-offline';

type Listener = () => void;
const listeners = new Set<Listener>();
let sessionsAsOf: string | null = null;

/** Notes whether My Sessions' answer was the offline copy, and of when. */
export function noteSessionsCopy(headers: Headers) {
  const asOf = headers.get(OFFLINE_HEADER) || null;
  if (asOf === sessionsAsOf) return;
  sessionsAsOf = asOf;
  for (const listener of listeners) listener();
}

/** The instant (ISO) of the cached sessions shown offline, or null when they are live. */
export function useSessionsOfflineAsOf(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => sessionsAsOf,
    () => null,
  );
}
