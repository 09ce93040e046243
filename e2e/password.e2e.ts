import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { SIGN_UP_AGREEMENTS } from '#shared/privacy.ts';
import { atPath, latestMailId, launchBrowser, newPage, readSignInCode } from './support/browser';
import { PROJECT_ROOT } from './support/server.mjs';

const baseUrl = inject('baseUrl');
const SHOTS = `${PROJECT_ROOT}/test-results/e2e`;
const PASSWORD = 'Correct-Horse-42';
const NEW_PASSWORD = 'Battery-Staple-77';
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

async function signUpThroughApi(email: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      name: 'Kavya Rao',
      firstName: 'Kavya',
      ...SIGN_UP_AGREEMENTS,
    }),
  });
  expect(response.status).toBe(200);
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('password journeys', () => {
  it('resets a forgotten password on a phone and comes back signed in where it started', async () => {
    const email = uniqueEmail('kavya');
    await signUpThroughApi(email);
    const { page, context, consoleErrors } = await newPage(browser, { viewport: 'mobile' });

    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL(`${baseUrl}/auth?returnTo=%2Fprofile`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${baseUrl}/auth/forgot-password?returnTo=%2Fprofile`);
    await expect.poll(() => page.title()).toBe('Reset your password | Kasrat');

    await page.getByLabel('Email', { exact: true }).fill(email);
    const before = await latestMailId(baseUrl, email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.getByText(MESSAGES.resetCodeSent).waitFor();
    const code = await readSignInCode(baseUrl, email, { after: before });
    await page.getByLabel('6-digit code').fill(code);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.screenshot({ path: `${SHOTS}/forgot-password-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Set new password' }).click();

    await page.waitForURL(`${baseUrl}/profile`);
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Kavya');
    const mails = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const [changed] = ((await mails.json()) as { data: { subject: string }[] }).data;
    expect(changed?.subject).toBe('Your Kasrat password was changed');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('changes the password in the profile, signing the other device out', async () => {
    const email = uniqueEmail('rohan');
    await signUpThroughApi(email);
    const other = await newPage(browser);
    await other.page.goto(`${baseUrl}/auth`);
    await signInWithPassword(other.page, email, PASSWORD);
    await other.page.waitForURL(atPath('/'));

    const { page, context, consoleErrors } = await newPage(browser);
    await page.goto(`${baseUrl}/auth?returnTo=%2Fprofile`);
    await signInWithPassword(page, email, PASSWORD);
    await page.waitForURL(`${baseUrl}/profile`);
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(MESSAGES.currentPasswordWrong).first().waitFor();
    // The browser reports the refused request itself; the page shows the message above.
    expect(consoleErrors.splice(0)).toEqual([expect.stringMatching(/status of 400/)]);

    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(MESSAGES.passwordChanged).waitFor();
    await page.screenshot({ path: `${SHOTS}/change-password-1366.png`, fullPage: true });

    // This device stays signed in on its new session; the other one is signed out.
    await page.reload();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Kavya');
    await other.page.goto(`${baseUrl}/profile`);
    await other.page.waitForURL(`${baseUrl}/auth?returnTo=%2Fprofile`);
    expect(consoleErrors).toEqual([]);
    await Promise.all([context.close(), other.context.close()]);
  });
});
