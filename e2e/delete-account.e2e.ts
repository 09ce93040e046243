import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DELETION_MESSAGES as M } from '#shared/account-deletion-api.ts';
import { atPath, launchBrowser, newPage } from './support/browser';
import { PROJECT_ROOT } from './support/server.mjs';
import { signUpOnForm } from './support/sign-in';

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

const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const signUp = (page: Page, details: { firstName: string; lastName: string; email: string }) =>
  signUpOnForm(page, { ...details, password: PASSWORD });

async function mailSubjects(email: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { data: { subject: string }[] }).data.map(
    (mail) => mail.subject,
  );
}

describe('delete my account', () => {
  it('asks on a phone, shows the day, and is cancelled by signing in again', async () => {
    const email = uniqueEmail('meher');
    const { page, context, consoleErrors } = await newPage(browser, { viewport: 'mobile' });

    await page.goto(`${baseUrl}/profile/privacy`);
    await page.waitForURL(`${baseUrl}/auth?returnTo=%2Fprofile%2Fprivacy`);
    await signUp(page, { firstName: 'Meher', lastName: 'Kapoor', email });
    await page.waitForURL(`${baseUrl}/profile/privacy`);

    const section = page.getByRole('region', { name: M.title });
    await section.getByText(M.explanation).waitFor();
    await page.screenshot({ path: `${SHOTS}/delete-account-390.png`, fullPage: true });

    await section.getByRole('button', { name: M.deleteButton }).click();
    const dialog = page.getByRole('dialog', { name: M.dialogTitle });
    await dialog.getByLabel(M.passwordLabel).fill(PASSWORD);
    await page.screenshot({ path: `${SHOTS}/delete-account-dialog-390.png` });
    await dialog.getByRole('button', { name: M.confirm }).click();

    const scheduled = section.getByText(/^Your account will be deleted on /);
    await scheduled.waitFor();
    const day = (await scheduled.textContent()) ?? '';
    expect(day).toMatch(/^Your account will be deleted on \w{3}, \d{1,2} \w{3} \d{4}$/);
    await section.getByRole('button', { name: M.keep }).waitFor();
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({ path: `${SHOTS}/delete-account-scheduled-390.png`, fullPage: true });
    await expect
      .poll(() => mailSubjects(email))
      .toContain(M.scheduledMailSubject(day.replace('Your account will be deleted on ', '')));

    // A phone's navbar keeps the account's actions behind the menu button.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).filter({ visible: true }).click();
    await page.waitForURL(atPath('/'));

    await page.goto(`${baseUrl}/auth?returnTo=%2Fprofile%2Fprivacy`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${baseUrl}/profile/privacy`);
    await section.getByRole('button', { name: M.deleteButton }).waitFor();
    await section.getByText(/^You kept your account on /).waitFor();
    expect(await section.getByText(/^Your account will be deleted on /).count()).toBe(0);
    await expect.poll(() => mailSubjects(email)).toContain(M.cancelledMailSubject);
    await page.screenshot({ path: `${SHOTS}/delete-account-cancelled-390.png`, fullPage: true });

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
