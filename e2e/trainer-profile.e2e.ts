import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TrainerCard, TrainerProfile, TrainerReview } from '#shared/discovery-types.ts';
import { fromPricePaise } from '#shared/from-price.ts';
import { MESSAGES } from '#shared/messages.ts';
import { formatRupees } from '#shared/money.ts';
import { withBrand } from '#shared/page-copy.ts';
import { trainerCopy } from '#shared/trainer-copy.ts';
import { accessibilityViolations } from './support/accessibility';
import { atPath, launchBrowser, newPage } from './support/browser';
import { recordEvents, type SentEvent } from './support/events';
import { signUpOnForm } from './support/sign-in';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Correct-Horse-42';
const MUMBAI = 'latitude=19.076&longitude=72.8777&radius=50';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function getJson<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

interface DemoTrainer {
  profile: TrainerProfile;
  feedback: TrainerReview[];
}

/**
 * A Mumbai demo trainer whose profile shows more than one page of reviews, preferring one
 * with a review long enough to be cut at 120 characters.
 */
async function demoTrainerWithReviews(): Promise<DemoTrainer> {
  let best: DemoTrainer | null = null;
  for (let page = 1; page <= 4; page++) {
    const cards = await getJson<TrainerCard[]>(
      `/api/trainers/nearby?${MUMBAI}&limit=5&page=${page}`,
    );
    for (const card of cards) {
      const feedback = await getJson<TrainerReview[]>(`/api/trainers/${card.id}/selected-feedback`);
      if (feedback.length <= 3) continue;
      const candidate = {
        profile: await getJson<TrainerProfile>(`/api/trainers/${card.id}`),
        feedback,
      };
      if (feedback.some((review) => review.text.length > 120)) return candidate;
      best ??= candidate;
    }
  }
  if (!best) throw new Error('No Mumbai demo trainer has more than 3 reviews to show');
  return best;
}

function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

// the journey counts its page views, which go only with the analytics consent
const signUp = (page: Page, firstName: string, lastName: string) =>
  signUpOnForm(
    page,
    { firstName, lastName, email: uniqueEmail(firstName.toLowerCase()), password: PASSWORD },
    { analytics: true },
  );

const reviewNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Client reviews' })
    .getByRole('heading', { level: 3 })
    .allTextContents();

/** Opens the first card's trainer page by its name; answers the name once the view is sent. */
async function openFirstCard(page: Page, events: SentEvent[]): Promise<string> {
  const card = page.locator('main article').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
  await card.getByRole('link', { name }).click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await expect.poll(() => events.filter((event) => event.name === 'page_view').length).toBe(2);
  return name;
}

describe('trainer profile', () => {
  it('shows a demo trainer with price, rating, paged reviews and Read more', async () => {
    const { profile, feedback } = await demoTrainerWithReviews();
    const { page, context, consoleErrors } = await newPage(browser);
    const events = recordEvents(page);
    await page.goto(`${baseUrl}/trainer/${profile.id}`, { waitUntil: 'networkidle' });

    await page.getByRole('heading', { level: 1, name: profile.name }).waitFor();
    await expect.poll(() => page.title()).toBe(withBrand(trainerCopy(profile).title));
    // The hero's "From" is the card's from price: the lowest enabled one, whichever service.
    const lowest = fromPricePaise(profile.services);
    expect(lowest).toBe(profile.fromPricePaise);
    const headline = formatRupees(lowest!);
    expect(await page.locator('#trainer-name').locator('..').textContent()).toContain(
      `From${headline}per session`,
    );
    expect(headline).toMatch(/^₹[\d,]+$/);

    const stats = page.getByRole('region', { name: 'Trainer at a glance' });
    const rating = profile.rating === null ? 'New' : profile.rating.toFixed(1);
    expect(await stats.textContent()).toContain(rating);
    await expect
      .poll(() => events.filter((event) => event.name === 'trainer_view'))
      .toEqual([
        {
          name: 'trainer_view',
          path: `/trainer/${profile.id}`,
          params: { trainer_id: profile.id, trainer_name: profile.name, source: 'direct' },
        },
      ]);

    const firstPage = feedback.slice(0, 3).map((review) => review.name);
    const secondPage = feedback.slice(3, 6).map((review) => review.name);
    await expect.poll(() => reviewNames(page)).toEqual(firstPage);
    // A review is dated by its session, not by the day it was written.
    const firstReview = page
      .getByRole('region', { name: 'Client reviews' })
      .locator('article')
      .first()
      .locator('time');
    const sessionDate = feedback[0]?.sessionDate ?? '';
    expect(await firstReview.getAttribute('datetime')).toBe(sessionDate);
    expect(await firstReview.textContent()).toBe(
      new Date(`${sessionDate}T00:00:00Z`).toLocaleDateString('en-IN', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
    await page.getByRole('button', { name: 'Next reviews' }).click();
    await expect.poll(() => reviewNames(page)).toEqual(secondPage);
    expect(
      await page
        .getByRole('button', { name: /^Show reviews page 2 of/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    await page.getByRole('button', { name: 'Previous reviews' }).click();
    await expect.poll(() => reviewNames(page)).toEqual(firstPage);

    const longIndex = feedback.findIndex((review) => review.text.length > 120);
    // The demo data's detailed reviews run past 120 characters.
    expect(longIndex).toBeGreaterThanOrEqual(0);
    const long = feedback[longIndex]!;
    await page
      .getByRole('button', {
        name: new RegExp(`^Show reviews page ${Math.floor(longIndex / 3) + 1} of`),
      })
      .click();
    const card = page
      .getByRole('region', { name: 'Client reviews' })
      .getByRole('article')
      .nth(longIndex % 3);
    await expect.poll(() => card.getByRole('heading').textContent()).toBe(long.name);
    expect(await card.textContent()).not.toContain(long.text);
    await card.getByRole('button', { name: 'Read more' }).click();
    await expect.poll(() => card.textContent()).toContain(long.text);
    await card.getByRole('button', { name: 'Read less' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('sends a visitor who books, even before the page is ready, to sign in and back to an open booking modal; signed in, Book Session and openBooking open it', async () => {
    const { profile } = await demoTrainerWithReviews();
    const { page, context, consoleErrors } = await newPage(browser, { viewport: 'mobile' });
    const events = recordEvents(page);
    const path = `/trainer/${profile.id}`;
    // The visitor taps before the page's code has come, as on a slow phone: the tap is not lost.
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => {
      releaseCode = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('button', { name: 'Book Session' }).click();
    releaseCode();
    // Held requests go on; no later request is intercepted (Chromium's interception loses
    // sight of keepalive requests, as the page's events are sent).
    await page.unrouteAll({ behavior: 'wait' });
    await page.waitForURL(`${baseUrl}/auth?returnTo=${encodeURIComponent(path)}`);
    // the page's first events go out together as its code arrives
    await expect
      .poll(() => events.find((event) => event.name === 'booking_attempt')?.params, {
        timeout: 15_000,
      })
      .toEqual({ trainer_id: profile.id, source: 'trainer_profile_hero', signed_in: false });

    // Back from signing up, the booking they asked for opens without a second press, once.
    await signUp(page, 'Kavya', 'Rao');
    const dialog = page.getByRole('dialog', { name: `Book a session with ${profile.name}` });
    await dialog.waitFor();
    expect(page.url()).toBe(`${baseUrl}${path}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: profile.name }).waitFor();
    expect(await dialog.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Book Session' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The listing and city pages open a profile with this router state when a signed-in user
    // clicks Book Session there.
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // as a user would, only once the listing shows (the router listens from its first render)
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(`
      window.history.pushState(
        { usr: { openBooking: true, source: 'listing' }, key: 'e2e', idx: 1 },
        '',
        ${JSON.stringify(path)},
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    `);
    // the modal opens over the loaded profile (and hides it from the accessibility tree)
    await dialog.waitFor();
    expect(await page.evaluate(`window.history.state?.usr?.openBooking`)).toBe(false);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('counts one trainer_view, from the profile, for a click on a city page card', async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    const events = recordEvents(page);
    await page.goto(`${baseUrl}/city/mumbai`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Fitness Trainers in Mumbai' }).waitFor();
    const name = await openFirstCard(page, events);
    // The profile sends it once its data has rendered, which may be after its page_view.
    const trainerViews = () => events.filter((event) => event.name === 'trainer_view');
    await expect.poll(() => trainerViews().length).toBeGreaterThan(0);
    const views = trainerViews();
    expect(views.map((event) => event.params)).toEqual([
      { trainer_id: expect.any(String), trainer_name: name, source: 'city_landing_page' },
    ]);
    expect(events.filter((event) => event.name === 'page_view').map((e) => e.params)).toEqual([
      { page_title: 'Fitness Trainers in Mumbai | Kasrat' },
      { page_title: expect.stringMatching(new RegExp(`^${name}`)) },
    ]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('counts one trainer_view, from the profile, for a click on a listing card', async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: 'mobile' });
    const events = recordEvents(page);
    await page.goto(`${baseUrl}/trainers`, { waitUntil: 'networkidle' });
    // without a location the listing turns to online trainers: the list to click is that one
    await page.getByText(/ online across India$/).waitFor();
    const name = await openFirstCard(page, events);
    // The profile sends it once its data has rendered, which may be after its page_view.
    const trainerViews = () => events.filter((event) => event.name === 'trainer_view');
    await expect.poll(() => trainerViews().length).toBeGreaterThan(0);
    const views = trainerViews();
    expect(views.map((event) => event.params)).toEqual([
      { trainer_id: expect.any(String), trainer_name: name, source: 'listing' },
    ]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('asks for a listed trainer’s profile while the pointer rests on the card', async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    await page.goto(`${baseUrl}/trainers`, { waitUntil: 'networkidle' });
    await page.getByText(/ online across India$/).waitFor();
    const card = page.locator('main article').first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const href = await card.getByRole('link', { name }).getAttribute('href');
    const profileAsked = page.waitForRequest(
      (request) =>
        new URL(request.url()).pathname === `/api${href?.replace('/trainer/', '/trainers/')}`,
    );
    await card.hover({ position: { x: 5, y: 5 } });
    await profileAsked;
    await card.getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows Oops with Back to Trainers for an unknown trainer', async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    await page.goto(`${baseUrl}/trainer/no-such-trainer`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: MESSAGES.trainerProfileError }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(MESSAGES.trainerNotFound);
    await page.getByRole('link', { name: 'Back to Trainers' }).click();
    await page.waitForURL(atPath('/trainers'));
    // The browser reports the API's 404 itself; nothing else may be logged.
    expect(consoleErrors.filter((message) => !message.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('tells a new trainer that their own profile is not public yet', async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: 'mobile' });
    await page.goto(`${baseUrl}/auth`);
    await signUp(page, 'Rohan', 'Mehta');
    await page.waitForURL(atPath('/'));
    const token = await page.evaluate<string | null>(`window.localStorage.getItem('kasrat.token')`);
    expect(token).toBeTruthy();
    const becameTrainer = await fetch(`${baseUrl}/api/auth/become-trainer`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(becameTrainer.status).toBe(200);
    const { trainerId } = await getJson<{ trainerId: string }>('/api/auth/profile', token!);
    expect(trainerId).toBeTruthy();

    const hidden = await fetch(`${baseUrl}/api/trainers/${trainerId}`);
    expect(hidden.status).toBe(404);

    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(response.url());
    });
    await page.goto(`${baseUrl}/trainer/${trainerId}`, { waitUntil: 'networkidle' });
    const banner = page.getByRole('status').filter({ hasText: MESSAGES.profileNotPublic });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Pending');
    await page.getByText(MESSAGES.noReviewsYet, { exact: true }).waitFor();
    // The HTML of an unapproved profile answers 404 so that search engines skip it (the server
    // has no session for page requests); the owner's API calls all succeed.
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(notFound).toEqual([`${baseUrl}/trainer/${trainerId}`]);
    expect(consoleErrors.filter((message) => !message.includes('status of 404'))).toEqual([]);
    await context.close();
  });
});
