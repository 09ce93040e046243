import { useSyncExternalStore } from 'react';
import { buttonClass } from '#web/components/ui/button-styles.ts';
import { MapPinIcon } from '#web/components/ui/shell-icons.tsx';
import { useText } from '#web/lib/i18n/locale-context.ts';
import { locationHelpText } from './location-help-banner.text';

type BrowserKind = keyof typeof locationHelpText.english.browsers;

/** Phones first: their steps go through the system settings, whatever the browser. */
export function browserKind(userAgent: string): BrowserKind {
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(userAgent)) return 'mobile';
  if (/Edg\//.test(userAgent)) return 'edge';
  if (/Chrome\/|Chromium\//.test(userAgent)) return 'chrome';
  if (/Safari\//.test(userAgent)) return 'safari';
  return 'other';
}

function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="mt-1 list-decimal space-y-0.5 pl-5">
      {steps.map((step) => (
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
  const text = useText(locationHelpText);
  const current = browserKind(useSyncExternalStore(noSubscription, browserAgent, serverAgent));
  const others = (Object.keys(text.browsers) as BrowserKind[]).filter((kind) => kind !== current);
  return (
    <section
      aria-labelledby="location-help-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-5"
    >
      <div className="flex gap-3">
        <MapPinIcon className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <h3 id="location-help-title" className="text-base font-semibold">
            {text.title}
          </h3>
          <p className="mt-1">{text.text}</p>
          {/* Folded, this browser's steps first, beside Refresh: a phone still shows a trainer. */}
          <div className="mt-2 flex flex-wrap items-start gap-3">
            <details className="flex-1 py-2.5">
              <summary className="cursor-pointer font-semibold">{text.showMeHow}</summary>
              {[current, ...others].map((kind) => (
                <div key={kind} className="mt-2">
                  <p className="font-semibold">{text.browsers[kind].name}</p>
                  <Steps steps={text.browsers[kind].steps} />
                </div>
              ))}
            </details>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className={buttonClass('secondary', 'md')}
            >
              {text.refresh}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
