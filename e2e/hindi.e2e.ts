import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, pageInMumbai } from './support/browser';

/** docs/product/languages.md: a visitor on a phone who would rather read Hindi. */
const baseUrl = inject('baseUrl');
const PASSWORD = 'KasratDemo#2026';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const devanagari = /[\u0900-\u097F]/;

/** Signs in on the Hindi sign-in form and waits for the page it returns to. */
async function signInInHindi(page: Page, email: string, returnTo: string) {
  await page.goto(`${baseUrl}/hi/auth?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('ईमेल', { exact: true }).fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'साइन इन करें' }).click();
  await page.waitForURL(`${baseUrl}/hi${returnTo}`);
}

describe('Kasrat in Hindi on a phone', () => {
  it('switches to Hindi from the menu, remembers it, and shows the listing and a profile in Hindi', async () => {
    const { page, context, consoleErrors } = await pageInMumbai(browser, baseUrl, 'mobile');
    await page.goto(`${baseUrl}/trainers`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: /Trainers near/ }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('a[hreflang="hi-IN"]:visible').first().click();
    await page.waitForURL(`${baseUrl}/hi/trainers`);
    await page.getByRole('heading', { name: /के पास ट्रेनर/ }).waitFor();
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('hi-IN');
    const card = page.getByRole('article').first();
    expect(await card.textContent()).toMatch(/₹[\d,]+/);
    await expect(card.getByRole('button', { name: 'सेशन बुक करें' }).count()).resolves.toBe(1);

    // The choice is remembered: the English address opens in Hindi.
    const cookies = await context.cookies(baseUrl);
    expect(cookies.find((cookie) => cookie.name === 'kasrat_locale')?.value).toBe('hi');
    await page.goto(`${baseUrl}/trainers`, { waitUntil: 'networkidle' });
    await page.waitForURL(`${baseUrl}/hi/trainers`);

    // A profile stays in Hindi, with the trainer's own words as written.
    await page.getByRole('article').first().getByRole('link').first().click();
    await page.waitForURL(/\/hi\/trainer\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('main').textContent()).toMatch(devanagari);
    expect(await page.title()).toMatch(devanagari);

    // And back to English, which is then remembered instead.
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    await page.locator('a[hreflang="en-IN"]:visible').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/trainer/'));
    expect(await page.evaluate<string>('document.documentElement.lang')).toBe('en-IN');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('signs a client in, opens the booking sheet and My Sessions in Hindi', async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: 'mobile' });
    await signInInHindi(page, 'client@kasrat.test', '/profile/sessions');
    await page.getByRole('heading', { name: 'मेरे सेशन' }).waitFor();
    await page
      .locator('main')
      .getByText(/₹[\d,]+/)
      .first()
      .waitFor();

    await page.goto(`${baseUrl}/hi/trainers`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'सेशन बुक करें' }).first().click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('heading', { name: /के साथ सेशन बुक करें/ }).waitFor();
    await sheet.getByText('तारीख़', { exact: true }).waitFor();
    // The fee line asks for a service, names the fee of the only one the trainer offers, or says
    // a pack credit pays: the first listed trainer, and what the demo client holds with them,
    // depend on the journeys before this one.
    await sheet.getByText(/^(सर्विस चुनें|सेशन फ़ीस ₹[\d,]+|1 पैक क्रेडिट से पेमेंट)$/).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows the trainer's dashboard in Hindi", async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: 'mobile' });
    await signInInHindi(page, 'trainer@kasrat.test', '/trainer-dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('main').textContent()).toMatch(devanagari);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps a signed-in choice on the account, so another device opens in it', async () => {
    const first = await newPage(browser, { viewport: 'mobile' });
    await signInInHindi(first.page, 'trainer@kasrat.test', '/profile');
    // Choosing English here (the footer's switch), signed in, tells the account.
    await first.page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await first.page.locator('footer a[hreflang="en-IN"]').click();
    await first.page.waitForURL(`${baseUrl}/profile`);

    // Another device that last showed Hindi follows the account after signing in.
    const second = await newPage(browser, { viewport: 'mobile' });
    await signInInHindi(second.page, 'trainer@kasrat.test', '/profile');
    await second.page.waitForURL(`${baseUrl}/profile`);
    expect(await second.page.evaluate<string>('document.documentElement.lang')).toBe('en-IN');
    expect([...first.consoleErrors, ...second.consoleErrors]).toEqual([]);
    await first.context.close();
    await second.context.close();
  });
});
