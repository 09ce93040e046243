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

/** The signed-in page's own API answer, for facts a journey needs (ids, names, counts). */
export async function pageApi<T>(page: Page, baseUrl: string, path: string): Promise<T> {
  const token = await page.evaluate<string | null>("localStorage.getItem('kasrat.token')");
  const response = await fetch(`${baseUrl}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`GET /api${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Fills the Sign Up tab of /auth as a new adult who agrees to the privacy notice, and creates the
 * account. `analytics`: also turn on usage analytics, for journeys that count page views.
 */
export async function signUpOnForm(
  page: Page,
  person: { firstName: string; lastName: string; email: string; password: string },
  options: { analytics?: boolean } = {},
) {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await page.getByRole('checkbox', { name: 'I agree to the privacy notice' }).check();
  if (options.analytics) await page.getByRole('switch', { name: /Usage analytics/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}
