import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  PRIVACY_MESSAGES as PM,
  PRIVACY_NOTICE_EFFECTIVE,
  PRIVACY_NOTICE_VERSION,
} from '#shared/privacy-messages.ts';
import { atPath, launchBrowser, newPage } from './support/browser';
import { recordEvents } from './support/events';
import { PROJECT_ROOT } from './support/server.mjs';

const baseUrl = inject('baseUrl');
const SHOTS = `${PROJECT_ROOT}/test-results/e2e`;
const PASSWORD = 'Correct-Horse-42';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/** docs/product/privacy.md: the notice, consent and adults only, on a 390 px phone. */
describe('privacy and consent journey', () => {
  it('signs up as an adult with analytics, reads the notice, and withdraws analytics', async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: 'mobile' });
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Last name').fill('Iyer');
    await page
      .getByLabel('Email', { exact: true })
      .fill(`meera.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: PM.noticeLabel }).check();
    const analytics = page.getByRole('switch', { name: /Usage analytics/ });
    const marketing = page.getByRole('switch', { name: /Offers and news by mail/ });
    expect(await analytics.isChecked()).toBe(false);
    expect(await marketing.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Without the 18+ confirmation nobody is created.
    await page.getByText(PM.adultRequired).waitFor();
    await page.screenshot({ path: `${SHOTS}/privacy-sign-up-refused-390.png`, fullPage: true });

    await page.getByRole('checkbox', { name: PM.adultLabel }).check();
    await analytics.check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(atPath('/'));

    // The footer loads near the bottom of the page; its link opens the notice.
    await page.keyboard.press('End');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await page.waitForURL(atPath('/privacy'));
    await page.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
    await expect.poll(() => page.title()).toBe('Privacy notice | Kasrat');
    await page
      .getByText(`Version ${PRIVACY_NOTICE_VERSION}, in effect from ${PRIVACY_NOTICE_EFFECTIVE}.`)
      .waitFor();
    await page.getByText('Priya Raman').waitFor();
    await page.getByText('Data Protection Board of India', { exact: false }).waitFor();
    await page.screenshot({ path: `${SHOTS}/privacy-notice-390.png`, fullPage: true });

    await page.goto(`${baseUrl}/profile/privacy`);
    const withdraw = page.getByRole('switch', { name: 'Usage analytics' });
    await expect.poll(() => withdraw.isChecked()).toBe(true);
    await page
      .getByText(/^Given \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M IST$/)
      .first()
      .waitFor();
    await withdraw.click();
    await page.getByText(PM.consentWithdrawn('analytics')).waitFor();
    await expect.poll(() => withdraw.isChecked()).toBe(false);
    await page.getByText(/^Withdrawn \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M IST$/).waitFor();
    await page.screenshot({ path: `${SHOTS}/privacy-consents-390.png`, fullPage: true });

    // After the withdrawal the page sends no usage events.
    const events = recordEvents(page);
    await page.goto(`${baseUrl}/trainers`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(events).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('asks a visitor once about analytics, and sends nothing after No thanks', async () => {
    const { page, context, consoleErrors } = await newPage(browser, {
      viewport: 'mobile',
      analyticsChoice: null,
    });
    const events = recordEvents(page);
    await page.goto(`${baseUrl}/trainers`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.mouse.wheel(0, 200);
    const bar = page.getByRole('region', { name: 'Usage analytics' });
    await bar.getByText(PM.visitorAnalyticsQuestion).waitFor();
    await page.screenshot({ path: `${SHOTS}/privacy-visitor-bar-390.png` });
    await bar.getByRole('button', { name: PM.visitorAnalyticsDecline }).click();
    await bar.waitFor({ state: 'detached' });

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(500);
    expect(await bar.count()).toBe(0);
    expect(events).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
