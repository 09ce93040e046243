import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TrainerProfile } from '#shared/discovery-types.ts';
import { PACK_MESSAGES } from '#shared/pack-messages.ts';
import { PACK_SCREEN_MESSAGES } from '#shared/pack-screen-messages.ts';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { accessibilityViolations } from './support/accessibility';
import { newPage } from './support/browser';
import { clockedSuite, SHOTS } from './support/clocked-suite';
import { signInAt } from './support/sign-in';

// A server of its own (the journey publishes a pack and spends credits), its clock at Monday
// 2 March 2026, 10:00 AM IST.
const START = new Date('2026-03-02T04:30:00.000Z');
const PASSWORD = 'KasratDemo#2026';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const suite = clockedSuite(START);
const url = (path: string) => `${suite.server.baseUrl}${path}`;

const signIn = (page: Page, email: string, returnTo: string) =>
  signInAt(page, suite.server.baseUrl, { email, password: PASSWORD }, returnTo);

async function apiToken(email: string): Promise<string> {
  const response = await fetch(url('/api/auth/sign-in/email'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: suite.server.baseUrl },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function publicProfile(trainerId: string): Promise<TrainerProfile> {
  const response = await fetch(url(`/api/trainers/${trainerId}`));
  return ((await response.json()) as { data: TrainerProfile }).data;
}

/** The demo trainer offers a 10-session online pack at 25% off, and the demo admin approves it. */
async function publishPack(): Promise<string> {
  const trainer = await newPage(suite.browser, { viewport: 'mobile' });
  const page = trainer.page;
  await page.clock.setFixedTime(START);
  await signIn(page, 'trainer@kasrat.test', '/services-management');
  await page.getByRole('heading', { name: 'Services Management' }).waitFor();
  const online = page.locator('li', { has: page.getByRole('switch', { name: 'Online Sessions' }) });
  await online.getByRole('button', { name: 'Add a pack' }).click();
  // The demo trainer's online service may offer packs already: the new one is the last.
  const pack = online.getByRole('group', { name: /^Pack \d+$/ }).last();
  await pack.getByLabel('Sessions').fill('10');
  await pack.getByLabel('Discount (%)').fill('25');
  await pack.getByText('Pack price ₹9,000 · ₹900 a session').waitFor();
  await pack.getByLabel('Valid for (days)').fill('90');
  await pack.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/packs-services-editor-mobile.png`, fullPage: true });
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save Services' }).click();
  await page.getByText(PORTFOLIO_MESSAGES.servicesSaved).waitFor();
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/packs-services-editor-desktop.png`, fullPage: true });
  expect(trainer.consoleErrors).toEqual([]);

  const token = await page.evaluate<string | null>("localStorage.getItem('kasrat.token')");
  const account = (await (
    await fetch(url('/api/auth/profile'), { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { trainerId: string } };
  await trainer.context.close();

  const trainerId = account.data.trainerId;
  const approved = await fetch(url(`/api/admin/portfolios/${trainerId}/approve`), {
    method: 'POST',
    headers: { authorization: `Bearer ${await apiToken('admin@kasrat.test')}` },
  });
  expect(approved.status).toBe(200);
  const offered = (await publicProfile(trainerId)).services.online;
  // Beside the packs the demo trainer offered already, the new one, as it was entered.
  expect(offered.packs?.at(-1)).toEqual({
    sessions: 10,
    pricePaise: 900_000,
    validityDays: 90,
    sessionPricePaise: 90_000,
    discountPercent: 25,
  });
  return trainerId;
}

/** Pays the pack in the sandbox checkout with UPI. */
async function payInSandbox(page: Page) {
  await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
  await page.getByText('Session pack').waitFor();
  await page.screenshot({ path: `${SHOTS}/packs-payment-mobile.png`, fullPage: true });
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  const total = (await pay.textContent())?.replace('Pay ', '') ?? '';
  await pay.click();
  const checkout = page.getByRole('dialog', { name: /Kasrat/ });
  await checkout.waitFor();
  await checkout.getByRole('button', { name: `Pay ${total}` }).click();
  await checkout.getByLabel('UPI ID').fill('priya@okaxis');
  await checkout.getByRole('button', { name: `Pay ${total}` }).click();
}

/** From the pack's page, books the n-th open day's first free slot with a credit. */
async function bookWithCredit(page: Page, trainerName: string, day: number, creditsLeft: number) {
  await page.getByRole('link', { name: 'Book a session' }).click();
  const dialog = page.getByRole('dialog', { name: `Book a session with ${trainerName}` });
  await dialog.waitFor();
  // the pack's service is chosen already
  await dialog.getByRole('button', { name: /Online Training/, pressed: true }).waitFor();
  await dialog.locator('fieldset', { hasText: 'Date' }).getByRole('button').nth(day).click();
  await dialog
    .locator('fieldset', { hasText: 'Time' })
    .locator('button[aria-disabled="false"]')
    .first()
    .click();
  const credit = dialog.getByRole('button', { name: `Use pack credit (${creditsLeft} left)` });
  await credit.click();
  await dialog.getByText(PACK_SCREEN_MESSAGES.paidWithCredit).waitFor();
  if (day === 1) {
    await page.screenshot({ path: `${SHOTS}/packs-booking-modal-mobile.png` });
    expect(await accessibilityViolations(page)).toEqual([]);
  }
  await dialog.getByRole('button', { name: 'Book with credit' }).click();
  const confirmed = page.getByRole('dialog', {
    name: PACK_MESSAGES.bookedWithCredit(creditsLeft - 1),
  });
  await confirmed.getByText(PACK_SCREEN_MESSAGES.creditConfirmation).waitFor();
  await confirmed.getByRole('button', { name: 'Close' }).first().click();
  await confirmed.waitFor({ state: 'detached' });
}

describe('session packs (docs/product/packs.md)', () => {
  it('a client buys a pack on a phone and books three sessions from it', async () => {
    const trainerId = await publishPack();
    const trainer = await publicProfile(trainerId);

    const client = await newPage(suite.browser, { viewport: 'mobile' });
    const page = client.page;
    await page.setViewportSize(PHONE);
    await page.clock.setFixedTime(START);
    await signIn(page, 'client@kasrat.test', `/trainer/${trainerId}`);
    const packs = page.getByRole('list', { name: 'Online Training packs' });
    await packs.getByText('10 sessions · ₹9,000 · save 25% · valid 90 days').waitFor();
    await packs.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/packs-profile-mobile.png` });
    await packs
      .getByRole('listitem')
      .filter({ hasText: '10 sessions · ₹9,000' })
      .getByRole('button', { name: /Buy pack/ })
      .click();
    await page.waitForURL(/\/payment\?pack=/);
    await payInSandbox(page);

    await page.waitForURL(/\/profile\/packs\/[^/]+$/);
    const packPath = new URL(page.url()).pathname;
    await page.getByText('credits left of 10').waitFor();
    await page.getByText(/^Expires on \d{1,2} \w{3} 2026 · unused credits are refunded$/).waitFor();
    await page.screenshot({ path: `${SHOTS}/packs-pack-page-mobile.png`, fullPage: true });

    for (const [index, left] of [10, 9, 8].entries()) {
      await bookWithCredit(page, trainer.name, index + 1, left);
      await page.goto(url(packPath));
      await page.getByText(`credits left of 10`).waitFor();
      await expect
        .poll(() => page.getByText('credits left of 10').locator('..').textContent())
        .toContain(String(left - 1));
    }
    const booked = page.getByRole('listitem').filter({ hasText: 'Booked' });
    await expect.poll(() => booked.count()).toBe(3);
    await page.screenshot({ path: `${SHOTS}/packs-pack-page-used-mobile.png`, fullPage: true });

    await page.goto(url('/profile/packs'));
    await page.getByText('7 of 10 credits left').waitFor();
    await page.screenshot({ path: `${SHOTS}/packs-my-packs-mobile.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Profile' }).getByText('My Sessions').click();
    const sessions = page
      .locator('article', { hasText: trainer.name })
      .filter({ hasText: 'Online Training' })
      .filter({ hasText: 'Confirmed' });
    await expect.poll(() => sessions.count()).toBe(3);
    await page.screenshot({ path: `${SHOTS}/packs-my-sessions-mobile.png`, fullPage: true });

    // the same screens on a desktop
    await page.setViewportSize(DESKTOP);
    await page.goto(url('/profile/packs'));
    await page.getByText('7 of 10 credits left').waitFor();
    await page.screenshot({ path: `${SHOTS}/packs-my-packs-desktop.png`, fullPage: true });
    await page.goto(url(packPath));
    await page.getByText('credits left of 10').waitFor();
    await page.screenshot({ path: `${SHOTS}/packs-pack-page-desktop.png`, fullPage: true });
    await page.getByRole('link', { name: 'Book a session' }).click();
    const dialog = page.getByRole('dialog', { name: `Book a session with ${trainer.name}` });
    await dialog.getByRole('button', { name: 'Use pack credit (7 left)' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/packs-booking-modal-desktop.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('list', { name: 'Online Training packs' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/packs-profile-desktop.png` });

    expect(client.consoleErrors).toEqual([]);
    await client.context.close();
  });
});
