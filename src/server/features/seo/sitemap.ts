import { CITIES } from '#shared/catalog.ts';
import { SPECIALIZATION_FILTERS } from '#shared/listing-filters.ts';
import { localisedPath } from '#shared/locale.ts';
import { escapeHtml, type LanguageAlternate } from './html-head';
import { languageAlternates } from './page-heads';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** A trainer's page is listed in both languages: two URLs each. */
export const SITEMAP_MAX_TRAINERS = SITEMAP_MAX_URLS / 2;

/** A page of the sitemap, listed once per language it is in. */
export interface SitemapEntry {
  /** Absolute; the English address of a page that is in both languages. */
  loc: string;
  lastmod?: Date;
  /**
   * A page in both languages: its address in each, and `x-default`. Each address is listed with
   * all of them, as Google documents for sitemaps
   * (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).
   */
  alternates?: readonly LanguageAlternate[];
}

const bilingual = (publicUrl: string, path: string): SitemapEntry => ({
  loc: `${publicUrl}${path}`,
  alternates: languageAlternates(publicUrl, path),
});

/**
 * The listing, its online view, the privacy notice (English only), and every city and city ×
 * specialization page.
 */
export function staticSitemapEntries(publicUrl: string): SitemapEntry[] {
  const entries = [
    bilingual(publicUrl, '/'),
    bilingual(publicUrl, '/trainers'),
    bilingual(publicUrl, '/trainers?service=online'),
    { loc: `${publicUrl}/privacy` },
  ];
  for (const city of CITIES) {
    entries.push(bilingual(publicUrl, `/city/${city.slug}`));
    for (const filter of SPECIALIZATION_FILTERS) {
      entries.push(bilingual(publicUrl, `/city/${city.slug}/${filter.slug}`));
    }
  }
  return entries;
}

/** Each published trainer's page, in both languages. */
export function trainerSitemapEntries(
  publicUrl: string,
  trainers: readonly { id: string; updatedAt: Date }[],
): SitemapEntry[] {
  return trainers.map((trainer) => ({
    ...bilingual(publicUrl, `/trainer/${encodeURIComponent(trainer.id)}`),
    lastmod: trainer.updatedAt,
  }));
}

/** How many addresses the entries put in a sitemap: a page in two languages counts twice. */
export function sitemapUrlCount(entries: readonly SitemapEntry[]): number {
  return entries.reduce((count, entry) => count + addressesOf(entry).length, 0);
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const lastmodOf = (entry: SitemapEntry) =>
  entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';

/** The page's own addresses: one per language ('x-default' names one of them again). */
const addressesOf = (entry: SitemapEntry) =>
  entry.alternates
    ? entry.alternates.filter((alternate) => alternate.hreflang !== 'x-default')
    : [{ href: entry.loc }];

function urlLines(entry: SitemapEntry): string[] {
  const links = (entry.alternates ?? [])
    .map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}"/>`,
    )
    .join('');
  return addressesOf(entry).map(
    (address) => `<url><loc>${escapeHtml(address.href)}</loc>${lastmodOf(entry)}${links}</url>`,
  );
}

export function urlset(entries: readonly SitemapEntry[]): string {
  return `${XML_HEADER}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${entries
    .flatMap(urlLines)
    .join('\n')}\n</urlset>\n`;
}

/** Beyond 50,000 URLs the sitemap becomes an index of files of at most that many each. */
export function sitemapIndex(entries: readonly SitemapEntry[]): string {
  return `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries
    .map((entry) => `<sitemap><loc>${escapeHtml(entry.loc)}</loc>${lastmodOf(entry)}</sitemap>`)
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

/** The same pages under /hi (docs/product/languages.md#addresses); the API has no Hindi address. */
const disallowedPaths = [
  ...ROBOTS_DISALLOW,
  ...ROBOTS_DISALLOW.filter((path) => path !== '/api/').map((path) => localisedPath(path, 'hi')),
];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
