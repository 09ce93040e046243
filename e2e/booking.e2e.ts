import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from '#shared/booking-messages.ts';
import type { UserBooking } from '#shared/booking-schemas.ts';
import type { TrainerCard } from '#shared/discovery-types.ts';
import { addIstDays, formatBookingDate, formatIstTime, istDate } from '#shared/ist.ts';
import { formatRupees } from '#shared/money.ts';
import { SIGN_UP_AGREEMENTS } from '#shared/privacy.ts';
import { launchBrowser, newPage } from './support/browser';
import { recordEvents } from './support/events';
import { PROJECT_ROOT, type RunningServer, startServer } from './support/server.mjs';
import { signInAt, signUpOnForm } from './support/sign-in';

// The journey runs on a server of its own whose clock starts at Monday 2 March 2026, 10:00 AM
// IST and is moved with POST /api/test/clock; the browser's clock follows it.
const START = '2026-03-02T04:30:00.000Z';
const PASSWORD = 'Correct-Horse-42';
const SHOTS = `${PROJECT_ROOT}/test-results/e2e`;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { TEST_NOW: START } });
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function setClock(page: Page, instant: Date) {
  const response = await fetch(`${server.baseUrl}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: instant.toISOString() }),
  });
  expect(response.status).toBe(200);
  await page.clock.setFixedTime(instant);
}

/** A bookable Mumbai demo trainer that fits. */
async function mumbaiTrainer(fits: (trainer: TrainerCard) => boolean, what: string) {
  const response = await fetch(
    `${server.baseUrl}/api/trainers/nearby?latitude=19.076&longitude=72.8777&radius=50&limit=50`,
  );
  const trainers = ((await response.json()) as { data: TrainerCard[] }).data;
  const found = trainers.find((trainer) => fits(trainer) && !trainer.bookingfull);
  if (!found) throw new Error(`no bookable ${what} trainer near Mumbai in the demo data`);
  return found;
}

/** A Mumbai demo trainer who offers online sessions and has free slots. */
function onlineTrainer(): Promise<TrainerCard> {
  return mumbaiTrainer((trainer) => trainer.services.online.enabled, 'online');
}

/** A Mumbai demo trainer who trains in person at the client's home. */
function homeTrainer(): Promise<TrainerCard> {
  return mumbaiTrainer(
    (trainer) => trainer.services.personal.enabled && trainer.trainingLocations.clientHome,
    "client's-home",
  );
}

/** A new client, signed up through the API. */
async function newClient(name: string) {
  const account = {
    email: `${name.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
    password: PASSWORD,
  };
  const signUp = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl },
    body: JSON.stringify({
      ...account,
      name: `${name} Rao`,
      firstName: name,
      lastName: 'Rao',
      ...SIGN_UP_AGREEMENTS,
    }),
  });
  const { token } = (await signUp.json()) as { token: string };
  return { account, token };
}

/** The booking modal of the trainer's profile, opened by a signed-in client. */
async function openBookingModal(
  viewport: 'mobile' | 'desktop',
  account: { email: string; password: string },
  trainer: TrainerCard,
) {
  const opened = await newPage(browser, { viewport });
  if (viewport === 'desktop') await opened.page.setViewportSize({ width: 1366, height: 768 });
  await setClock(opened.page, new Date(START));
  await signInAt(opened.page, server.baseUrl, account, `/trainer/${trainer.id}`);
  await opened.page
    .getByRole('button', { name: /Book Session/ })
    .first()
    .click();
  const dialog = opened.page.getByRole('dialog', { name: `Book a session with ${trainer.name}` });
  await dialog.waitFor();
  return { ...opened, dialog };
}

async function signUpFromAuthPage(page: Page) {
  // the journey counts its page views, which go only with the analytics consent
  await signUpOnForm(
    page,
    {
      firstName: 'Meera',
      lastName: 'Iyer',
      email: `meera.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
      password: PASSWORD,
    },
    { analytics: true },
  );
}

/** Books with the modal the sign-in round trip opened on its own. */
async function bookOnline(page: Page, trainer: TrainerCard) {
  const dialog = page.getByRole('dialog', { name: `Book a session with ${trainer.name}` });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /Online Training/ }).click();
  await expect.poll(() => dialog.getByText('Online Session').count()).toBe(1);
  await dialog.getByRole('button', { name: 'Place Booking' }).click();
  await dialog.getByText(BOOKING_MESSAGES.fillRequiredFields).waitFor();
  const date = dialog.locator('fieldset', { hasText: 'Date' }).getByRole('button').nth(1);
  await date.click();
  expect(await date.getAttribute('aria-pressed')).toBe('true');
  const slots = dialog.locator('fieldset', { hasText: 'Time' });
  const slot = slots.locator('button[aria-disabled="false"]').first();
  await slot.click();
  expect(await slot.getAttribute('aria-pressed')).toBe('true');
  await page.screenshot({ path: `${SHOTS}/booking-modal.png` });
  await dialog.getByRole('button', { name: 'Place Booking' }).click();
  await page.waitForURL(/\/payment\?booking=/);
}

async function payInSandbox(page: Page, trainer: TrainerCard) {
  const total = formatRupees(trainer.services.online.pricePaise);
  await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
  await page.getByText('Slot held for').waitFor();
  // The demo runs the sandbox: every payment screen says that no money moves
  // (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md).
  await page.getByText(BOOKING_MESSAGES.testModeNotice).waitFor();
  await page.screenshot({ path: `${SHOTS}/payment-page.png`, fullPage: true });
  await page.getByRole('button', { name: `Pay ${total}` }).click();
  const checkout = page.getByRole('dialog', { name: /Kasrat/ });
  await checkout.waitFor();
  await checkout.getByText(BOOKING_MESSAGES.testModeNotice).waitFor();
  await checkout.getByRole('button', { name: `Pay ${total}` }).click();
  await checkout.getByText('Enter a valid UPI ID, like name@okaxis').waitFor();
  await checkout.getByLabel('UPI ID').fill('meera@okaxis');
  await page.screenshot({ path: `${SHOTS}/sandbox-checkout.png` });
  await checkout.getByRole('button', { name: `Pay ${total}` }).click();
  await page.waitForURL(/\/profile\/sessions$/);
}

async function myBooking(page: Page): Promise<UserBooking> {
  const token = await page.evaluate('window.localStorage.getItem("kasrat.token")');
  const response = await fetch(`${server.baseUrl}/api/bookings`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [booking] = ((await response.json()) as { data: UserBooking[] }).data;
  return booking!;
}

describe('booking journey', () => {
  it('books, pays in the sandbox, joins when the window opens and reviews the session', async () => {
    const trainer = await onlineTrainer();
    const { page, context, consoleErrors } = await newPage(browser, { viewport: 'mobile' });
    await setClock(page, new Date(START));

    await page.goto(`${server.baseUrl}/trainer/${trainer.id}`, { waitUntil: 'networkidle' });
    await page
      .getByRole('button', { name: /Book Session/ })
      .first()
      .click();
    await page.waitForURL(/\/auth\?returnTo=/);
    const events = recordEvents(page);
    await signUpFromAuthPage(page);
    await page.waitForURL(`${server.baseUrl}/trainer/${trainer.id}`);

    await bookOnline(page, trainer);
    await payInSandbox(page, trainer);

    const card = page.locator('article', { hasText: trainer.name });
    await card.getByText('Confirmed').waitFor();
    await card.getByText('Paid').waitFor();
    await page.screenshot({ path: `${SHOTS}/my-sessions.png`, fullPage: true });
    // The outbox makes the meeting link right after the payment's answer
    // (docs/product/booking.md#side-effects-after-commit).
    await expect
      .poll(async () => (await myBooking(page)).meeting?.joinUrl ?? '')
      .toMatch(/^https:\/\/meet\.jit\.si\/Kasrat-/);
    const booking = await myBooking(page);
    expect(booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      service: 'online',
    });
    await expect.poll(() => card.getByRole('button', { name: /Later|Soon/ }).count()).toBe(1);
    // An IST time and a human gap, never "Session starts in 1440 minutes".
    await card
      .getByText(/^Starts (Today|Tomorrow|\w{3} \d{1,2} \w{3},) \d{1,2}:\d{2} [AP]M · in \d/)
      .waitFor();
    await card.getByRole('button', { name: 'Add to calendar' }).waitFor();

    const startsAt = new Date(booking.startsAt);
    await setClock(page, new Date(startsAt.getTime() - 5 * 60_000));
    await page.reload();
    const join = page
      .locator('article', { hasText: trainer.name })
      .getByRole('link', { name: 'Join' });
    await join.waitFor();
    expect(await join.getAttribute('href')).toBe(booking.meeting!.joinUrl);
    await page.screenshot({ path: `${SHOTS}/join-open.png`, fullPage: true });

    await setClock(page, new Date(startsAt.getTime() + 30 * 60_000));
    await page.reload();
    await page.getByRole('link', { name: 'Rate session' }).click();
    await page.waitForURL(/\/booking\/.+\/review$/);
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText(BOOKING_MESSAGES.selectRating).waitFor();
    await page.getByRole('radio', { name: '5 – Excellent' }).click();
    await page.getByLabel('Quick comment').fill('Clear cues and a great warm-up');
    await page.screenshot({ path: `${SHOTS}/review-page.png`, fullPage: true });
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText(BOOKING_MESSAGES.ratingSubmitted).waitFor();
    await page.waitForURL(/\/profile\/sessions$/, { timeout: 10_000 });
    // back on the Past tab (activeTab history); today's confirmed session is under Upcoming
    await page.getByRole('tab', { name: /Past/, selected: true }).waitFor();
    await page.getByRole('tab', { name: /Upcoming/ }).click();
    await page.getByRole('link', { name: 'Edit Review' }).waitFor();
    expect((await myBooking(page)).rating).toBe(5);

    // Each page's view goes out once, carrying that page's own title.
    const titleOf = (path: RegExp) =>
      events.filter((event) => event.name === 'page_view' && path.test(event.path));
    await expect.poll(() => titleOf(/^\/booking\/.+\/review$/).length).toBeGreaterThan(0);
    expect(titleOf(/^\/payment\?booking=/).map((event) => event.params?.page_title)).toEqual([
      'Complete Payment | Kasrat',
    ]);
    expect(titleOf(/^\/booking\/.+\/review$/).map((event) => event.params?.page_title)).toEqual([
      'Rate Your Session | Kasrat',
    ]);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`tells a client at the hold limit which hold to pay or release (${viewport})`, async () => {
      const trainer = await onlineTrainer();
      const account = {
        email: `hoarder.${viewport}.${Date.now()}@example.com`,
        password: PASSWORD,
      };
      const signUp = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify({
          ...account,
          name: 'Kiran Rao',
          firstName: 'Kiran',
          lastName: 'Rao',
          ...SIGN_UP_AGREEMENTS,
        }),
      });
      const { token } = (await signUp.json()) as { token: string };
      const held = await holdFirstFreeSlot(token, trainer);

      const { page, context, consoleErrors } = await newPage(browser, { viewport });
      if (viewport === 'desktop') await page.setViewportSize({ width: 1366, height: 800 });
      await setClock(page, new Date(START));
      await signInAt(page, server.baseUrl, account, `/trainer/${trainer.id}`);
      await page
        .getByRole('button', { name: /Book Session/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: `Book a session with ${trainer.name}` });
      await dialog.getByRole('button', { name: /Online Training/ }).click();
      await dialog.locator('fieldset', { hasText: 'Date' }).getByRole('button').nth(1).click();
      await dialog
        .locator('fieldset', { hasText: 'Time' })
        .locator('button[aria-disabled="false"]')
        .first()
        .click();
      await dialog.getByRole('button', { name: 'Place Booking' }).click();

      const refusal = dialog.getByRole('alert');
      await refusal
        .getByText(
          BOOKING_MESSAGES.holdLimitPerTrainer(
            trainer.name,
            `${formatBookingDate(held.sessionDate)}, ${held.timeSlot}`,
          ),
        )
        .waitFor();
      const pay = refusal.getByRole('link', { name: BOOKING_MESSAGES.completeHoldPayment });
      expect(await pay.getAttribute('href')).toBe(`/payment?booking=${held.id}`);
      await page.screenshot({ path: `${SHOTS}/hold-refused-${viewport}.png` });

      await refusal.getByRole('button', { name: BOOKING_MESSAGES.releaseHold }).click();
      await dialog.getByText(BOOKING_MESSAGES.holdReleased).waitFor();
      await dialog.getByRole('button', { name: 'Place Booking' }).click();
      await page.waitForURL(/\/payment\?booking=/);
      expect(consoleErrors.filter((text) => !text.includes('409'))).toEqual([]);
      await context.close();
    });
  }
  for (const viewport of ['mobile', 'desktop'] as const) {
    it(`shows a client their own unpaid hold among the slots, to pay for (${viewport})`, async () => {
      const trainer = await onlineTrainer();
      const { account, token } = await newClient('Nisha');
      const held = await holdFirstFreeSlot(token, trainer);
      const { page, context, consoleErrors, dialog } = await openBookingModal(
        viewport,
        account,
        trainer,
      );
      await dialog.getByRole('button', { name: /Online Training/ }).click();
      await dialog.getByRole('button', { name: formatBookingDate(held.sessionDate) }).click();

      const yours = dialog.getByRole('link', { name: /Your hold/ });
      await yours.waitFor();
      // The hold's own words: its slot and when it lets go, in IST.
      expect(held.expiresAt).not.toBeNull();
      const payBy = BOOKING_MESSAGES.yourHold(formatIstTime(new Date(held.expiresAt ?? '')));
      expect(await yours.textContent()).toContain(`${held.timeSlot} · ${payBy}`);
      expect(await yours.getAttribute('href')).toBe(`/payment?booking=${held.id}`);
      expect(await dialog.getByText(BOOKING_MESSAGES.slotAlreadyBooked).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/own-hold-${viewport}.png` });

      await yours.click();
      await page.waitForURL(`${server.baseUrl}/payment?booking=${held.id}`);
      await page.getByText('Slot held for').waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    });

    it(`names a missing field under it and brings it into view (${viewport})`, async () => {
      const trainer = await homeTrainer();
      const { account } = await newClient('Farah');
      const { page, context, consoleErrors, dialog } = await openBookingModal(
        viewport,
        account,
        trainer,
      );
      await dialog.getByRole('button', { name: /^Personal Training/ }).click();
      await dialog.locator('fieldset', { hasText: 'Date' }).getByRole('button').nth(1).click();
      await dialog
        .locator('fieldset', { hasText: 'Time' })
        .locator('button[aria-disabled="false"]')
        .first()
        .click();
      const home = dialog.getByRole('button', { name: "Client's Home" });
      if ((await home.count()) > 0) await home.click();
      // Back to the top of the sheet: the address box is below the fold on a phone.
      await dialog.getByRole('button', { name: /^Personal Training/ }).scrollIntoViewIfNeeded();
      await dialog.getByRole('button', { name: 'Place Booking' }).click();

      await dialog.getByRole('alert').getByText(BOOKING_MESSAGES.fillRequiredFields).waitFor();
      const address = dialog.getByRole('textbox', { name: 'Your address' });
      const said = dialog.getByText(BOOKING_MESSAGES.addressRequired);
      await said.waitFor();
      await expect
        .poll(() =>
          page.evaluate<string | null | undefined>(
            "document.activeElement?.getAttribute('autocomplete')",
          ),
        )
        .toBe('street-address');
      expect(await address.getAttribute('aria-describedby')).toBe(await said.getAttribute('id'));
      // Seen: below the sheet's header and above the footer that holds the alert.
      const box = await address.boundingBox();
      const message = await said.boundingBox();
      const alert = await dialog.getByRole('alert').boundingBox();
      const title = await dialog.getByRole('heading').first().boundingBox();
      expect(box && message && alert && title).toBeTruthy();
      if (box && message && alert && title) {
        expect(box.y).toBeGreaterThanOrEqual(title.y + title.height);
        expect(message.y + message.height).toBeLessThanOrEqual(alert.y);
      }
      await page.screenshot({ path: `${SHOTS}/missing-address-${viewport}.png` });
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('shows the whole tick of a date chosen at the phone sheet’s right edge', async () => {
    const trainer = await onlineTrainer();
    const { account } = await newClient('Ishaan');
    const { page, context, consoleErrors, dialog } = await openBookingModal(
      'mobile',
      account,
      trainer,
    );
    const dates = dialog.locator('fieldset', { hasText: 'Date' });
    const chips = dates.getByRole('button');
    await chips.nth(3).waitFor();
    const strip = await dates.locator('div.overflow-x-auto').boundingBox();
    let cut = -1;
    for (let index = 0; index < (await chips.count()); index += 1) {
      const chip = await chips.nth(index).boundingBox();
      if (strip && chip && chip.x + chip.width > strip.x + strip.width) {
        cut = index;
        break;
      }
    }
    // The strip scrolls within the sheet, not past it.
    expect(strip && strip.x + strip.width).toBeLessThanOrEqual(390);
    expect(cut).toBeGreaterThan(0);
    await chips.nth(cut).click();
    expect(await chips.nth(cut).getAttribute('aria-pressed')).toBe('true');
    const tick = await chips.nth(cut).locator('span[aria-hidden="true"]').boundingBox();
    const shown = await dates.locator('div.overflow-x-auto').boundingBox();
    expect(shown && tick).toBeTruthy();
    if (shown && tick) {
      expect(tick.x + tick.width).toBeLessThanOrEqual(shown.x + shown.width);
      expect(tick.y).toBeGreaterThanOrEqual(shown.y);
    }
    await page.screenshot({ path: `${SHOTS}/date-chip-tick-mobile.png` });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the demo client where the refund of a cancelled session stands', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { page, context, consoleErrors } = await newPage(browser, { viewport });
      await setClock(page, new Date(START));
      await signInAt(
        page,
        server.baseUrl,
        { email: 'client@kasrat.test', password: 'KasratDemo#2026' },
        '/profile/sessions',
      );
      // A cancelled session is under Past, whatever its date.
      await page.getByRole('tab', { name: /Past/ }).click();
      const cancelled = page.locator('article').filter({ hasText: 'Cancelled' }).first();
      await cancelled.getByText(BOOKING_MESSAGES.refundProcessed).waitFor();
      await cancelled.getByText('Refunded', { exact: true }).waitFor();
      await page.screenshot({
        path: `${SHOTS}/my-sessions-refund-${viewport}.png`,
        fullPage: true,
      });
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  });
});

/** Holds, through the API, the first free online slot of the trainer's first open date. */
async function holdFirstFreeSlot(token: string, trainer: TrainerCard): Promise<UserBooking> {
  for (let day = 1; day <= 14; day += 1) {
    const date = addIstDays(istDate(new Date(START)), day);
    const slots = await fetch(
      `${server.baseUrl}/api/bookings/available-slots?trainerId=${trainer.id}&date=${date}`,
    );
    if (slots.status !== 200) continue;
    const [timeSlot] = ((await slots.json()) as { data: { availableSlots: string[] } }).data
      .availableSlots;
    if (!timeSlot) continue;
    const response = await fetch(`${server.baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        trainerId: trainer.id,
        service: 'online',
        date,
        timeSlot,
        location: 'online',
      }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: UserBooking }).data;
  }
  throw new Error('no free slot in the window');
}
