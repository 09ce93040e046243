import { CITIES } from '#shared/catalog.ts';
import { SPECIALIZATION_FILTERS } from '#shared/listing-filters.ts';
import { escapeHtml } from './html-head';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute. */
  loc: string;
  lastmod?: Date;
}

/**
 * The listing, its online view, the privacy notice, and every city and city × specialization
 * page.
 */
export function staticSitemapEntries(publicUrl: string): SitemapEntry[] {
  const entries = [
    { loc: `${publicUrl}/` },
    { loc: `${publicUrl}/trainers` },
    { loc: `${publicUrl}/trainers?service=online` },
    { loc: `${publicUrl}/privacy` },
  ];
  for (const city of CITIES) {
    entries.push({ loc: `${publicUrl}/city/${city.slug}` });
    for (const filter of SPECIALIZATION_FILTERS) {
      entries.push({ loc: `${publicUrl}/city/${city.slug}/${filter.slug}` });
    }
  }
  return entries;
}

export function trainerSitemapEntries(
  publicUrl: string,
  trainers: readonly { id: string; updatedAt: Date }[],
): SitemapEntry[] {
  return trainers.map((trainer) => ({
    loc: `${publicUrl}/trainer/${encodeURIComponent(trainer.id)}`,
    lastmod: trainer.updatedAt,
  }));
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const locLine = (tag: 'url' | 'sitemap', entry: SitemapEntry) =>
  `<${tag}><loc>${escapeHtml(entry.loc)}</loc>${
    entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : ''
  }</${tag}>`;

export function urlset(entries: readonly SitemapEntry[]): string {
  return `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n${entries
    .map((entry) => locLine('url', entry))
    .join('\n')}\n</urlset>\n`;
}

/** Beyond 50,000 URLs the sitemap becomes an index of files of at most that many each. */
export function sitemapIndex(entries: readonly SitemapEntry[]): string {
  return `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries
    .map((entry) => locLine('sitemap', entry))
    .join('\n')}\n</sitemapindex>\n`;
}

/** Private and per-user pages stay out of search engines; everything else may be crawled. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/profile',
  '/payment',
  '/chat',
  '/trainer-dashboard',
  '/update-portfolio',
  '/services-management',
  '/admin',
  '/booking/',
] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
