import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PORTFOLIO_MESSAGES } from '#shared/portfolio-messages.ts';
import { accessibilityViolations } from './support/accessibility';
import { newPage, VIEWPORTS } from './support/browser';
import { clockedSuite, SHOTS } from './support/clocked-suite';
import { newTrainer } from './support/new-trainer';
import { blankTiles, toast, uploadPortfolioImages } from './support/portfolio-editor';
import { signInAt, signUpOnForm } from './support/sign-in';

// Monday 2 March 2026, 10:00 AM IST on the server and in the browser.
const START = new Date('2026-03-02T04:30:00.000Z');
const PASSWORD = 'Strong-Pass-2026';
/** The new trainer's gym: Koregaon Park, Pune. */
const GYM = { latitude: 18.5362, longitude: 73.8939 };

const suite = clockedSuite(START);

const LAPTOP = { width: 1366, height: 768 };

const PORTFOLIO_TAB_LABELS = [
  'Basic Info',
  'Skills & Certifications',
  'Photos & Gallery',
  'Services & Pricing',
  'Gym Information',
  'Contact & Social',
];

/**
 * After Save of a new trainer's empty portfolio: Basic Info is open with its first problem
 * (the title: the name comes from the account) focused and in sight, and each tab with errors
 * says so in its name.
 */
async function expectRefusedAtBasicInfo(page: Page) {
  const basicInfo = page.getByRole('tab', { name: 'Basic Info' });
  await expect.poll(() => basicInfo.getAttribute('aria-selected')).toBe('true');
  await page.getByText(PORTFOLIO_MESSAGES.titleRequired, { exact: true }).waitFor();
  const title = page.getByLabel('Professional Title');
  const titleId = await title.getAttribute('id');
  await expect
    .poll(() => page.evaluate<string | undefined>('document.activeElement?.id'))
    .toBe(titleId);
  const box = await title.boundingBox();
  const screen = page.viewportSize();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(screen!.height);
  const marked: string[] = [];
  for (const label of PORTFOLIO_TAB_LABELS) {
    const name = `${label}, ${PORTFOLIO_MESSAGES.tabHasErrors}`;
    if ((await page.getByRole('tab', { name, exact: true }).count()) > 0) marked.push(label);
  }
  expect(marked).toEqual([
    'Basic Info',
    'Skills & Certifications',
    'Photos & Gallery',
    'Services & Pricing',
  ]);
  expect(await accessibilityViolations(page)).toEqual([]);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('trainer supply journey', () => {
  it('takes a new trainer from the terms to the listing through admin approval', async () => {
    // 1. a new user accepts the terms and lands in the editor
    const trainerPage = await newPage(suite.browser);
    const { page, context } = trainerPage;
    await page.clock.setFixedTime(START);
    await blankTiles(context);
    await context.grantPermissions(['geolocation'], { origin: suite.server.baseUrl });
    await context.setGeolocation(GYM);
    const email = `kavya.${Date.now()}@example.com`;
    await page.goto(`${suite.server.baseUrl}/auth?returnTo=%2Fprofile`);
    await signUpOnForm(page, {
      firstName: 'Kavya',
      lastName: 'Deshmukh',
      email,
      password: PASSWORD,
    });
    await page.waitForURL(`${suite.server.baseUrl}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Profile Information' }).waitFor();
    await page.getByRole('button', { name: /open account menu/ }).click();
    await page
      .getByRole('button', { name: 'Become a Trainer' })
      .filter({ visible: true })
      .first()
      .click();
    const terms = page.getByRole('dialog', { name: 'Trainer Terms & Conditions' });
    await terms
      .getByRole('checkbox', { name: 'I have read and agree to the Terms and Conditions' })
      .click();
    await terms.getByRole('button', { name: 'Accept & Continue' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/update-portfolio`);
    await page.getByRole('button', { name: 'Save Changes' }).waitFor();
    await page.getByText('Pending', { exact: true }).waitFor();

    // 2. validation first: a short bio as typed, then a save that is refused, on a laptop
    await page.setViewportSize(LAPTOP);
    await page.getByLabel('Bio').fill('I coach.');
    await page.getByText('Bio must be at least 50 characters long').waitFor();
    await page.getByRole('tab', { name: 'Contact & Social' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, PORTFOLIO_MESSAGES.fixErrors);
    // the first tab with errors opens at its first problem, and every tab with one is marked
    await expectRefusedAtBasicInfo(page);
    await page.screenshot({ path: `${SHOTS}/portfolio-errors-1366.png` });
    await page.screenshot({ path: `${SHOTS}/portfolio-errors.png`, fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);

    // 3. basic information, with the location detected
    await page.getByRole('tab', { name: 'Basic Info' }).click();
    await page.getByLabel('Professional Title').fill('Strength & Mobility Coach');
    await page.getByLabel('Hero Headline Line 1').fill('Move well, lift strong');
    await page
      .getByLabel('Bio')
      .fill(
        'I help office workers in Pune fix their posture, build strength and enjoy training three times a week.',
      );
    await page.getByRole('button', { name: 'Detect my location' }).click();
    await toast(page, PORTFOLIO_MESSAGES.usingLocation);
    expect(await page.getByLabel('Location (city)').inputValue()).toBe('Pune');
    await page.getByLabel('Years of Experience').fill('7');
    await page.getByRole('checkbox', { name: '7:00 AM' }).check();
    await page.getByRole('checkbox', { name: '6:00 PM' }).check();
    await page.getByRole('checkbox', { name: 'My Gym/Studio' }).check();

    // 4. skills
    await page.getByRole('tab', { name: 'Skills & Certifications' }).click();
    await page.getByRole('checkbox', { name: 'Strength Training' }).check();
    await page.getByLabel('Add a certification').fill('NSCA CSCS');
    await page.getByRole('button', { name: 'Add', exact: true }).first().click();
    expect(await page.getByText('Please select at least one specialization').count()).toBe(0);

    // 5. the four images, uploaded
    await uploadPortfolioImages(page);

    // 6. services: below ₹50 is refused as typed
    await page.getByRole('tab', { name: 'Services & Pricing' }).click();
    await page.getByRole('checkbox', { name: 'Offer Personal Training' }).check();
    const price = page.getByLabel('Personal Training price (₹)');
    await price.fill('40');
    await page.getByText('Service price must be at least ₹50').waitFor();
    await price.fill('1200');
    expect(await page.getByText('Service price must be at least ₹50').count()).toBe(0);

    // 7. the gym, with its pin placed on the map (which opens on the detected location)
    await page.getByRole('tab', { name: 'Gym Information' }).click();
    await page.getByLabel('Gym Name').fill('Core Lab Koregaon Park');
    await page.getByLabel('Gym Address').fill('Lane 6, Koregaon Park, Pune');
    const map = page.locator('.leaflet-container');
    await map.waitFor();
    await map.click();
    await toast(page, PORTFOLIO_MESSAGES.gymPinPlaced);
    const latitude = Number(await page.getByLabel('Latitude').inputValue());
    expect(latitude).toBeCloseTo(GYM.latitude, 2);
    expect(await page.getByLabel('Latitude').inputValue()).toMatch(/^\d+\.\d{6}$/);

    // 8. contact, then a save that goes through
    await page.getByRole('tab', { name: 'Contact & Social' }).click();
    await page.getByLabel('Phone').fill('+91 98220 45678');
    await page.getByLabel('Instagram').fill('kavya');
    await page.getByText('Instagram handle should start with @ or be a full URL').waitFor();
    await page.getByLabel('Instagram').fill('@kavya.moves');
    await page.screenshot({ path: `${SHOTS}/portfolio-filled.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Gym Information' }).click();
    await page.locator('.leaflet-marker-icon').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, PORTFOLIO_MESSAGES.saved);
    await page.getByText('Under Review', { exact: true }).waitFor();

    const token = await page.evaluate<string | null>("localStorage.getItem('kasrat.token')");
    const { data: me } = (await (
      await fetch(`${suite.server.baseUrl}/api/auth/profile`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { trainerId: string } };
    expect((await fetch(`${suite.server.baseUrl}/api/trainers/${me.trainerId}`)).status).toBe(404);

    // 9. an admin approves it in the console
    const adminPage = await newPage(suite.browser);
    await adminPage.page.clock.setFixedTime(START);
    await adminPage.page.goto(`${suite.server.baseUrl}/auth?returnTo=%2Fadmin`);
    await signIn(adminPage.page, 'admin@kasrat.test', 'KasratDemo#2026');
    await adminPage.page.waitForURL(`${suite.server.baseUrl}/admin`);
    const item = adminPage.page.locator('li, article').filter({ hasText: email }).first();
    await item.waitFor();
    expect(await item.textContent()).toContain('Core Lab Koregaon Park');
    await adminPage.page.screenshot({ path: `${SHOTS}/admin-queue.png`, fullPage: true });
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect
      .poll(
        async () => (await fetch(`${suite.server.baseUrl}/api/trainers/${me.trainerId}`)).status,
      )
      .toBe(200);

    // 10. a visitor at the gym finds the trainer first in the listing and on the city page
    const visitor = await newPage(suite.browser, { viewport: 'mobile' });
    await visitor.page.clock.setFixedTime(START);
    await visitor.context.grantPermissions(['geolocation'], { origin: suite.server.baseUrl });
    await visitor.context.setGeolocation(GYM);
    await visitor.page.goto(`${suite.server.baseUrl}/trainers`, { waitUntil: 'networkidle' });
    const firstCard = visitor.page.locator('main article').first();
    await expect.poll(() => firstCard.locator('h3').textContent()).toBe('Kavya Deshmukh');
    expect(await firstCard.textContent()).toContain('₹1,200');
    await visitor.page.screenshot({ path: `${SHOTS}/listing-new-trainer.png` });
    await visitor.page.goto(`${suite.server.baseUrl}/city/pune`, { waitUntil: 'networkidle' });
    await visitor.page.getByRole('heading', { name: 'Kavya Deshmukh' }).first().waitFor();

    // 11. the trainer blocks Wednesday and it is no longer bookable
    const slotsOn = async (date: string) =>
      (
        (await (
          await fetch(
            `${suite.server.baseUrl}/api/bookings/available-slots?trainerId=${me.trainerId}&date=${date}`,
          )
        ).json()) as { data: { availableSlots: string[] } }
      ).data.availableSlots;
    expect(await slotsOn('2026-03-04')).toEqual(['7:00 AM', '6:00 PM']);
    await page.goto(`${suite.server.baseUrl}/trainer-dashboard`);
    const status = page.getByRole('region', { name: 'Portfolio status' });
    await status.getByText('Approved', { exact: true }).waitFor();
    await status.getByRole('link', { name: 'View public profile' }).waitFor();
    await page.goto(`${suite.server.baseUrl}/trainer-dashboard/availability`);
    await page.getByLabel('Date', { exact: true }).fill('2026-03-04');
    await page.getByRole('button', { name: 'Add date' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Availability settings updated successfully');
    expect(await slotsOn('2026-03-04')).toEqual([]);

    expect(trainerPage.consoleErrors).toEqual([]);
    expect(adminPage.consoleErrors).toEqual([]);
    expect(visitor.consoleErrors).toEqual([]);
    await Promise.all([context.close(), adminPage.context.close(), visitor.context.close()]);
  });

  it('on a phone, opens a new trainer’s refused save at Basic Info with every tab marked', async () => {
    const email = `arjun.${Date.now()}@example.com`;
    await newTrainer(suite.server.baseUrl, {
      email,
      password: PASSWORD,
      firstName: 'Arjun',
      lastName: 'Nair',
    });
    const phone = await newPage(suite.browser, { viewport: 'mobile' });
    await phone.page.clock.setFixedTime(START);
    await signInAt(
      phone.page,
      suite.server.baseUrl,
      { email, password: PASSWORD },
      '/update-portfolio',
    );
    await phone.page.getByRole('tab', { name: 'Contact & Social' }).click();
    await phone.page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(phone.page, PORTFOLIO_MESSAGES.fixErrors);
    await expectRefusedAtBasicInfo(phone.page);
    await phone.page.screenshot({ path: `${SHOTS}/portfolio-errors-390.png` });
    const tabs = phone.page.getByRole('tablist', { name: 'Portfolio sections' });
    await tabs.screenshot({ path: `${SHOTS}/portfolio-error-tabs-390.png` });
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();
  });
});
