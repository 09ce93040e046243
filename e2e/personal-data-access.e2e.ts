import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/accessibility';
import { launchBrowser, newPage } from './support/browser';
import { SHOTS } from './support/clocked-suite';
import { signInAt } from './support/sign-in';

// The shared demo server, only read: the demo admin's record of KYC documents opened.
const baseUrl = inject('baseUrl');
const NARROW_PHONE = { width: 390, height: 844 };
const WIDE_DESKTOP = { width: 1366, height: 900 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('personal data access (docs/product/privacy.md#who-reached-whose-data)', () => {
  it('shows the demo admin who reached whose data, on a phone and a desktop', async () => {
    const admin = await newPage(browser, { viewport: 'mobile' });
    const { page } = admin;
    await page.setViewportSize(NARROW_PHONE);
    await signInAt(
      page,
      baseUrl,
      { email: 'admin@kasrat.test', password: 'KasratDemo#2026' },
      '/admin?section=privacy',
    );
    await page.getByRole('heading', { name: 'Personal data access' }).waitFor();
    const entries = page.getByRole('listitem').filter({ hasText: 'whose:' });
    await entries.first().waitFor();
    expect(await entries.count()).toBeGreaterThanOrEqual(6);
    expect(await entries.first().textContent()).toMatch(
      /IST.*(Opened a KYC document|Revealed a KYC number)/,
    );
    await page.screenshot({ path: `${SHOTS}/personal-data-access-phone.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.setViewportSize(WIDE_DESKTOP);
    await page.screenshot({ path: `${SHOTS}/personal-data-access-desktop.png`, fullPage: true });
    expect(admin.consoleErrors).toEqual([]);
    await admin.context.close();
  });
});
