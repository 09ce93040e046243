import { useSyncExternalStore } from 'react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { MapPinIcon } from '#web/components/ui/icons.tsx';

type BrowserKind = 'mobile' | 'edge' | 'chrome' | 'safari' | 'other';

const STEPS: Record<BrowserKind, { name: string; steps: string[] }> = {
  chrome: {
    name: 'Chrome',
    steps: [
      'Click the site settings icon to the left of the address bar.',
      'Set Location to Allow.',
      'Refresh the page.',
    ],
  },
  safari: {
    name: 'Safari',
    steps: [
      'Open Safari › Settings › Websites › Location.',
      'Set this website to Allow.',
      'Refresh the page.',
    ],
  },
  edge: {
    name: 'Edge',
    steps: [
      'Click the lock icon in the address bar and open Permissions for this site.',
      'Set Location to Allow.',
      'Refresh the page.',
    ],
  },
  mobile: {
    name: 'Phone or tablet',
    steps: [
      'Turn on Location in your phone’s settings.',
      'In your browser’s site settings, allow Location for this website.',
      'Come back and tap Refresh Page.',
    ],
  },
  other: {
    name: 'Other browsers',
    steps: [
      'Open the permissions or site settings of this website in your browser.',
      'Allow location access.',
      'Refresh the page.',
    ],
  },
};

/** Phones first: their steps go through the system settings, whatever the browser. */
export function browserKind(userAgent: string): BrowserKind {
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(userAgent)) return 'mobile';
  if (/Edg\//.test(userAgent)) return 'edge';
  if (/Chrome\/|Chromium\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  return 'other';
}

function Steps({ kind }: { kind: BrowserKind }) {
  return (
    <ol className="mt-1 list-decimal space-y-0.5 pl-5">
      {STEPS[kind].steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

const noSubscription = () => () => {};
const browserAgent = () => navigator.userAgent;
/** The server knows no browser; the page hydrates as it rendered, then puts this browser first. */
const serverAgent = () => '';

/**
 * Shown when the browser gave no position
 * (docs/product/discovery.md#visitor-location-and-the-fallback).
 */
export default function LocationHelpBanner() {
  const current = browserKind(useSyncExternalStore(noSubscription, browserAgent, serverAgent));
  const others = (Object.keys(STEPS) as BrowserKind[]).filter((kind) => kind !== current);
  return (
    <section
      aria-labelledby="location-help-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-5"
    >
      <div className="flex gap-3">
        <MapPinIcon className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <h3 id="location-help-title" className="text-base font-semibold">
            Turn on location to see trainers near you
          </h3>
          <p className="mt-1">We could not get your location, so we are showing online trainers.</p>
          {/* Folded, this browser's steps first, beside Refresh: a phone still shows a trainer. */}
          <div className="mt-2 flex flex-wrap items-start gap-3">
            <details className="flex-1 py-2.5">
              <summary className="cursor-pointer font-semibold">Show me how</summary>
              {[current, ...others].map((kind) => (
                <div key={kind} className="mt-2">
                  <p className="font-semibold">{STEPS[kind].name}</p>
                  <Steps kind={kind} />
                </div>
              ))}
            </details>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className={buttonClass('secondary', 'md')}
            >
              Refresh Page
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
