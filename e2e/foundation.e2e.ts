import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { atPath, latestMailId, launchBrowser, newPage, readSignInCode } from './support/browser';
import { signUpOnForm } from './support/sign-in';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Correct-Horse-42';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A real PNG (the server checks images by content), made here so the test needs no fixture. */
function portraitPng(): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 320, channels: 3, background: { r: 4, g: 120, b: 87 } },
  })
    .png()
    .toBuffer();
}

function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

const signUp = (page: Page, details: { firstName: string; lastName: string; email: string }) =>
  signUpOnForm(page, { ...details, password: PASSWORD });

const accountMenu = (page: Page) => page.getByRole('button', { name: /open account menu/ });

describe('foundation journey', () => {
  it('signs up from a guarded page, edits the profile with an image, signs out and back in with an e-mail code', async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    const email = uniqueEmail('asha');

    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL(`${baseUrl}/auth?returnTo=%2Fprofile`);
    await expect.poll(() => page.title()).toBe('Sign In | Kasrat');

    await signUp(page, { firstName: 'Asha', lastName: 'Verma', email });
    await page.waitForURL(`${baseUrl}/profile`);
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Asha');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

    await page.locator('input[type="file"]').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: await portraitPng(),
    });
    const profileImage = page.getByRole('img', { name: 'Your profile image' });
    await expect
      .poll(() => profileImage.getAttribute('src'), { timeout: 15_000 })
      .toMatch(/\/uploads\/avatars\/[^/]+\.webp$/);

    await page.getByLabel('Phone').fill('+91 98200 12345');
    await page.getByLabel('Date of birth').fill('1994-08-15');
    await page.getByLabel('City').fill('Pune');
    await page.getByLabel('Gender').selectOption('female');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(MESSAGES.profileSaved).waitFor();
    // The message goes away after 3 s (docs/product/accounts.md#profile-information).
    await page.getByText(MESSAGES.profileSaved).waitFor({ state: 'detached', timeout: 6000 });

    await page.reload();
    await expect.poll(() => page.getByLabel('Phone').inputValue()).toBe('+91 98200 12345');
    expect(await page.getByLabel('City').inputValue()).toBe('Pune');
    expect(await page.getByLabel('Gender').inputValue()).toBe('female');
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('1994-08-15');
    expect(await accountMenu(page).locator('img').getAttribute('src')).toMatch(
      /\/uploads\/avatars\/[^/]+-96w\.webp$/,
    );

    await accountMenu(page).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(atPath('/'));
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    const storage = await context.storageState();
    const saved = storage.origins.flatMap((origin) => origin.localStorage);
    expect(saved.find((item) => item.name === 'kasrat.token')).toBeUndefined();

    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Email Code' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    const before = await latestMailId(baseUrl, email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(MESSAGES.codeSent).waitFor();
    const code = await readSignInCode(baseUrl, email, { after: before });
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL(atPath('/'));
    await expect.poll(() => accountMenu(page).textContent()).toContain('Asha');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('keeps a visitor on a guarded page after sign-in and refuses an off-site returnTo', async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    await page.goto(`${baseUrl}/login?returnTo=%2F%2Fevil.example%2Fphish`);
    await page.waitForURL(`${baseUrl}/auth?returnTo=%2F%2Fevil.example%2Fphish`);
    await signUp(page, { firstName: 'Imran', lastName: 'Khan', email: uniqueEmail('imran') });
    await page.waitForURL(atPath('/'));

    // A guarded page the new user can open: the chat, empty until they book someone.
    await page.goto(`${baseUrl}/chat`);
    await page.getByRole('heading', { name: 'Trainer Chats' }).waitFor();
    await page.getByText('No chats available').waitFor();
    await page.getByText('Book a session to chat with trainers').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('makes a user a trainer through the terms dialog on a phone', async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: 'mobile' });
    await page.goto(`${baseUrl}/auth?returnTo=%2Fprofile`);
    await signUp(page, { firstName: 'Meera', lastName: 'Iyer', email: uniqueEmail('meera') });
    await page.waitForURL(`${baseUrl}/profile`);
    // The menu closes on a change of page, so it is opened once the new page shows, as a user would.
    await page.getByRole('heading', { level: 1, name: 'Profile Information' }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('button', { name: 'Become a Trainer' })
      .filter({ visible: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Trainer Terms & Conditions' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Version 2.0');
    const accept = dialog.getByRole('button', { name: 'Accept & Continue' });
    expect(await accept.isDisabled()).toBe(true);

    await dialog
      .getByRole('checkbox', { name: 'I have read and agree to the Terms and Conditions' })
      .click();
    await accept.click();
    await page.waitForURL(`${baseUrl}/update-portfolio`);
    await page.getByRole('heading', { name: 'Update Portfolio' }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('button', { name: 'Become a Trainer' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
