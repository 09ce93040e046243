import type { EntryType } from 'node:perf_hooks';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TrainerCard } from '#shared/discovery-types.ts';
import {
  FALLBACK_COORDINATE,
  LISTING_DEFAULT_LIMIT,
  LISTING_RADIUS_KM,
} from '#shared/listing-filters.ts';
import { present } from '#shared/present.ts';
import { launchBrowser, newPage, type OpenedPage } from './support/browser';

/**
 * The server-rendered public pages (docs/decisions/0048-server-rendering.md) in a phone's
 * browser: React takes over the HTML without a mismatch (any console error or warning fails),
 * nothing moves as it does (no layout shift), and the answers the page came with are not asked
 * for again.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;
let trainerId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(
    `${baseUrl}/api/trainers/nearby?latitude=19.076&longitude=72.8777&radius=50&limit=1`,
  );
  trainerId = ((await response.json()) as { data: { id: string }[] }).data[0]!.id;
});

afterAll(async () => {
  await browser?.close();
});

interface Watched {
  /** Console errors and warnings, and uncaught exceptions. */
  problems: string[];
  /** Requests for trainers' data (the listing, a profile, its reviews) made by the page. */
  trainerRequests: string[];
}

/** Records layout shifts from the first paint on, and what the page logs and asks for. */
async function watch(opened: OpenedPage): Promise<Watched> {
  const watched: Watched = { problems: opened.consoleErrors, trainerRequests: [] };
  await opened.context.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(globalThis, { layoutShifts: shifts });
    // `layout-shift` is a browser's entry type, unknown to Node's types.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' as EntryType, buffered: true });
  });
  opened.page.on('console', (message) => {
    if (message.type() === 'warning') watched.problems.push(message.text());
  });
  opened.page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/trainers')) watched.trainerRequests.push(pathname + search);
  });
  return watched;
}

/** Loads a page and waits until it is quiet: hydrated, its lazily loaded code in. */
async function load(page: Page, path: string) {
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await page.waitForTimeout(500);
}

/**
 * When the page's first content was on screen and when its code began to load: a phone on a slow
 * connection shows the page first (docs/decisions/0048-server-rendering.md).
 */
const paintAndCode = (page: Page) =>
  page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    return {
      paint,
      firstCode: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });

const layoutShift = (page: Page) =>
  page.evaluate(() =>
    (globalThis as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
  );

/**
 * The navbar's menu button opens its panel: React handles the page's events. A tap before the
 * button hydrates is repeated once it has, within ten seconds (src/web/lib/early-tap.ts); on a
 * slow host at 6× throttling that took longer than expect.poll's default second.
 */
async function expectHydrated(page: Page) {
  const menu = page.locator('header button[aria-expanded]');
  await menu.click();
  await expect.poll(() => menu.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
}

describe.each([
  { language: 'English', prefix: '' },
  { language: 'Hindi', prefix: '/hi' },
])('server-rendered pages in $language hydrate', ({ prefix }) => {
  const pages = () => [
    prefix || '/',
    `${prefix}/trainers`,
    `${prefix}/trainer/${trainerId}`,
    `${prefix}/city/mumbai`,
    `${prefix}/city/pune/yoga`,
  ];

  it('showing their content before their code, without a mismatch, a layout shift or a second request for their data', async () => {
    for (const path of pages()) {
      const opened = await newPage(browser, { viewport: 'mobile' });
      const watched = await watch(opened);
      await load(opened.page, path);
      expect({ path, shift: await layoutShift(opened.page) }).toEqual({ path, shift: 0 });
      expect({ path, requests: watched.trainerRequests }).toEqual({ path, requests: [] });
      const { paint, firstCode } = await paintAndCode(opened.page);
      expect({ path, painted: paint !== null && paint <= firstCode }).toEqual({
        path,
        painted: true,
      });
      await expectHydrated(opened.page);
      expect({ path, problems: watched.problems }).toEqual({ path, problems: [] });
      await opened.context.close();
    }
  });
});

/** The page's scroll position, read and set in the page (this code has no DOM types). */
type Scrolling = { scrollY: number; scrollTo: (x: number, y: number) => void };
const scrollOf = (page: Page) => page.evaluate(() => (globalThis as unknown as Scrolling).scrollY);
const scrollTo = (page: Page, y: number) =>
  page.evaluate((to) => (globalThis as unknown as Scrolling).scrollTo(0, to), y);

describe('a visitor who scrolls before the code arrives', () => {
  it.each(['/trainers', '/hi/trainers', '/city/mumbai'])(
    'stays where they scrolled on %s once the page is live, and a link still opens its page at the top',
    async (path) => {
      const opened = await newPage(browser, { viewport: 'mobile' });
      const { page } = opened;
      // A slow phone: the code runs well after the content is on screen.
      const cdp = await opened.context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
      await scrollTo(page, 600);
      await page.waitForLoadState('networkidle');
      await expectHydrated(page);
      await page.keyboard.press('Escape');
      expect(await scrollOf(page)).toBe(600);

      await page.locator('main a[href*="/trainer/"]').first().click();
      await page.waitForURL(/\/trainer\//);
      await expect.poll(() => scrollOf(page)).toBe(0);
      await opened.context.close();
    },
  );
});

/**
 * The gym of a trainer below the first card of the list a page arrives with (the online trainers,
 * best rated first): nearby, that trainer comes first, so the new answer shares a card with the
 * old one in another place.
 */
async function gymOfAnOnlineTrainer() {
  const filters = encodeURIComponent(JSON.stringify([{ type: 'service', value: 'online' }]));
  const { latitude, longitude } = FALLBACK_COORDINATE;
  const response = await fetch(
    `${baseUrl}/api/trainers/nearby?latitude=${latitude}&longitude=${longitude}&radius=${LISTING_RADIUS_KM}&limit=${LISTING_DEFAULT_LIMIT}&serviceType=online&filters=${filters}`,
  );
  const cards = ((await response.json()) as { data: TrainerCard[] }).data;
  const gym = present(
    cards.slice(1).find((card) => card.gymInfo?.coordinates)?.gymInfo?.coordinates,
    'an online trainer below the first trains at a gym',
  );
  return { latitude: gym.lat, longitude: gym.lng };
}

describe('the server-rendered listing when the browser gives a position', () => {
  it.each([
    { place: 'in Mumbai', position: async () => ({ latitude: 19.0596, longitude: 72.8295 }) },
    { place: 'at an online trainer’s gym', position: gymOfAnOnlineTrainer },
  ])(
    'replaces the online trainers with those nearby $place, moving nothing',
    async ({ position }) => {
      const at = await position();
      const opened = await newPage(browser, { viewport: 'mobile' });
      await opened.context.grantPermissions(['geolocation'], { origin: baseUrl });
      await opened.context.setGeolocation(at);
      const watched = await watch(opened);
      await load(opened.page, '/trainers');
      await opened.page.getByRole('heading', { name: /^Trainers near / }).waitFor();
      await opened.page.getByText(/trainers? within 100 km$/).waitFor();
      expect(await layoutShift(opened.page)).toBe(0);
      expect(watched.trainerRequests).toHaveLength(1);
      expect(watched.trainerRequests[0]).toContain(`latitude=${at.latitude}`);
      expect(watched.problems).toEqual([]);
      await opened.context.close();
    },
  );
});
