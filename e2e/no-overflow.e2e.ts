import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TrainerCard } from '#shared/discovery-types.ts';
import { DASHBOARD_TABS } from '#shared/trainer-dashboard-api.ts';
import { launchBrowser } from './support/browser';
import { signInAt } from './support/sign-in';

// The narrowest phone we design for. A page wider than the screen scrolls sideways as a whole,
// so only a part meant to scroll (a tab bar, a table) may be wider than this.
const PHONE = { width: 360, height: 780 };
const PASSWORD = 'KasratDemo#2026';
const baseUrl = inject('baseUrl');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function phonePage() {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  return { context, page: await context.newPage() };
}

/** The page's width past the screen's in CSS pixels, once its heading and data have settled. */
async function overflowOf(page: Page): Promise<number> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const { scrollWidth, innerWidth } = await page.evaluate<{
    scrollWidth: number;
    innerWidth: number;
  }>('({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })');
  // A mobile viewport zooms out to fit a too-wide page, so innerWidth is checked as well.
  return Math.max(scrollWidth, innerWidth) - PHONE.width;
}

async function visit(page: Page, path: string, overflowing: string[]) {
  await page.goto(`${baseUrl}${path}`);
  const excess = await overflowOf(page);
  if (excess > 0) overflowing.push(`${path} (+${excess}px)`);
}

async function signedIn(email: string, returnTo: string) {
  const opened = await phonePage();
  await signInAt(opened.page, baseUrl, { email, password: PASSWORD }, returnTo);
  return opened;
}

describe('no page is wider than a 360 px phone', () => {
  it('holds for the visitor pages', async () => {
    const response = await fetch(
      `${baseUrl}/api/trainers/nearby?latitude=19.076&longitude=72.8777&radius=50&limit=1`,
    );
    const [trainer] = ((await response.json()) as { data: TrainerCard[] }).data;
    const { page, context } = await phonePage();
    const overflowing: string[] = [];
    const visitorPages = [
      '/',
      '/trainers',
      `/trainer/${trainer!.id}`,
      '/city/mumbai',
      '/auth',
      '/chat',
    ];
    for (const path of visitorPages) await visit(page, path, overflowing);
    expect(overflowing).toEqual([]);
    await context.close();
  });

  it('holds for the client, with My Sessions whole in the profile navigation', async () => {
    const { page, context } = await signedIn('client@kasrat.test', '/profile');
    const overflowing: string[] = [];
    for (const path of ['/profile', '/profile/sessions']) {
      await visit(page, path, overflowing);
      const nav = page.getByRole('navigation', { name: 'Profile' });
      const link = nav.getByRole('link', { name: 'My Sessions' });
      const [navBox, linkBox] = [await nav.boundingBox(), await link.boundingBox()];
      expect(linkBox!.x).toBeGreaterThanOrEqual(navBox!.x);
      expect(linkBox!.x + linkBox!.width).toBeLessThanOrEqual(navBox!.x + navBox!.width);
      expect(linkBox!.x + linkBox!.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(overflowing).toEqual([]);
    await context.close();
  });

  it('holds for the trainer, on every portfolio and dashboard tab', async () => {
    const { page, context } = await signedIn('trainer@kasrat.test', '/update-portfolio');
    const overflowing: string[] = [];
    await visit(page, '/update-portfolio', overflowing);
    const tabs = page.getByRole('tablist', { name: 'Portfolio sections' }).getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < count; index += 1) {
      const tab = tabs.nth(index);
      await tab.click();
      await page.getByRole('tabpanel').waitFor();
      const excess = await overflowOf(page);
      if (excess > 0)
        overflowing.push(`/update-portfolio ${await tab.textContent()} (+${excess}px)`);
    }
    for (const tab of DASHBOARD_TABS) {
      await visit(
        page,
        tab === 'overview' ? '/trainer-dashboard' : `/trainer-dashboard/${tab}`,
        overflowing,
      );
    }
    await visit(page, '/services-management', overflowing);
    await visit(page, '/chat', overflowing);
    expect(overflowing).toEqual([]);
    await context.close();
  });

  it('holds for the admin', async () => {
    const { page, context } = await signedIn('admin@kasrat.test', '/admin');
    const overflowing: string[] = [];
    await visit(page, '/admin', overflowing);
    expect(overflowing).toEqual([]);
    await context.close();
  });
});
