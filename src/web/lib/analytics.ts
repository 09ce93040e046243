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

const currentPath = () => window.location.pathname + window.location.search;

/** Where a visitor's answer to "Allow anonymous usage analytics?" ('allow' or 'decline') is kept. */
export const VISITOR_CHOICE_KEY = 'kasrat.analytics-choice';

export function visitorChoice(): string | null {
  try {
    return localStorage.getItem(VISITOR_CHOICE_KEY);
  } catch {
    return null;
  }
}

/**
 * Events go only with consent (docs/product/privacy.md#consent): a signed-in person's
 * `analytics` consent, which the app learns after loading, or a visitor's choice in this browser.
 * Until it is known (null) the first events wait, and go or are dropped once it is.
 */
let consent: boolean | null = null;
const waiting: (() => void)[] = [];
const WAITING_MAX = 20;

const consentOfThisBrowser = () =>
  tokenStore.get() || !visitorChoice() ? null : visitorChoice() === 'allow';

export function setAnalyticsConsent(given: boolean | null) {
  consent = given;
  if (given !== null) for (const send of waiting.splice(0)) if (given) send();
}

// The server renders pages with this module loaded, but sends no events.
const inBrowser = typeof window !== 'undefined';
consent = consentOfThisBrowser();
if (inBrowser) tokenStore.subscribe(() => setAnalyticsConsent(consentOfThisBrowser()));

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

if (inBrowser) {
  window.addEventListener(PAGE_TITLED_EVENT, () => {
    titledPath = currentPath();
    if (awaitingTitle === titledPath) sendPageView();
  });
}

/** GA4's code loads only where it is configured, outside everyone else's first JavaScript. */
function sendToGa(name: AnalyticsEvent, params: AnalyticsParams) {
  const id = env.gaMeasurementId;
  if (!id) return;
  // One module promise: its callbacks run in the order the events were tracked.
  void import('./ga4').then((ga4) => ga4.sendToGa(id, name, params)).catch(() => {});
}
