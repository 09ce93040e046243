import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium.mjs';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions of the page, for a test to assert there are none. */
  consoleErrors: string[];
}

/** A page in a context of its own (no shared cookies or storage) with the given viewport. */
export async function newPage(
  browser: Browser,
  options: {
    viewport?: ViewportName;
    baseUrl?: string;
    /**
     * A visitor's answer to the analytics question (docs/product/privacy.md#consent), kept in the
     * browser as the bar keeps it; null: not answered, so the bar asks.
     */
    analyticsChoice?: 'allow' | 'decline' | null;
  } = {},
): Promise<OpenedPage> {
  const viewport = options.viewport ?? 'desktop';
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
  });
  const choice = options.analyticsChoice === undefined ? 'allow' : options.analyticsChoice;
  if (choice) {
    await context.addInitScript({
      content: `if (localStorage.getItem('kasrat.analytics-choice') === null) localStorage.setItem('kasrat.analytics-choice', '${choice}');`,
    });
  }
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}

/** A visitor who allowed location access, standing in Bandra, Mumbai. */
export async function pageInMumbai(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName = 'desktop',
): Promise<OpenedPage> {
  const opened = await newPage(browser, { viewport });
  await opened.context.grantPermissions(['geolocation'], { origin: baseUrl });
  await opened.context.setGeolocation({ latitude: 19.0596, longitude: 72.8295 });
  return opened;
}

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

async function outbox(baseUrl: string, email: string): Promise<OutboxMail[]> {
  const url = `${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}&limit=5`;
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  }
  const body = (await response.json()) as { data: OutboxMail[] };
  return body.data;
}

/** The id of the newest mail to this address, to tell a new code apart from an earlier one. */
export async function latestMailId(baseUrl: string, email: string): Promise<string | null> {
  return (await outbox(baseUrl, email))[0]?.id ?? null;
}

/**
 * Polls the outbox until the newest mail to `email` carries a 6-digit code and returns it.
 * Pass `after` (from latestMailId, read before asking for the code) to ignore older mails.
 */
export async function readSignInCode(
  baseUrl: string,
  email: string,
  options: { after?: string | null; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = performance.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const newest = (await outbox(baseUrl, email))[0];
    if (newest && newest.id !== options.after) {
      const code = /\b(\d{6})\b/.exec(`${newest.subject}\n${newest.text}`)?.[1];
      if (code) return code;
    }
    if (performance.now() > deadline) {
      throw new Error(`No sign-in code for ${email} arrived in the outbox at ${baseUrl}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Waits for a path whatever the query: the listing at / and /trainers adds ?service=online
 * by itself when the browser gives no location.
 */
export const atPath = (pathname: string) => (url: URL) => url.pathname === pathname;
