import { useEffect } from 'react';

declare global {
  interface Window {
    /** Set by the server-rendered page's starter (src/server/plugins/deferred-entry.ts). */
    kasratEarlyTap?: { button: HTMLButtonElement | null; stop: () => void };
  }
}

/**
 * The button a visitor tapped on a server-rendered page before its code had come, if any; from
 * now on taps are React's (it replays those made while it hydrates).
 */
export function takeEarlyTap(): HTMLButtonElement | null {
  const early = window.kasratEarlyTap;
  if (!early) return null;
  early.stop();
  delete window.kasratEarlyTap;
  return early.button;
}

/** How long the repeat waits for the button's part of the page to hydrate. */
const HYDRATION_WAIT_MS = 10_000;

/**
 * Whether React has taken over the element. React marks each element it hydrates with its
 * props under a `__reactProps$…` key; it has no public signal, and a part of the page inside a
 * suspended boundary hydrates after the root has committed.
 */
const hydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * Repeats the early tap once its button has hydrated, so "Book Session" pressed on a slow phone
 * does what it says instead of nothing. Hydration keeps the server's elements, so it is the same
 * button; one that has gone or been disabled meanwhile, or has not hydrated within ten seconds,
 * is left alone.
 */
export function RepeatEarlyTap({ button }: { button: HTMLButtonElement | null }) {
  useEffect(() => {
    if (!button) return;
    const giveUpAt = performance.now() + HYDRATION_WAIT_MS;
    let frame = 0;
    const repeat = () => {
      if (!button.isConnected || button.disabled || performance.now() > giveUpAt) return;
      if (hydrated(button)) button.click();
      else frame = requestAnimationFrame(repeat);
    };
    repeat();
    return () => cancelAnimationFrame(frame);
  }, [button]);
  return null;
}
