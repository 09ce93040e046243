import { describe, expect, it } from 'vitest';
import { findCity } from '#shared/catalog.ts';
import type { TrainerCard } from '#shared/discovery-types.ts';
import { LISTING_FAQ } from '#shared/listing-faq.ts';
import { resolveSpecialization } from '#shared/listing-filters.ts';
import { HEAD_END, HEAD_START, jsonForScript, withHead } from './html-head';
import {
  appHead,
  cityHead,
  listingHead,
  notFoundHead,
  type TrainerHeadData,
  trainerHead,
} from './page-heads';
import { robotsTxt, staticSitemapEntries, urlset } from './sitemap';

const PUBLIC_URL = 'https://kasrat.example';
const SHELL = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" />${HEAD_START}<title>dev</title>${HEAD_END}<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;

function trainer(overrides: Partial<TrainerHeadData> = {}): TrainerHeadData {
  return {
    id: 'trainer-1',
    name: 'Ritu Sharma',
    title: 'Yoga Coach',
    bio: 'Ten years of hatha yoga.',
    city: 'Mumbai',
    latitude: 19.07,
    longitude: 72.88,
    specializations: ['Yoga & Pilates', 'Flexibility Training'],
    certifications: ['RYT 500'],
    listingImage: '/demo/listings/yoga-a.webp',
    profileImage: '/demo/portraits/yoga-a.webp',
    heroImage1: '/demo/heroes/yoga-a.webp',
    services: {
      personal: { enabled: true, pricePaise: 150_000 },
      group: { enabled: false, pricePaise: 80_000 },
      online: { enabled: true, pricePaise: 99_950 },
    },
    ratingSum: 0,
    reviewCount: 0,
    trainsAtGym: false,
    gymName: null,
    gymAddress: null,
    gymLatitude: null,
    gymLongitude: null,
    ...overrides,
  };
}

/** What a crawler reads: the page through a plain HTML lens. */
function read(html: string) {
  const attribute = (selector: RegExp) => html.match(selector)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return {
    title: attribute(/<title>(.*?)<\/title>/s),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    og: (key: string) => attribute(new RegExp(`<meta property="og:${key}" content="([^"]*)"`)),
    meta: (name: string) => attribute(new RegExp(`<meta name="${name}" content="([^"]*)"`)),
    jsonLd,
    ofType: (type: string) => jsonLd.find((block) => block['@type'] === type),
  };
}

describe('withHead', () => {
  it('replaces only the marked block of the shell', () => {
    const html = withHead(SHELL, notFoundHead());
    expect(html).not.toContain('<title>dev</title>');
    expect(html).toContain('<meta charset="UTF-8" /><title>Page not found | Kasrat</title>');
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('refuses a shell without the block', () => {
    expect(() => withHead('<html><head></head></html>', appHead())).toThrow(/page-head/);
  });
});

describe('escaping', () => {
  const hostile = trainer({
    name: 'Ravi "The Rock" <b>Kumar</b> & Sons',
    bio: 'Strong </script><script>alert(1)</script> <!-- sessions',
  });
  const html = withHead(SHELL, trainerHead(PUBLIC_URL, hostile));

  it('keeps markup in names out of the HTML', () => {
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>alert(1)');
    expect(read(html).og('title')).toBe(
      'Ravi &quot;The Rock&quot; &lt;b&gt;Kumar&lt;/b&gt; &amp; Sons, Yoga Coach in Mumbai | Kasrat',
    );
  });

  it('keeps JSON-LD valid JSON that cannot close its script element', () => {
    const [person] = read(html).jsonLd;
    expect(person).toMatchObject({ name: hostile.name, description: hostile.bio });
    expect(jsonForScript({ text: '</script>\u2028' })).toBe(
      '{"text":"\\u003c/script\\u003e\\u2028"}',
    );
  });
});

describe('trainerHead', () => {
  it('describes a trainer without reviews as new, with no rating block', () => {
    const page = read(withHead(SHELL, trainerHead(PUBLIC_URL, trainer())));
    expect(page.title).toBe('Ritu Sharma, Yoga Coach in Mumbai | Kasrat');
    expect(page.description).toContain('New on Kasrat');
    expect(page.canonical).toBe(`${PUBLIC_URL}/trainer/trainer-1`);
    expect(page.og('type')).toBe('profile');
    expect(page.og('image')).toBe(`${PUBLIC_URL}/demo/listings/yoga-a.webp`);
    expect(page.og('locale')).toBe('en_IN');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('geo.region')).toBe('IN-MH');
    expect(page.meta('geo.position')).toBe('19.07;72.88');
    expect(page.meta('ICBM')).toBe('19.07, 72.88');
    const person = page.ofType('Person');
    expect(person).toMatchObject({
      name: 'Ritu Sharma',
      jobTitle: 'Yoga Coach',
      image: `${PUBLIC_URL}/demo/listings/yoga-a.webp`,
      address: { addressLocality: 'Mumbai', addressCountry: 'IN' },
      knowsAbout: ['Yoga & Pilates', 'Flexibility Training'],
      makesOffer: [
        { name: 'Personal Training', price: 1500, priceCurrency: 'INR' },
        { name: 'Online Training', price: 999.5, priceCurrency: 'INR' },
      ],
    });
    expect(person).not.toHaveProperty('aggregateRating');
  });

  it('carries the real rating when there are reviews', () => {
    const page = read(
      withHead(SHELL, trainerHead(PUBLIC_URL, trainer({ ratingSum: 14, reviewCount: 3 }))),
    );
    expect(page.description).toContain('Rated 4.7 from 3 reviews');
    expect(page.ofType('Person')?.aggregateRating).toMatchObject({
      ratingValue: 4.7,
      reviewCount: 3,
    });
  });

  it('has the browser fetch the hero picture with the page, before the JavaScript', () => {
    const html = withHead(SHELL, trainerHead(PUBLIC_URL, trainer()));
    expect(html).toContain(
      '<link rel="preload" as="image" href="/demo/heroes/yoga-a.webp" fetchpriority="high" />',
    );
    expect(withHead(SHELL, trainerHead(PUBLIC_URL, trainer({ heroImage1: null })))).not.toContain(
      'rel="preload"',
    );
  });

  it('describes a gym-based trainer as a local business at the gym', () => {
    const page = read(
      withHead(
        SHELL,
        trainerHead(
          PUBLIC_URL,
          trainer({
            trainsAtGym: true,
            gymName: 'Iron Temple',
            gymAddress: '12 Hill Road, Bandra',
            gymLatitude: 19.05,
            gymLongitude: 72.83,
          }),
        ),
      ),
    );
    expect(page.ofType('LocalBusiness')).toMatchObject({
      name: 'Ritu Sharma',
      address: { streetAddress: '12 Hill Road, Bandra', addressLocality: 'Mumbai' },
      geo: { latitude: 19.05, longitude: 72.83 },
      employee: { '@type': 'Person', jobTitle: 'Yoga Coach' },
    });
  });

  it('falls back to the brand image and leaves out geo tags without a place', () => {
    const page = read(
      withHead(
        SHELL,
        trainerHead(
          PUBLIC_URL,
          trainer({ listingImage: null, profileImage: null, latitude: null, longitude: null }),
        ),
      ),
    );
    expect(page.og('image')).toBe(`${PUBLIC_URL}/og-image.png`);
    expect(page.meta('geo.position')).toBeUndefined();
  });
});

const card = (id: string, rating: number | null, reviewCount: number): TrainerCard =>
  ({
    id,
    name: `Trainer ${id}`,
    title: 'Coach',
    city: 'Noida',
    rating,
    reviewCount,
    listingImage: `/demo/listings/${id}.webp`,
    profilePicture: null,
  }) as TrainerCard;

describe('listingHead', () => {
  it('lists the trainers with ratings only where reviews exist, and the FAQ', () => {
    const page = read(
      withHead(
        SHELL,
        listingHead({
          publicUrl: PUBLIC_URL,
          path: '/',
          online: false,
          trainers: [card('a', 4.5, 2), card('b', null, 0)],
        }),
      ),
    );
    expect(page.title).toBe('Find Fitness Trainers Near You | Kasrat');
    expect(page.canonical).toBe(`${PUBLIC_URL}/`);
    expect(page.og('image')).toBe(`${PUBLIC_URL}/og-image.png`);
    const faq = page.ofType('FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity.map((item) => item.name)).toEqual(
      LISTING_FAQ.map((item) => item.question),
    );
    const list = page.ofType('ItemList') as {
      name: string;
      itemListElement: { position: number; item: Record<string, unknown> }[];
    };
    // one list for every visitor: it names no place, and the page carries no geo tags
    expect(list.name).toBe('Top-rated fitness trainers across India');
    expect(page.meta('geo.region')).toBeUndefined();
    expect(list.itemListElement).toHaveLength(2);
    expect(list.itemListElement[0]).toMatchObject({
      position: 1,
      item: {
        '@type': 'Person',
        url: `${PUBLIC_URL}/trainer/a`,
        aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
      },
    });
    expect(list.itemListElement[1]!.item).not.toHaveProperty('aggregateRating');
  });

  it("fetches the first card's picture with the HTML", () => {
    const html = (trainers: TrainerCard[]) =>
      withHead(SHELL, listingHead({ publicUrl: PUBLIC_URL, path: '/', online: false, trainers }));
    expect(html([card('a', 4.5, 2), card('b', null, 0)])).toContain(
      '<link rel="preload" as="image" href="/demo/listings/a.webp" fetchpriority="high" />',
    );
    expect(html([])).not.toContain('rel="preload" as="image"');
  });

  it('keeps only the filters that change the page in the canonical URL', () => {
    const page = read(
      withHead(
        SHELL,
        listingHead({
          publicUrl: PUBLIC_URL,
          path: '/',
          online: true,
          specialization: resolveSpecialization('Weight Training'),
          trainers: [],
        }),
      ),
    );
    expect(page.title).toBe('Weight Trainers Online | Kasrat');
    expect(page.canonical).toBe(
      `${PUBLIC_URL}/trainers?specialization=weight-training&amp;service=online`,
    );
    expect(page.ofType('ItemList')).toBeUndefined();
  });
});

describe('cityHead', () => {
  it('serves 50 km around the fixed centre of the city', () => {
    const page = read(
      withHead(
        SHELL,
        cityHead({
          publicUrl: PUBLIC_URL,
          city: findCity('Pune')!,
          specialization: resolveSpecialization('yoga'),
        }),
      ),
    );
    expect(page.title).toBe('Yoga Trainers in Pune | Kasrat');
    expect(page.canonical).toBe(`${PUBLIC_URL}/city/pune/yoga`);
    expect(page.meta('geo.placename')).toBe('Pune');
    expect(page.meta('geo.region')).toBe('IN-MH');
    const business = page.ofType('LocalBusiness') as { areaServed: unknown[] };
    expect(business.areaServed).toEqual([
      { '@type': 'City', name: 'Pune' },
      {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: 18.5204, longitude: 73.8567 },
        geoRadius: 50000,
      },
    ]);
    expect(page.ofType('FAQPage')).toBeDefined();
  });
});

describe('pages kept out of the index', () => {
  it('marks the not-found and app pages noindex, without a canonical URL', () => {
    for (const head of [notFoundHead(), appHead()]) {
      const page = read(withHead(SHELL, head));
      expect(page.robots).toBe('noindex');
      expect(page.canonical).toBeUndefined();
      expect(page.og('title')).toBeUndefined();
    }
  });
});

describe('sitemap and robots', () => {
  it('lists the listing, the privacy notice and the 100 city pages, escaping the query', () => {
    const entries = staticSitemapEntries(PUBLIC_URL);
    expect(entries).toHaveLength(4 + 10 * 10);
    expect(urlset(entries)).toContain(`<loc>${PUBLIC_URL}/privacy</loc>`);
    expect(urlset(entries)).toContain(`<loc>${PUBLIC_URL}/trainers?service=online</loc>`);
    expect(urlset(entries)).toContain(`<loc>${PUBLIC_URL}/city/lucknow/personal-trainer</loc>`);
  });

  it('points robots to the sitemap and keeps private pages out', () => {
    const robots = robotsTxt(PUBLIC_URL);
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Disallow: /booking/\n');
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
