import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import {
  createBookingRow,
  createReviewRow,
  createTrainerRow,
  createUserRow,
  services,
} from '#server/test/scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { findCity } from '#shared/catalog.ts';
import { FALLBACK_COORDINATE } from '#shared/listing-filters.ts';
import { CITY_CARD_IMAGE_SIZES } from '#shared/listing-image.ts';
import { withBrand } from '#shared/page-copy.ts';
import { PRIVACY_COPY } from '#shared/privacy-messages.ts';
import { createDiscoveryRepository } from '../discovery/discovery.repository';
import { createDiscoveryService } from '../discovery/discovery.service';
import { createListingRepository } from '../discovery/listing.repository';
import { HEAD_END, HEAD_START, withHead } from './html-head';
import { createSeoService, type SeoService } from './seo.service';

/** The built index.html is not needed: the page routes take any shell with the head block. */
const SHELL = `<!doctype html><html lang="en-IN"><head>${HEAD_START}<title>dev</title>${HEAD_END}</head><body><div id="root"></div></body></html>`;
const PUBLIC_URL = 'http://localhost:3000';
const MUMBAI = { latitude: 19.076, longitude: 72.8777 };

let ctx: TestContext;
let app: FastifyInstance;
/** The pages' service itself, for the Hindi pages until their routes are registered. */
let seo: SeoService;

beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-03-10T04:30:00.000Z' });
  app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    now: ctx.clock.now,
    logger: false,
    pageShell: SHELL,
  });
  await app.ready();
  const db = ctx.database.db;
  seo = createSeoService({
    discovery: createDiscoveryService(
      createDiscoveryRepository(db),
      createListingRepository(db),
      ctx.clock.now,
    ),
    publicUrl: PUBLIC_URL,
    now: ctx.clock.now,
    reportError: (error) => {
      throw error;
    },
  });
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

function read(html: string) {
  const attribute = (selector: RegExp) => html.match(selector)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return {
    title: attribute(/<title>(.*?)<\/title>/s),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    og: (key: string) => attribute(new RegExp(`<meta property="og:${key}" content="([^"]*)"`)),
    meta: (name: string) => attribute(new RegExp(`<meta name="${name}" content="([^"]*)"`)),
    ofType: (type: string) => jsonLd.find((block) => block['@type'] === type),
    hasRoot: html.includes('<div id="root"></div>'),
    hreflang: (tag: string) =>
      attribute(new RegExp(`<link rel="alternate" hreflang="${tag}" href="([^"]*)"`)),
  };
}

async function reviewed(trainerId: string, ratings: number[]) {
  const db = ctx.database.db;
  for (const [index, rating] of ratings.entries()) {
    const client = await createUserRow(db);
    const booking = await createBookingRow(db, {
      clientId: client.id,
      trainerId,
      service: 'personal',
      location: 'gym',
      sessionDate: `2026-03-0${index + 1}`,
      timeSlot: '7:00 AM',
      startsAt: new Date(Date.UTC(2026, 2, index + 1, 1, 30)),
      status: 'completed',
    });
    await createReviewRow(db, {
      bookingId: booking.id,
      clientId: client.id,
      trainerId,
      rating,
      comment: 'Good session',
    });
  }
}

describe('GET /trainer/:id', () => {
  it('sends the head of a published trainer with the real rating', async () => {
    const trainer = await createTrainerRow(ctx.database.db, {
      ...MUMBAI,
      name: 'Kavya Iyer',
      title: 'Strength Coach',
      listingImage: '/demo/listings/kavya.webp',
      services: services({ personal: 1200, online: 900 }),
    });
    await reviewed(trainer.id, [5, 4, 4]);

    const response = await get(`/trainer/${trainer.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const page = read(response.body);
    expect(page.hasRoot).toBe(true);
    expect(page.title).toBe('Kavya Iyer, Strength Coach in Mumbai | Kasrat');
    expect(page.canonical).toBe(`${PUBLIC_URL}/trainer/${trainer.id}`);
    expect(page.og('title')).toBe('Kavya Iyer, Strength Coach in Mumbai | Kasrat');
    expect(page.og('image')).toBe(`${PUBLIC_URL}/demo/listings/kavya.webp`);
    expect(page.meta('geo.placename')).toBe('Mumbai');
    expect(page.ofType('Person')).toMatchObject({
      name: 'Kavya Iyer',
      jobTitle: 'Strength Coach',
      aggregateRating: { ratingValue: 4.3, reviewCount: 3 },
      makesOffer: [
        { name: 'Personal Training', price: 1200, priceCurrency: 'INR' },
        { name: 'Online Training', price: 900, priceCurrency: 'INR' },
      ],
    });
  });

  it('answers 404 with a noindex head for an unapproved or unknown trainer', async () => {
    const hidden = await createTrainerRow(ctx.database.db, {
      ...MUMBAI,
      status: 'pending_review',
      published: false,
    });
    for (const url of [`/trainer/${hidden.id}`, '/trainer/no-such-trainer']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      const page = read(response.body);
      expect(page.hasRoot).toBe(true);
      expect(page.title).toBe('Page not found | Kasrat');
      expect(page.robots).toBe('noindex');
      expect(page.ofType('Person')).toBeUndefined();
    }
  });
});

describe('city pages', () => {
  it('sends a local business serving 50 km around the city, any case of the slug', async () => {
    const response = await get('/city/Mumbai/Weight-Training');
    expect(response.statusCode).toBe(200);
    const page = read(response.body);
    expect(page.title).toBe('Weight Trainers in Mumbai | Kasrat');
    expect(page.canonical).toBe(`${PUBLIC_URL}/city/mumbai/weight-training`);
    expect(page.meta('geo.region')).toBe('IN-MH');
    expect(page.ofType('LocalBusiness')).toMatchObject({
      areaServed: [
        { '@type': 'City', name: 'Mumbai' },
        {
          '@type': 'GeoCircle',
          geoMidpoint: { latitude: 19.076, longitude: 72.8777 },
          geoRadius: 50000,
        },
      ],
    });
    expect(page.ofType('FAQPage')).toBeDefined();
  });

  it("fetches the first card's picture with the HTML, in the copy the card will choose", async () => {
    const jaipur = findCity('jaipur')!;
    await createTrainerRow(ctx.database.db, {
      latitude: jaipur.latitude + 0.01,
      longitude: jaipur.longitude,
      name: 'Second Nearest',
      listingImage: '/demo/listings/second.webp',
    });
    await createTrainerRow(ctx.database.db, {
      latitude: jaipur.latitude,
      longitude: jaipur.longitude,
      name: 'Nearest',
      listingImage: '/uploads/listing/nearest.webp',
    });
    const jaipurPage = await get('/city/jaipur');
    expect(jaipurPage.body).toContain(
      `<link rel="preload" as="image" href="/uploads/listing/nearest.webp" imagesrcset="/uploads/listing/nearest-320w.webp 320w, /uploads/listing/nearest.webp 640w" imagesizes="${CITY_CARD_IMAGE_SIZES}" fetchpriority="high" />`,
    );
    // A city without trainers has no picture to fetch.
    expect((await get('/city/lucknow')).body).not.toContain('rel="preload" as="image"');
  });

  it('answers 404 for an unknown city or specialization', async () => {
    for (const url of ['/city/atlantis', '/city/atlantis/yoga', '/city/pune/juggling']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(read(response.body).robots).toBe('noindex');
    }
  });
});

describe('the listing', () => {
  it('lists real online trainers around the fallback coordinate and follows the filters', async () => {
    const near = {
      latitude: FALLBACK_COORDINATE.latitude,
      longitude: FALLBACK_COORDINATE.longitude,
    };
    await createTrainerRow(ctx.database.db, {
      ...near,
      name: 'Neha Online',
      specializations: ['Yoga & Pilates'],
      services: services({ online: 800 }),
    });
    await createTrainerRow(ctx.database.db, {
      ...near,
      name: 'Hidden Online',
      status: 'pending_review',
      published: false,
      services: services({ online: 800 }),
    });

    const home = read((await get('/')).body);
    expect(home.title).toBe('Find Fitness Trainers Near You | Kasrat');
    expect(home.canonical).toBe(`${PUBLIC_URL}/`);
    const list = home.ofType('ItemList') as { itemListElement: { item: { name: string } }[] };
    const names = list.itemListElement.map((entry) => entry.item.name);
    expect(names).toContain('Neha Online');
    expect(names).not.toContain('Hidden Online');
    expect(list.itemListElement[names.indexOf('Neha Online')]!.item).not.toHaveProperty(
      'aggregateRating',
    );
    expect(home.ofType('FAQPage')).toBeDefined();

    const filtered = read(
      (await get('/trainers?service=online&specialization=yoga&utm_source=x')).body,
    );
    expect(filtered.title).toBe('Yoga Trainers Online | Kasrat');
    expect(filtered.canonical).toBe(
      `${PUBLIC_URL}/trainers?specialization=yoga&amp;service=online`,
    );
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists the cities and the published trainers, not the unpublished ones', async () => {
    const listed = await createTrainerRow(ctx.database.db, MUMBAI);
    const unlisted = await createTrainerRow(ctx.database.db, {
      ...MUMBAI,
      status: 'rejected',
      published: false,
    });
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.body).toContain(`<loc>${PUBLIC_URL}/city/mumbai</loc>`);
    expect(response.body).toContain(`<loc>${PUBLIC_URL}/city/jaipur/yoga</loc>`);
    expect(response.body).toContain(`<loc>${PUBLIC_URL}/trainers?service=online</loc>`);
    expect(response.body).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/trainer/${listed.id}</loc><lastmod>\\d{4}-`),
    );
    expect(response.body).not.toContain(unlisted.id);
  });

  it('serves robots.txt pointing to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /payment\n');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('serves the trainers in numbered parts, and 404 past the last', async () => {
    const first = await get('/sitemap-trainers-1.xml');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`<loc>${PUBLIC_URL}/trainer/`);
    expect((await get('/sitemap-trainers-7.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-trainers-0.xml')).statusCode).toBe(404);
  });
});

describe('the privacy notice (docs/product/privacy.md#the-notice)', () => {
  it('serves /privacy with its own title, description and canonical address', async () => {
    const response = await get('/privacy');
    expect(response.statusCode).toBe(200);
    const page = read(response.body);
    expect(page.title).toBe(withBrand(PRIVACY_COPY.title));
    expect(page.meta('description')).toBe(PRIVACY_COPY.description);
    expect(page.canonical).toBe(`${PUBLIC_URL}/privacy`);
    expect(page.hasRoot).toBe(true);
    expect((await get('/sitemap-pages.xml')).body).toContain(`<loc>${PUBLIC_URL}/privacy</loc>`);
  });
});

describe('the Hindi pages (docs/product/languages.md)', () => {
  it('writes a published trainer’s Hindi head from the database, with both addresses', async () => {
    const trainer = await createTrainerRow(ctx.database.db, {
      ...MUMBAI,
      name: 'Meera Joshi',
      title: 'Pilates Coach',
      city: 'Mumbai',
      services: services({ personal: 1500, group: 700 }),
    });
    await reviewed(trainer.id, [5, 5]);

    const { status, head } = await seo.trainerPage(trainer.id, 'hi');
    expect(status).toBe(200);
    expect(head.lang).toBe('hi-IN');
    const page = read(withHead(SHELL, head));
    expect(page.title).toBe('Meera Joshi, मुंबई में Pilates Coach | Kasrat');
    expect(page.canonical).toBe(`${PUBLIC_URL}/hi/trainer/${trainer.id}`);
    expect(page.hreflang('hi-IN')).toBe(`${PUBLIC_URL}/hi/trainer/${trainer.id}`);
    expect(page.hreflang('en-IN')).toBe(`${PUBLIC_URL}/trainer/${trainer.id}`);
    expect(page.hreflang('x-default')).toBe(`${PUBLIC_URL}/trainer/${trainer.id}`);
    expect(page.og('locale')).toBe('hi_IN');
    expect(page.ofType('Person')).toMatchObject({
      name: 'Meera Joshi',
      aggregateRating: { ratingValue: 5, reviewCount: 2 },
      makesOffer: [
        { name: 'पर्सनल ट्रेनिंग', price: 1500 },
        { name: 'ग्रुप ट्रेनिंग', price: 700 },
      ],
    });

    // the English page names the Hindi one too
    const english = read((await get(`/trainer/${trainer.id}`)).body);
    expect(english.hreflang('hi-IN')).toBe(`${PUBLIC_URL}/hi/trainer/${trainer.id}`);
    expect(english.og('locale')).toBe('en_IN');
  });

  it('answers an unpublished trainer’s Hindi page with the Hindi not-found head', async () => {
    const hidden = await createTrainerRow(ctx.database.db, {
      ...MUMBAI,
      status: 'pending_review',
      published: false,
    });
    const { status, head } = await seo.trainerPage(hidden.id, 'hi');
    expect(status).toBe(404);
    expect(read(withHead(SHELL, head))).toMatchObject({
      title: 'पेज नहीं मिला | Kasrat',
      robots: 'noindex',
    });
  });

  it('lists the published trainers’ Hindi addresses in the sitemap, each naming both', async () => {
    const listed = await createTrainerRow(ctx.database.db, MUMBAI);
    // this service's own cache: the app's sitemap was cached by an earlier test
    const xml = await seo.sitemap();
    expect(xml).toMatch(
      new RegExp(`<url><loc>${PUBLIC_URL}/hi/trainer/${listed.id}</loc><lastmod>\\d{4}-`),
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${PUBLIC_URL}/hi/trainer/${listed.id}"/>`,
    );
    expect(xml).toContain(`<loc>${PUBLIC_URL}/hi/city/mumbai</loc>`);
  });
});
