import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES } from '#shared/data-export-api.ts';
import { newPage } from './support/browser';
import { clockedSuite, SHOTS } from './support/clocked-suite';
import { signInAt } from './support/sign-in';

// docs/product/privacy.md#download-my-data. The server's clock stands at Monday 2 March 2026,
// 10:00 AM IST; the build job runs on its own tick (every 15 s), as in production.
const suite = clockedSuite(new Date('2026-03-02T04:30:00.000Z'));
const CLIENT = { email: 'client@kasrat.test', password: 'KasratDemo#2026' };

describe('download my data', () => {
  it('the demo client asks for a copy on a phone, waits for it, and downloads the zip', async () => {
    const base = suite.server.baseUrl;
    const { page, context, consoleErrors } = await newPage(suite.browser, { viewport: 'mobile' });
    try {
      await signInAt(page, base, CLIENT, '/profile');
      await page
        .getByRole('navigation', { name: 'Profile' })
        .getByRole('link', { name: 'Privacy', exact: true })
        .click();
      await page.waitForURL(`${base}/profile/privacy`);
      const section = page.getByRole('region', { name: EXPORT_MESSAGES.heading });
      // the seeded copy of ten days ago has expired
      await section.getByText(EXPORT_MESSAGES.expired).waitFor();
      await page.screenshot({
        path: `${SHOTS}/download-my-data-expired-mobile.png`,
        fullPage: true,
      });

      await section.getByRole('button', { name: EXPORT_MESSAGES.requestAgain }).click();
      await section.getByRole('status').filter({ hasText: EXPORT_MESSAGES.preparing }).waitFor();
      await page.screenshot({
        path: `${SHOTS}/download-my-data-preparing-mobile.png`,
        fullPage: true,
      });

      const link = section.getByRole('link', { name: /Download your copy \(zip, \d+ KB\)/ });
      await link.waitFor({ timeout: 60_000 });
      await section.getByText(/The link works until Tue, 3 Mar, 10:\d\d AM IST\./).waitFor();
      await page.screenshot({ path: `${SHOTS}/download-my-data-ready-mobile.png`, fullPage: true });

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe('kasrat-my-data-2026-03-02.zip');
      const path = await download.path();
      const { readFileSync } = await import('node:fs');
      const entries = unzipSync(new Uint8Array(readFileSync(path)));
      const data = JSON.parse(strFromU8(entries['data.json'] ?? new Uint8Array()));
      expect(data.profile.email).toBe(CLIENT.email);
      expect(data.bookings.length).toBeGreaterThan(0);
      expect(Object.keys(entries).some((name) => name.startsWith('files/tax-documents/'))).toBe(
        true,
      );
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
