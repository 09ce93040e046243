import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { atPath, launchBrowser, newPage } from './support/browser';
import { signInAt } from './support/sign-in';

const baseUrl = inject('baseUrl');
const PASSWORD = 'KasratDemo#2026';
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Answers the next confirm dialog and resolves with its message once the answer has reached
 * the page, so the next step never races a dialog that is still open.
 */
function answerConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    page.once('dialog', (dialog) => {
      (accept ? dialog.accept() : dialog.dismiss()).then(() => resolve(dialog.message()), reject);
    });
  });
}

describe('trainer pages', () => {
  it('tell a client what the dashboard and Services Management are for, with Become a Trainer', async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: 'mobile' });
    await signInAt(
      page,
      baseUrl,
      { email: 'client@kasrat.test', password: PASSWORD },
      '/services-management',
    );
    await page
      .getByRole('heading', { level: 1, name: 'Services Management is for trainers' })
      .waitFor();
    await page.getByText('the sessions they offer').waitFor();
    expect(await page.getByText('You do not have permission').count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Services Management | Kasrat');
    await page.getByRole('button', { name: 'Become a Trainer' }).click();
    await page.getByRole('dialog', { name: 'Trainer Terms & Conditions' }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/trainer-dashboard`);
    await page
      .getByRole('heading', { level: 1, name: 'The trainer dashboard is for trainers' })
      .waitFor();
    expect(await page.getByText('You do not have permission').count()).toBe(0);
    await page.getByRole('button', { name: 'Become a Trainer' }).click();
    await page.getByRole('dialog', { name: 'Trainer Terms & Conditions' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('warn a trainer before a link leaves unsaved services or portfolio changes', async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: 'desktop' });
    await signInAt(
      page,
      baseUrl,
      { email: 'trainer@kasrat.test', password: PASSWORD },
      '/services-management',
    );
    await page.getByRole('heading', { level: 1, name: 'Services Management' }).waitFor();
    const price = page.getByLabel('1-to-1 Sessions price (₹)', { exact: true });
    const leave = page.getByRole('link', { name: 'Kasrat' }).first();

    // untouched, a link leaves without a question
    await leave.click();
    await page.waitForURL(atPath('/'));
    await page.goto(`${baseUrl}/services-management`);
    await price.fill('1999');
    const staying = answerConfirm(page, false);
    await leave.click();
    expect(await staying).toBe(PORTFOLIO_MESSAGES.unsavedChanges);
    expect(new URL(page.url()).pathname).toBe('/services-management');
    expect(await price.inputValue()).toBe('1999');
    const leaving = answerConfirm(page, true);
    await leave.click();
    await leaving;
    await page.waitForURL(atPath('/'));

    await page.goto(`${baseUrl}/update-portfolio`);
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.getByLabel('Professional Title').fill('Strength & Mobility Coach for Everyone');
    const stayingOnPortfolio = answerConfirm(page, false);
    await leave.click();
    expect(await stayingOnPortfolio).toBe(PORTFOLIO_MESSAGES.unsavedChanges);
    expect(new URL(page.url()).pathname).toBe('/update-portfolio');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
