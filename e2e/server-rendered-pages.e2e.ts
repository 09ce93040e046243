import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { TrainerCard, TrainerProfile, TrainerReview } from '#shared/discovery-types.ts';
import { FALLBACK_COORDINATE } from '#shared/listing-filters.ts';
import { formatRupees } from '#shared/money.ts';

/**
 * What a browser without JavaScript, a crawler or a link preview gets
 * (docs/decisions/0048-server-rendering.md): plain HTTP against the built app with its demo
 * data, no browser. The page's own content must be in its HTML.
 */
const baseUrl = inject('baseUrl');

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': ' ',
};

interface Page {
  status: number;
  lang: string | undefined;
  /** The text inside #root, tags removed, entities decoded, spaces collapsed. */
  text: string;
  /** Every <script> element's opening tag. */
  scripts: string[];
}

async function fetchPage(path: string): Promise<Page> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.headers.get('content-type')).toContain('text/html');
  const html = await response.text();
  const body = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
  const root = body.slice(0, body.indexOf('<script'));
  const text = root
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ');
  return {
    status: response.status,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    text,
    scripts: [...html.matchAll(/<script[^>]*>/g)].map((match) => match[0]),
  };
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** What the listing shows before the browser gives a position: the online trainers, India-wide. */
const onlineTrainers = () =>
  api<TrainerCard[]>(
    `/trainers/nearby?${new URLSearchParams({
      latitude: String(FALLBACK_COORDINATE.latitude),
      longitude: String(FALLBACK_COORDINATE.longitude),
      radius: '100',
      page: '1',
      limit: '5',
      serviceType: 'online',
      filters: JSON.stringify([{ type: 'service', value: 'online', label: 'Online Training' }]),
    })}`,
  );

/** A city page's trainers: within 50 km of Mumbai's centre, the first six shown. */
const mumbaiTrainers = () =>
  api<TrainerCard[]>(
    '/trainers/nearby?latitude=19.076&longitude=72.8777&radius=50&page=1&limit=10',
  );

function expectCards(page: Page, trainers: TrainerCard[]) {
  expect(trainers.length).toBeGreaterThan(0);
  for (const trainer of trainers) {
    expect(page.text).toContain(trainer.name);
    expect(page.text).toContain(formatRupees(trainer.fromPricePaise));
  }
}

/** Only the module script and data blocks: nothing a Content Security Policy would refuse. */
function expectNoInlineScript(page: Page) {
  for (const script of page.scripts) {
    expect(script).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
  }
}

let trainer: TrainerProfile;
let reviews: TrainerReview[];

beforeAll(async () => {
  const reviewed = (await mumbaiTrainers()).find((card) => card.reviewCount > 0);
  trainer = await api<TrainerProfile>(`/trainers/${reviewed!.id}`);
  reviews = await api<TrainerReview[]>(`/trainers/${trainer.id}/selected-feedback`);
});

describe.each([
  { language: 'English', prefix: '', lang: 'en-IN' },
  { language: 'Hindi', prefix: '/hi', lang: 'hi-IN' },
])('public pages in $language, without JavaScript', ({ prefix, lang }) => {
  it('the listing and the home page list the online trainers with their prices', async () => {
    const trainers = await onlineTrainers();
    for (const path of [`${prefix}/trainers`, prefix || '/']) {
      const page = await fetchPage(path);
      expect(page.status).toBe(200);
      expect(page.lang).toBe(lang);
      expectCards(page, trainers);
      expectNoInlineScript(page);
    }
  });

  it('a trainer page has the profile, its services with prices and its reviews', async () => {
    const page = await fetchPage(`${prefix}/trainer/${trainer.id}`);
    expect(page.status).toBe(200);
    expect(page.lang).toBe(lang);
    expect(page.text).toContain(trainer.name);
    const prices = (['personal', 'online', 'group'] as const)
      .filter((service) => trainer.services[service].enabled)
      .map((service) => formatRupees(trainer.services[service].pricePaise));
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(page.text).toContain(price);
    expect(reviews.length).toBeGreaterThan(0);
    // The first page of the reviews carousel: three to a page.
    for (const review of reviews.slice(0, 3)) expect(page.text).toContain(review.name);
    expectNoInlineScript(page);
  });

  it('a city page lists its trainers with their prices, with or without a specialization', async () => {
    const page = await fetchPage(`${prefix}/city/mumbai`);
    expect(page.status).toBe(200);
    expect(page.lang).toBe(lang);
    const trainers = (await mumbaiTrainers()).slice(0, 6);
    expect(trainers.length).toBeGreaterThan(0);
    for (const shown of trainers) {
      expect(page.text).toContain(shown.name);
      expect(page.text).toContain(formatRupees(shown.fromPricePaise));
    }
    expectNoInlineScript(page);

    const yoga = await fetchPage(`${prefix}/city/mumbai/yoga`);
    expect(yoga.status).toBe(200);
    const yogaTrainers = await api<TrainerCard[]>(
      `/trainers/nearby?latitude=19.076&longitude=72.8777&radius=50&page=1&limit=10&filters=${encodeURIComponent(
        JSON.stringify([{ type: 'specialization', value: 'yoga', label: 'Yoga' }]),
      )}`,
    );
    for (const shown of yogaTrainers.slice(0, 6)) expect(yoga.text).toContain(shown.name);
  });

  it('a signed-in screen and a missing page stay the bare shell for the browser to render', async () => {
    for (const path of [`${prefix}/profile`, `${prefix}/trainer/no-such-trainer`]) {
      const response = await fetch(`${baseUrl}${path}`);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('kasrat-page-data');
    }
  });
});
