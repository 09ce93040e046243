import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DaySlotsResponse } from '#shared/booking-schemas.ts';
import type { TrainerCard } from '#shared/discovery-types.ts';
import { addIstDays, formatBookingDate, istDate } from '#shared/ist.ts';
import { SIGN_UP_AGREEMENTS } from '#shared/privacy.ts';
import { REPEAT_MESSAGES } from '#shared/weekly-repeat-messages.ts';
import { launchBrowser, newPage } from './support/browser';
import { PROJECT_ROOT, type RunningServer, startServer } from './support/server.mjs';
import { signInAt } from './support/sign-in';

// Monday 2 March 2026, 10:00 AM IST on the server's clock and the browser's.
const START = '2026-03-02T04:30:00.000Z';
const DEMO_CLIENT = { email: 'client@kasrat.test', password: 'KasratDemo#2026' };
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

async function api<T>(path: string, init: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.baseUrl,
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** A bookable Mumbai demo trainer who trains in person at a gym. */
async function gymTrainer(): Promise<TrainerCard> {
  const { body } = await api<{ data: TrainerCard[] }>(
    '/trainers/nearby?latitude=19.076&longitude=72.8777&radius=50&limit=50',
  );
  const found = body.data.find(
    (trainer) =>
      trainer.services.personal.enabled && trainer.trainingLocations.myGym && !trainer.bookingfull,
  );
  if (!found) throw new Error('no bookable gym trainer near Mumbai in the demo data');
  return found;
}

const freeSlots = async (trainerId: string, date: string) =>
  (
    await api<{ data: DaySlotsResponse }>(
      `/bookings/available-slots?trainerId=${trainerId}&date=${date}`,
    )
  ).body.data.availableSlots;

/** A date this week and a time free on it and a week later: the repeat's first two weeks. */
async function firstWeek(trainerId: string) {
  const today = istDate(new Date(START));
  for (let day = 1; day <= 7; day += 1) {
    const date = addIstDays(today, day);
    const later = await freeSlots(trainerId, addIstDays(date, 7));
    const timeSlot = (await freeSlots(trainerId, date)).find((slot) => later.includes(slot));
    if (timeSlot) return { date, timeSlot };
  }
  throw new Error('no slot free two weeks running');
}

/** Another client's unpaid hold of the slot: the repeat finds that week taken. */
async function holdAsSomeoneElse(trainerId: string, date: string, timeSlot: string) {
  const email = `other.${Date.now()}@example.com`;
  const signUp = await api<{ token: string }>('/auth/sign-up/email', {
    body: {
      email,
      password: 'Correct-Horse-42',
      name: 'Ravi Nair',
      firstName: 'Ravi',
      lastName: 'Nair',
      ...SIGN_UP_AGREEMENTS,
    },
  });
  const hold = await api('/bookings', {
    token: signUp.body.token,
    body: { trainerId, service: 'personal', date, timeSlot, location: 'gym' },
  });
  expect(hold.status).toBe(201);
}

/**
 * Pays the series pack as the sandbox checkout would: the payment page of a pack is the packs
 * web branch's, so the journey pays through the same API that page calls.
 */
async function payPackInSandbox(page: Page) {
  const packId = new URL(page.url()).searchParams.get('pack') ?? '';
  const token = (await page.evaluate("localStorage.getItem('kasrat.token')")) as string;
  const order = await api<{ data: { orderId: string } }>('/payment/create-order', {
    token,
    body: { packId },
  });
  expect(order.status).toBe(200);
  const paid = await api<{ data: Record<string, string> }>('/payment/sandbox/complete', {
    token,
    body: { orderId: order.body.data.orderId, outcome: 'success', method: 'upi' },
  });
  const verified = await api('/payment/verify', { token, body: { packId, ...paid.body.data } });
  expect(verified.status).toBe(200);
}

async function setClock(page: Page) {
  await page.clock.setFixedTime(new Date(START));
}

/** Opens the trainer's booking modal, picks the slot at the gym and turns on Repeat weekly. */
async function previewRepeat(page: Page, trainer: TrainerCard, date: string, timeSlot: string) {
  await signInAt(page, server.baseUrl, DEMO_CLIENT, `/trainer/${trainer.id}`);
  await page
    .getByRole('button', { name: /Book Session/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Book a session with ${trainer.name}` });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /^Personal Training/ }).click();
  await dialog.getByRole('button', { name: formatBookingDate(date) }).click();
  await dialog.getByRole('button', { name: timeSlot, exact: true }).click();
  const gym = dialog.getByRole('button', { name: /^Trainer's Gym/ });
  if ((await gym.getAttribute('aria-pressed')) !== 'true') await gym.click();
  await dialog.getByRole('switch', { name: REPEAT_MESSAGES.repeatWeekly }).check();
  const weeks = dialog.getByRole('list', { name: 'Weeks of the repeat' });
  await weeks.waitFor();
  await expect.poll(() => weeks.getByRole('listitem').count()).toBe(4);
  return { dialog, weeks };
}

describe('weekly repeat journey', () => {
  it('sets up four weekly sessions, one moved to an alternative, paid once', async () => {
    const trainer = await gymTrainer();
    const { date, timeSlot } = await firstWeek(trainer.id);
    await holdAsSomeoneElse(trainer.id, addIstDays(date, 7), timeSlot);

    const phone = await newPage(browser, { viewport: 'mobile' });
    await setClock(phone.page);
    const onPhone = await previewRepeat(phone.page, trainer, date, timeSlot);
    await onPhone.weeks.getByText(REPEAT_MESSAGES.weekTaken).first().waitFor();
    await onPhone.dialog
      .getByRole('button', { name: /^Pay ₹[\d,]+ once$/ })
      .scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: `${SHOTS}/weekly-repeat-phone.png` });
    expect(phone.consoleErrors).toEqual([]);
    await phone.context.close();

    const { page, context, consoleErrors } = await newPage(browser, { viewport: 'desktop' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await setClock(page);
    const { dialog, weeks } = await previewRepeat(page, trainer, date, timeSlot);
    const second = weeks.getByRole('listitem').nth(1);
    await second.getByText(REPEAT_MESSAGES.weekTaken).waitFor();
    const firstAlternative = await second
      .getByRole('button', { pressed: false })
      .first()
      .textContent();
    const alternative = second.getByRole('button', { name: firstAlternative ?? '', exact: true });
    await alternative.click();
    expect(await alternative.getAttribute('aria-pressed')).toBe('true');
    const pay = dialog.getByRole('button', { name: /^Pay ₹[\d,]+ once$/ });
    await dialog.getByText(/^4 sessions · ₹/).waitFor();
    await pay.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/weekly-repeat-desktop.png` });

    await pay.click();
    await page.waitForURL(/\/payment\?pack=/);
    await payPackInSandbox(page);

    await page.goto(`${server.baseUrl}/profile/sessions`);
    const cards = page.locator('article', { hasText: trainer.name });
    for (let index = 1; index <= 4; index += 1) {
      await cards.getByText(REPEAT_MESSAGES.seriesLabel(index, 4)).waitFor();
    }
    await page.screenshot({ path: `${SHOTS}/weekly-repeat-my-sessions.png`, fullPage: true });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
