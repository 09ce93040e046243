import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addIstDays } from '#shared/ist.ts';
import type { Reconciliation } from '#shared/tax/accounting.ts';
import { ACCOUNTING_MESSAGES } from '#shared/tax/accounting-messages.ts';
import { accessibilityViolations } from './support/accessibility';
import { newPage } from './support/browser';
import { clockedSuite, SHOTS } from './support/clocked-suite';
import { pageApi, signInAt } from './support/sign-in';

// A server of its own: its clock stands at Monday 2 March 2026, 10:00 AM IST, so the
// reconciliation opens on Sunday 1 March and the exports on February and Q3 of 2025-26.
const START = new Date('2026-03-02T04:30:00.000Z');
const PASSWORD = 'KasratDemo#2026';

const suite = clockedSuite(START);

/** The reconciliation's day field: picked whole, as a date picker sets it. */
const pickDay = (page: Page, date: string) => page.getByLabel('Day', { exact: true }).fill(date);

/** A download the page starts, saved: its name and its text. */
async function downloaded(page: Page, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const file = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(file, 'utf8') };
}

describe('the money side of /admin (docs/product/tax.md#reconciliation-and-returns)', () => {
  it("reconciles the demo's days to the paisa and downloads the returns data", async () => {
    const admin = await newPage(suite.browser, { viewport: 'desktop' });
    const { page } = admin;
    await page.clock.setFixedTime(START);
    await signInAt(
      page,
      suite.server.baseUrl,
      { email: 'admin@kasrat.test', password: PASSWORD },
      '/admin',
    );
    await page.getByRole('tab', { name: 'Money' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/admin?section=money`);
    const reconciliation = page.getByRole('region', { name: 'Daily reconciliation' });
    await reconciliation.getByText('Sunday, 1 March 2026').waitFor();
    await reconciliation.getByRole('heading', { name: 'Ledger check' }).waitFor();

    // a day before the demo's money: nothing moved, everything matches
    await pickDay(page, '2025-06-01');
    await reconciliation.getByText(ACCOUNTING_MESSAGES.allMatch).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-money-matches-1280.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    // the demo's money went through the ledger: its latest day with payments matches to the paisa
    let day = addIstDays('2026-03-02', -1);
    let report = await pageApi<{ data: Reconciliation }>(
      page,
      suite.server.baseUrl,
      `/admin/reconciliation?date=${day}`,
    );
    for (let back = 0; back < 60 && report.data.ledger.captureCount === 0; back += 1) {
      day = addIstDays(day, -1);
      report = await pageApi(page, suite.server.baseUrl, `/admin/reconciliation?date=${day}`);
    }
    expect(report.data.ledger.captureCount).toBeGreaterThan(0);
    const captured = report.data.gateway.captured.reduce(
      (sum, total) => sum + total.amountPaise,
      0,
    );
    expect(report.data.ledger.capturedPaise).toBe(captured);
    expect(report.data.differences).toEqual([]);
    expect(report.data.ledgerCheck.unbalanced).toEqual([]);
    expect(report.data.balances.trainerPayablePaise).toBeGreaterThan(0);
    await pickDay(page, day);
    await reconciliation.getByText(ACCOUNTING_MESSAGES.allMatch).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-money-demo-day-1280.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    const csv = await downloaded(page, () =>
      reconciliation.getByRole('button', { name: 'Download CSV' }).click(),
    );
    expect(csv.name).toBe(`kasrat-reconciliation-${day}.csv`);
    expect(csv.text.startsWith('Section,Item,Provider,Count,Gateway amount')).toBe(true);
    expect(csv.text).not.toContain('Captured, no ledger entry');

    const exports = page.getByRole('region', { name: 'Returns data' });
    await exports.getByLabel('Month').fill('2026-02');
    const b2cs = await downloaded(page, () =>
      exports.getByRole('button', { name: 'B2C small' }).click(),
    );
    expect(b2cs.name).toBe('kasrat-gstr1-b2cs-2026-02.csv');
    expect(b2cs.text.split('\r\n')[0]).toBe(
      'Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount',
    );
    await page.getByText(ACCOUNTING_MESSAGES.downloaded(b2cs.name)).waitFor();

    await exports.getByLabel('Financial year').selectOption('2025-26');
    await exports.getByLabel('Quarter').selectOption('4');
    const form26q = await downloaded(page, () =>
      exports.getByRole('button', { name: 'Form 26Q deductees' }).click(),
    );
    expect(form26q.name).toBe('kasrat-26q-2025-26-q4.csv');
    expect(form26q.text.split('\r\n')[0]).toContain('PAN of the Deductee,Name of the Deductee');

    // a month still to come: the server's reason, in the page
    await exports.getByLabel('Month').fill('2026-04');
    await exports.getByRole('button', { name: 'GSTR-8 TCS' }).click();
    await page.getByText(ACCOUNTING_MESSAGES.monthInFuture).waitFor();
    await exports.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/admin-money-exports-1280.png` });

    // on a phone, once the toasts have gone
    await page.getByText(ACCOUNTING_MESSAGES.monthInFuture).waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });
    await pickDay(page, day);
    await reconciliation.getByText(ACCOUNTING_MESSAGES.allMatch).waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-money-390.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBe(0);

    // the one refusal asked for above, and nothing else
    expect(admin.consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await admin.context.close();
  });
});
