import { env } from '../config/env';
import { apiRequest } from './api-client';

/** The events of spec 01 section 1, plus the page view sent on every route change. */
export type AnalyticsEvent =
  | 'page_view'
  | 'trainer_view'
  | 'booking_attempt'
  | 'booking_complete'
  | 'search'
  | 'filter_use'
  | 'sign_up'
  | 'login'
  | 'chat_initiated'
  | 'location_permission'
  | 'payment_initiated'
  | 'payment_failed'
  | 'become_trainer_clicked'
  | 'refer_friend_clicked'
  | 'quick_book';

export type AnalyticsParams = Record<string, string | number | boolean | null>;

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

/** Sends an event to our own store and, when configured, to GA4. Never throws. */
export function track(name: AnalyticsEvent, params?: AnalyticsParams) {
  const path = window.location.pathname + window.location.search;
  apiRequest('/events', {
    method: 'POST',
    body: params ? { name, path, params } : { name, path },
    keepalive: true,
  }).catch(() => {
    // Analytics must never disturb the page.
  });
  sendToGa(name, { ...params, page_path: path });
}

export function trackPageView() {
  track('page_view', { page_title: document.title });
}

function sendToGa(name: AnalyticsEvent, params: AnalyticsParams) {
  const id = env.gaMeasurementId;
  if (!id) return;
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
    // gtag.js reads the arguments object itself, not an array.
    // biome-ignore lint/complexity/noArguments: the library's documented calling convention
    window.dataLayer!.push(arguments);
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
