import { env } from '../config/env';
import { apiRequest } from './api-client';
import { tokenStore } from './auth/token-store';
import { PAGE_TITLED_EVENT } from './seo';

/**
 * The events of docs/product/discovery.md#analytics-events, plus the page view sent on every route
 * change.
 */
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

const currentPath = () => window.location.pathname + window.location.search;

/** Where a visitor's answer to "Allow anonymous usage analytics?" is kept. */
const VISITOR_CHOICE_KEY = 'kasrat.analytics-choice';
export type VisitorChoice = 'allow' | 'decline';

export function visitorChoice(): VisitorChoice | null {
  try {
    const stored = window.localStorage.getItem(VISITOR_CHOICE_KEY);
    return stored === 'allow' || stored === 'decline' ? stored : null;
  } catch {
    return null;
  }
}

export function saveVisitorChoice(choice: VisitorChoice) {
  try {
    window.localStorage.setItem(VISITOR_CHOICE_KEY, choice);
  } catch {
    // Blocked storage: the choice lasts this page, and the bar asks again next visit.
  }
  setAnalyticsConsent(choice === 'allow');
}

/**
 * Events go only with consent (docs/product/privacy.md#consent): a signed-in person's
 * `analytics` consent, which the app learns after loading, or a visitor's choice in this browser.
 * Until it is known (null) the first events wait, and go or are dropped once it is.
 */
let consent: boolean | null = null;
const waiting: (() => void)[] = [];
const WAITING_MAX = 20;

function consentOfThisBrowser(): boolean | null {
  if (tokenStore.get()) return null;
  const choice = visitorChoice();
  return choice === null ? null : choice === 'allow';
}

export function setAnalyticsConsent(given: boolean | null) {
  consent = given;
  if (given === null) return;
  const held = waiting.splice(0);
  if (given) for (const send of held) send();
}

consent = consentOfThisBrowser();
tokenStore.subscribe(() => setAnalyticsConsent(consentOfThisBrowser()));

/** Sends an event, with consent, to our own store and, when configured, to GA4. Never throws. */
export function track(name: AnalyticsEvent, params?: AnalyticsParams, path = currentPath()) {
  const send = () => {
    apiRequest('/events', {
      method: 'POST',
      body: params ? { name, path, params } : { name, path },
      keepalive: true,
    }).catch(() => {
      // Analytics must never disturb the page.
    });
    sendToGa(name, { ...params, page_path: path });
  };
  if (consent === true) send();
  else if (consent === null && waiting.length < WAITING_MAX) waiting.push(send);
}

/** A page that never names itself still counts as viewed after this long. */
const UNTITLED_VIEW_MS = 3_000;
/** The address whose view waits for its page's title, and the address last titled. */
let awaitingTitle: string | undefined;
let titledPath: string | undefined;
let untitledTimer: number | undefined;

function sendPageView() {
  window.clearTimeout(untitledTimer);
  track('page_view', { page_title: document.title }, awaitingTitle);
  awaitingTitle = undefined;
}

/**
 * Called on every route change. The view goes out once the page has set its own title: a
 * lazily loaded page, or one behind the sign-in check, names itself long after the route
 * changed, and a view sent at once would carry the previous page's title (or "Kasrat").
 * A page's effects run before the layout's, so a page that rendered at once is already titled.
 */
export function trackPageView() {
  if (awaitingTitle) sendPageView();
  awaitingTitle = currentPath();
  if (titledPath === awaitingTitle) sendPageView();
  else untitledTimer = window.setTimeout(sendPageView, UNTITLED_VIEW_MS);
}

window.addEventListener(PAGE_TITLED_EVENT, () => {
  titledPath = currentPath();
  if (awaitingTitle === titledPath) sendPageView();
});

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
