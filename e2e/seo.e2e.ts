import { describe, expect, inject, it } from 'vitest';

/**
 * What a crawler or a link preview gets: plain HTTP, no JavaScript, against the built app with
 * its demo data.
 */
const baseUrl = inject('baseUrl');

interface Head {
  status: number;
  title?: string;
  description?: string;
  robots?: string;
  canonical?: string;
  og: (key: string) => string | undefined;
  meta: (name: string) => string | undefined;
  jsonLd: Record<string, unknown>[];
  types: string[];
}

async function fetchHead(path: string): Promise<Head> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.headers.get('content-type')).toContain('text/html');
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (selector: RegExp) => head.match(selector)?.[1];
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  return {
    status: response.status,
    title: attribute(/<title>(.*?)<\/title>/s),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    og: (key) => attribute(new RegExp(`<meta property="og:${key}" content="([^"]*)"`)),
    meta: (name) => attribute(new RegExp(`<meta name="${name}" content="([^"]*)"`)),
    jsonLd,
    types: jsonLd.map((block) => String(block['@type'])),
  };
}

async function sitemap(): Promise<string> {
  const response = await fetch(`${baseUrl}/sitemap.xml`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/xml');
  return response.text();
}

function expectShareable(head: Head, canonical: string) {
  expect(head.status).toBe(200);
  expect(head.title).toMatch(/ \| Kasrat$/);
  expect(head.description?.length).toBeGreaterThan(50);
  expect(head.canonical).toBe(canonical);
  expect(head.og('url')).toBe(canonical);
  expect(head.og('title')).toBe(head.title);
  expect(head.og('image')).toMatch(new RegExp(`^${baseUrl}/`));
  expect(head.meta('twitter:card')).toBe('summary_large_image');
}

describe('the head of the public pages without JavaScript', () => {
  it('fills the listing with the FAQ and five real trainers', async () => {
    for (const path of ['/', '/trainers']) {
      const head = await fetchHead(path);
      expectShareable(head, `${baseUrl}${path}`);
      expect(head.title).toBe('Find Fitness Trainers Near You | Kasrat');
      expect(head.types).toEqual(['FAQPage', 'ItemList']);
      const list = head.jsonLd[1] as { itemListElement: { item: { url: string } }[] };
      expect(list.itemListElement).toHaveLength(5);
      const image = await fetch(head.og('image')!);
      expect(image.status).toBe(200);
      const trainer = await fetch(list.itemListElement[0]!.item.url);
      expect(trainer.status).toBe(200);
    }
    const online = await fetchHead('/trainers?service=online&ref=whatsapp');
    expectShareable(online, `${baseUrl}/trainers?service=online`);
    expect(online.title).toBe('Online Fitness Trainers | Kasrat');
  });

  it('describes a demo trainer as a person or a business with a price in rupees', async () => {
    const path = (await sitemap()).match(/<loc>[^<]*(\/trainer\/[^<]+)<\/loc>/)![1]!;
    const head = await fetchHead(path);
    expectShareable(head, `${baseUrl}${path}`);
    expect(head.og('type')).toBe('profile');
    expect(head.og('image')).toMatch(/\/demo\//);
    expect(head.meta('geo.position')).toMatch(/^-?\d+(\.\d+)?;-?\d+(\.\d+)?$/);
    const [entity] = head.jsonLd as {
      '@type': string;
      name: string;
      makesOffer: { priceCurrency: string }[];
    }[];
    expect(['Person', 'LocalBusiness']).toContain(entity!['@type']);
    expect(head.title).toContain(entity!.name);
    expect(entity!.makesOffer[0]!.priceCurrency).toBe('INR');
  });

  it('gives a city page its geo tags and a local business serving 50 km', async () => {
    const head = await fetchHead('/city/mumbai');
    expectShareable(head, `${baseUrl}/city/mumbai`);
    expect(head.title).toBe('Fitness Trainers in Mumbai | Kasrat');
    expect(head.meta('geo.placename')).toBe('Mumbai');
    expect(head.types).toEqual(['LocalBusiness', 'FAQPage']);
    expect(JSON.stringify(head.jsonLd[0])).toContain('"geoRadius":50000');
  });

  it('answers 404 with a noindex head for an unknown city or trainer', async () => {
    for (const path of ['/city/atlantis', '/trainer/nope']) {
      const head = await fetchHead(path);
      expect(head.status).toBe(404);
      expect(head.title).toBe('Page not found | Kasrat');
      expect(head.robots).toBe('noindex');
    }
  });

  it('publishes a sitemap of the cities and trainers, and robots.txt pointing to it', async () => {
    const xml = await sitemap();
    expect(xml).toContain(`<loc>${baseUrl}/city/mumbai/yoga</loc>`);
    expect(xml.match(/\/trainer\//g)?.length).toBeGreaterThanOrEqual(200);
    const robots = await fetch(`${baseUrl}/robots.txt`);
    expect(robots.headers.get('content-type')).toContain('text/plain');
    const text = await robots.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});
