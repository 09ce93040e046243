/**
 * GA4 (gtag.js) with INR, IP anonymisation and no ad personalisation, loaded by analytics.ts only
 * when `VITE_GA_MEASUREMENT_ID` is set and the person consented.
 */
type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const GA_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
const SCRIPT_ATTEMPTS = 5;
const FIRST_RETRY_MS = 125;

let gaStarted = false;

export function sendToGa(id: string, name: string, params: Record<string, unknown>) {
  startGa(id);
  window.gtag?.('event', name, { ...params, currency: 'INR' });
}

/**
 * gtag queues calls in dataLayer until its script arrives, so events can be recorded
 * before the script has loaded; the script itself loads only after the first event.
 */
function startGa(id: string) {
  if (gaStarted) return;
  gaStarted = true;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    const dataLayer = window.dataLayer ?? [];
    window.dataLayer = dataLayer;
    // gtag.js reads the arguments object itself, not an array.
    // biome-ignore lint/complexity/noArguments: the library's documented calling convention
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, {
    send_page_view: false,
    currency: 'INR',
    anonymize_ip: true,
    allow_ad_personalization_signals: false,
    allow_google_signals: false,
  });
  loadScript(`${GA_SCRIPT}?id=${encodeURIComponent(id)}`, 1);
}

/** Retries a failed third-party script up to 5 times: 125 ms, then doubling, with jitter. */
function loadScript(src: string, attempt: number) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.onerror = () => {
    script.remove();
    if (attempt >= SCRIPT_ATTEMPTS) return;
    const delay = FIRST_RETRY_MS * 2 ** (attempt - 1) * (0.5 + Math.random());
    window.setTimeout(() => loadScript(src, attempt + 1), delay);
  };
  document.head.appendChild(script);
}
