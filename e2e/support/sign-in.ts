import type { Page } from 'playwright-core';

/** Signs in through /auth with a password and waits for the page it returns to. */
export async function signInAt(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
  returnTo: string,
) {
  await page.goto(`${baseUrl}/auth?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}${returnTo}`);
}
