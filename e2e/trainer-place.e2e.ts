import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PORTFOLIO_MESSAGES as M } from '#shared/portfolio-messages.ts';
import { newPage, VIEWPORTS, type ViewportName } from './support/browser';
import { clockedSuite, SHOTS } from './support/clocked-suite';
import { newTrainer as newTrainerAccount } from './support/new-trainer';
import { blankTiles, toast, uploadPortfolioImages } from './support/portfolio-editor';
import { signInAt } from './support/sign-in';

// Monday 2 March 2026, 10:00 AM IST on the server and in the browser.
const START = new Date('2026-03-02T04:30:00.000Z');
const PASSWORD = 'Strong-Pass-2026';
/** The trainer's browser is in Bandra, Mumbai; the trainer types Pune. */
const BANDRA = { latitude: 19.0596, longitude: 72.8295 };
const PUNE_CENTRE = { latitude: 18.5204, longitude: 73.8567 };
const SIZES = {
  mobile: VIEWPORTS.mobile,
  desktop: { width: 1366, height: 768 },
} as const;

const suite = clockedSuite(START);

/** A new trainer in the empty editor; the address search never leaves the machine. */
async function newTrainer(viewport: ViewportName, email: string) {
  const opened = await newPage(suite.browser, { viewport });
  const { page, context } = opened;
  await page.setViewportSize(SIZES[viewport]);
  await page.clock.setFixedTime(START);
  await context.grantPermissions(['geolocation'], { origin: suite.server.baseUrl });
  await context.setGeolocation(BANDRA);
  await context.route(/nominatim\.openstreetmap\.org/, (route) => route.abort());
  await newTrainerAccount(suite.server.baseUrl, {
    firstName: 'Rohan',
    lastName: 'Kulkarni',
    email,
    password: PASSWORD,
  });
  await signInAt(page, suite.server.baseUrl, { email, password: PASSWORD }, '/update-portfolio');
  await page.getByRole('button', { name: 'Save Changes' }).waitFor();
  return opened;
}

async function typePune(page: Page) {
  await page.getByRole('tab', { name: 'Basic Info' }).click();
  await page.getByLabel('Location (city)').fill('Pune');
}

async function enablePersonalTraining(page: Page) {
  await page.getByRole('tab', { name: 'Services & Pricing' }).click();
  await page.getByRole('checkbox', { name: 'Offer Personal Training' }).check();
}

const farFromPune = (km: number) =>
  `${M.pinFarFromCity('Pune', km, 50)} ${M.pinNearCity('Mumbai')}`;

/** The element is on screen, not below the fold. */
async function expectInView(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

describe('the city and the pin agree (issue 26, item 2)', () => {
  it.each(['mobile', 'desktop'] as const)(
    'at %s width: the map follows the city, a far pin is refused and the city follows it',
    async (viewport) => {
      const size = SIZES[viewport].width;
      const email = `rohan.${viewport}@example.com`;
      const { page, context, consoleErrors } = await newTrainer(viewport, email);
      await blankTiles(context);

      // the rest of a complete portfolio
      await typePune(page);
      await page.getByLabel('Professional Title').fill('Strength & Mobility Coach');
      await page
        .getByLabel('Bio')
        .fill('I help office workers fix their posture, build strength and enjoy training.');
      await page.getByRole('tab', { name: 'Skills & Certifications' }).click();
      await page.getByRole('checkbox', { name: 'Strength Training' }).check();
      await uploadPortfolioImages(page);
      await enablePersonalTraining(page);

      // the map opens on Pune: a tap in its middle places the pin at Pune's centre
      await page.getByRole('tab', { name: 'Gym Information' }).click();
      const map = page.locator('.leaflet-container');
      await map.waitFor();
      await map.click();
      await toast(page, M.gymPinPlaced);
      expect(Number(await page.getByLabel('Latitude').inputValue())).toBeCloseTo(
        PUNE_CENTRE.latitude,
        2,
      );
      expect(Number(await page.getByLabel('Longitude').inputValue())).toBeCloseTo(
        PUNE_CENTRE.longitude,
        2,
      );
      await page.screenshot({ path: `${SHOTS}/place-map-on-pune-${size}.png` });

      // "Detect my location" in Mumbai disagrees with Pune: named, in view, Mumbai offered
      await page.getByRole('tab', { name: 'Basic Info' }).click();
      await page.getByRole('button', { name: 'Detect my location' }).click();
      const locationMessage = page.getByRole('alert').filter({ hasText: 'Your location:' });
      await locationMessage.waitFor();
      expect(await locationMessage.textContent()).toBe(`Your location: ${farFromPune(124)}`);
      await expectInView(page, locationMessage);
      expect(await page.getByLabel('Location (city)').inputValue()).toBe('Pune');
      await page.getByRole('button', { name: M.takeCity('Mumbai') }).waitFor();
      await page.screenshot({ path: `${SHOTS}/place-location-far-${size}.png` });

      // the gym pin at the current location is refused the same way
      await page.getByRole('tab', { name: 'Gym Information' }).click();
      await page.getByRole('button', { name: 'Use my current location' }).click();
      const gymMessage = page.getByRole('alert').filter({ hasText: 'Gym pin:' });
      await gymMessage.waitFor();
      expect(await gymMessage.textContent()).toBe(`Gym pin: ${farFromPune(124)}`);
      await expectInView(page, gymMessage);
      await page.screenshot({ path: `${SHOTS}/place-gym-far-${size}.png` });

      // the trainer takes the suggestion: the city follows the pins and the save goes through
      await page.getByRole('button', { name: M.takeCity('Mumbai') }).click();
      await gymMessage.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: 'Basic Info' }).click();
      expect(await page.getByLabel('Location (city)').inputValue()).toBe('Mumbai');
      expect(await page.getByRole('alert').filter({ hasText: 'Your location:' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await toast(page, M.saved);
      await page.getByText('Under Review', { exact: true }).waitFor();
      await page.screenshot({ path: `${SHOTS}/place-saved-${size}.png` });

      // the admin sees how far each pin is from the city's centre
      const admin = await newPage(suite.browser, { viewport });
      await admin.page.setViewportSize(SIZES[viewport]);
      await admin.page.clock.setFixedTime(START);
      await signInAt(
        admin.page,
        suite.server.baseUrl,
        { email: 'admin@kasrat.test', password: 'KasratDemo#2026' },
        '/admin',
      );
      const item = admin.page.locator('li').filter({ hasText: email }).first();
      await item.waitFor();
      const distances = item.getByText(M.pinFromCentre(5.4, 'Mumbai'));
      expect(await distances.count()).toBe(2);
      await distances.first().scrollIntoViewIfNeeded();
      await admin.page.screenshot({ path: `${SHOTS}/place-admin-${size}.png` });

      expect(consoleErrors).toEqual([]);
      expect(admin.consoleErrors).toEqual([]);
      await Promise.all([context.close(), admin.context.close()]);
    },
  );

  it('without map tiles, places the pin from the address and the city', async () => {
    const { page, context } = await newTrainer('mobile', 'rohan.offline@example.com');
    await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await typePune(page);
    await enablePersonalTraining(page);
    await page.getByRole('tab', { name: 'Gym Information' }).click();
    await page.getByLabel('Gym Address').fill('Lane 6, Koregaon Park');
    await page.getByRole('button', { name: M.findAddress }).click();
    // the search fails (no network) without a word, and Pune's centre is the pin
    await toast(page, M.gymPinPlaced);
    expect(await page.getByLabel('Latitude').inputValue()).toBe('18.520400');
    expect(await page.getByLabel('Longitude').inputValue()).toBe('73.856700');
    expect(await page.getByRole('alert').filter({ hasText: 'Gym pin:' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/place-no-tiles-390.png`, fullPage: true });
    await context.close();
  });
});
