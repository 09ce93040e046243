import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import { atPath, launchBrowser, newPage, pageInMumbai, type ViewportName } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const inMumbai = (viewport?: ViewportName) => pageInMumbai(browser, baseUrl, viewport);

const cards = (page: Page) => page.locator('main article');

/** The trainer names and distances (km) of the cards shown, in order. */
function cardsShown(
  page: Page,
): Promise<{ name: string; km: number | null; offered: string[]; text: string }[]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const distance = [...article.querySelectorAll('span')]
        .map((span) => /^(\d+(?:\.\d)?) km away$/.exec(span.textContent ?? '')?.[1])
        .find(Boolean);
      return {
        name: article.querySelector('h3')?.textContent ?? '',
        km: distance ? Number(distance) : null,
        offered: [...article.querySelectorAll('[aria-label="Sessions offered"] li')].map((item) =>
          (item.textContent ?? '').replace(' · ', ''),
        ),
        text: article.textContent ?? '',
      };
    }),
  );
}

async function waitForCards(page: Page) {
  await cards(page).first().waitFor();
}

const activeFilter = (page: Page, label: string) =>
  page.getByRole('button', { name: `Remove ${label} filter` });

describe('trainer listing', () => {
  it('without location access shows online trainers, the online filter and the help banner', async () => {
    const { page, context, consoleErrors } = await newPage(browser, { viewport: 'mobile' });
    await page.goto(`${baseUrl}/trainers`, { waitUntil: 'networkidle' });

    await page
      .getByRole('heading', { name: 'Turn on location to see trainers near you' })
      .waitFor();
    await page.getByRole('button', { name: 'Refresh Page' }).waitFor();
    await activeFilter(page, 'Online Training').waitFor();
    expect(
      await page
        .getByRole('button', { name: 'Online Training', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await expect.poll(() => page.title()).toBe('Online Fitness Trainers | Kasrat');
    await page.getByText(/trainers? online across India$/).waitFor();

    await waitForCards(page);
    const shown = await cardsShown(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const card of shown) expect(card.offered).toContain('Online');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('with location access lists the nearest trainers first and names the city', async () => {
    const { page, context, consoleErrors } = await inMumbai();
    await page.goto(`${baseUrl}/trainers`, { waitUntil: 'networkidle' });

    await page.getByRole('heading', { name: 'Trainers near Mumbai' }).waitFor();
    await page.getByText(/trainers? within 100 km$/).waitFor();
    await waitForCards(page);
    const first = await cardsShown(page);
    expect(first).toHaveLength(5);
    const distances = first.map((card) => card.km!);
    expect(distances.every((km) => typeof km === 'number')).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.at(-1)!).toBeLessThanOrEqual(100);
    await expect(page.getByText('Turn on location to see trainers near you').count()).resolves.toBe(
      0,
    );

    // Page 2 continues where page 1 ended.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current'))
      .toBe('page');
    await expect.poll(async () => (await cardsShown(page))[0]?.name).not.toBe(first[0]!.name);
    const second = await cardsShown(page);
    expect(second.map((card) => card.name)).not.toEqual(
      expect.arrayContaining(first.map((card) => card.name)),
    );
    expect(second[0]!.km!).toBeGreaterThanOrEqual(distances.at(-1)!);

    // A visitor who books is sent to sign in and back to the trainer.
    await page
      .getByRole('button', { name: /^Book Session with / })
      .first()
      .click();
    await page.waitForURL(/\/auth\?returnTo=%2Ftrainer%2F/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('filters by specialization, keeps chips unique and clears them all', async () => {
    const { page, context, consoleErrors } = await inMumbai();
    await page.goto(`${baseUrl}/trainers`, { waitUntil: 'networkidle' });
    await waitForCards(page);
    const before = await page.getByText(/trainers? within 100 km$/).textContent();

    const yoga = page.getByRole('button', { name: 'Yoga', exact: true });
    await yoga.click();
    await activeFilter(page, 'Yoga').waitFor();
    await expect.poll(() => page.title()).toBe('Yoga Trainers Near You | Kasrat');
    await page.getByRole('heading', { level: 1, name: 'Yoga Trainers Near You' }).waitFor();
    await expect
      .poll(() => page.getByText(/trainers? within 100 km$/).textContent())
      .not.toBe(before);
    await waitForCards(page);

    await page.getByRole('button', { name: 'Personal Training', exact: true }).click();
    await activeFilter(page, 'Personal Training').waitFor();
    expect(await page.getByRole('button', { name: /^Remove .+ filter$/ }).count()).toBe(2);

    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByText('Active filters:').locator('..').getByText('None').waitFor();
    expect(await page.getByRole('button', { name: /^Remove .+ filter$/ }).count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Find Fitness Trainers Near You | Kasrat');
    await expect.poll(() => page.getByText(/trainers? within 100 km$/).textContent()).toBe(before);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('turns on online training from ?service=online and drops the parameter with the chip', async () => {
    const { page, context, consoleErrors } = await inMumbai('mobile');
    await page.goto(`${baseUrl}/trainers?service=online`, { waitUntil: 'networkidle' });

    await activeFilter(page, 'Online Training').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Online Fitness Training' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Online trainers' }).waitFor();
    await page.getByText(/trainers? online across India$/).waitFor();
    await waitForCards(page);
    for (const card of await cardsShown(page)) {
      expect(card.offered).toContain('Online');
      expect(card.km).toBeNull();
    }

    await activeFilter(page, 'Online Training').click();
    await page.waitForURL(`${baseUrl}/trainers`);
    await page
      .getByRole('heading', { level: 1, name: 'Find Your Perfect Fitness Trainer' })
      .waitFor();
    await page.getByText(/trainers? within 100 km$/).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('city landing pages', () => {
  it('shows a city with its trainers, the count line and Why Choose', async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    await page.goto(`${baseUrl}/city/mumbai`, { waitUntil: 'networkidle' });

    await page.getByRole('heading', { level: 1, name: 'Fitness Trainers in Mumbai' }).waitFor();
    await expect.poll(() => page.title()).toBe('Fitness Trainers in Mumbai | Kasrat');
    await page.getByText(/^\d+ trainers? available in Mumbai$/).waitFor();
    await waitForCards(page);
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    await page.getByRole('heading', { name: 'Why Choose Kasrat in Mumbai' }).waitFor();
    for (const reason of ['Local Expertise', 'Verified Professionals', 'Flexible Scheduling']) {
      await page.getByRole('heading', { name: reason }).waitFor();
    }
    expect(
      await page.getByRole('link', { name: 'View All Trainers', exact: true }).getAttribute('href'),
    ).toBe('/trainers');

    await cards(page).first().locator('h3 a').click();
    await page.waitForURL(/\/trainer\/[^/]+$/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('takes any case of the city and a specialization, and View All keeps the filter', async () => {
    const { page, context, consoleErrors } = await inMumbai();
    await page.goto(`${baseUrl}/city/PUNE/yoga`, { waitUntil: 'networkidle' });

    await page.getByRole('heading', { level: 1, name: 'Yoga Trainers in Pune' }).waitFor();
    await page.getByText(/^\d+ trainers? available in Pune$/).waitFor();
    await waitForCards(page);
    const viewAll = page.getByRole('link', { name: 'View All Yoga Trainers' });
    expect(await viewAll.getAttribute('href')).toBe('/trainers?specialization=yoga');

    await viewAll.click();
    await page.waitForURL(`${baseUrl}/trainers?specialization=yoga`);
    await activeFilter(page, 'Yoga').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Yoga Trainers Near You' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('answers an unknown city with City Not Found', async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    await page.goto(`${baseUrl}/city/atlantis`, { waitUntil: 'networkidle' });

    await page.getByRole('heading', { level: 1, name: 'City Not Found' }).waitFor();
    await page.getByText(MESSAGES.cityNotListed).waitFor();
    await page.getByRole('link', { name: 'Explore All Trainers' }).click();
    await page.waitForURL(atPath('/trainers'));
    // The server answers the unknown city with HTTP 404, which the browser reports as such.
    expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    await context.close();
  });

  it('answers an unknown specialization with City Not Found', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${baseUrl}/city/mumbai/underwater-basket-weaving`, {
      waitUntil: 'networkidle',
    });
    await page.getByRole('heading', { level: 1, name: 'City Not Found' }).waitFor();
    await context.close();
  });
});
