import { LRUCache } from 'lru-cache';
import { type City, findCity } from '#shared/catalog.ts';
import type { TrainerCard } from '#shared/discovery-types.ts';
import {
  CITY_RADIUS_KM,
  FALLBACK_COORDINATE,
  LISTING_RADIUS_KM,
  resolveSpecialization,
  SPECIALIZATION_FILTERS,
  type SpecializationFilter,
} from '#shared/listing-filters.ts';
import type { Locale } from '#shared/locale.ts';
import { present } from '#shared/present.ts';
import type { DiscoveryService } from '../discovery/discovery.service';
import type { PageHead } from './html-head';
import { cityHead, listingHead, notFoundHead, trainerHead } from './page-heads';
import {
  robotsTxt,
  SITEMAP_MAX_URLS,
  sitemapIndex,
  staticSitemapEntries,
  trainerSitemapEntries,
  urlset,
} from './sitemap';

/** The listing's trainers and the sitemap are the same for everyone; a minute old is fine. */
export const PUBLIC_DATA_TTL_MS = 60_000;
export const LISTING_STRUCTURED_TRAINERS = 5;
const MAX_TRAINER_ID_LENGTH = 100;

export interface PageResult {
  status: 200 | 404;
  head: PageHead;
}

export interface SeoServiceOptions {
  discovery: Pick<
    DiscoveryService,
    'nearby' | 'publishedTrainerSummary' | 'publishedTrainerPage' | 'countPublishedTrainers'
  >;
  publicUrl: string;
  now: () => Date;
  /** Where failed loads of public data are reported; the page is sent without them. */
  reportError: (error: unknown) => void;
}

const notFound = (): PageResult => ({ status: 404, head: notFoundHead() });

export function createSeoService(options: SeoServiceOptions) {
  const { discovery, publicUrl, now } = options;
  const cached = createRefreshingCache(PUBLIC_DATA_TTL_MS, now, options.reportError);

  /**
   * What a visitor who shares no location sees first
   * (docs/product/discovery.md#visitor-location-and-the-fallback): online trainers, who are listed
   * India-wide best rated first (docs/decisions/0019-online-trainers-india-wide.md), so the
   * structured data lists the page's own first trainers and claims no place.
   */
  const listingTrainers = (specialization: SpecializationFilter | undefined) =>
    cached(`listing:${specialization?.slug ?? ''}`, async (): Promise<TrainerCard[]> => {
      const { data } = await discovery.nearby({
        latitude: FALLBACK_COORDINATE.latitude,
        longitude: FALLBACK_COORDINATE.longitude,
        radiusKm: LISTING_RADIUS_KM,
        page: 1,
        limit: LISTING_STRUCTURED_TRAINERS,
        specializations: specialization ? [specialization] : [],
        services: ['online'],
      });
      return data;
    });

  /** The first card of a city page, whose picture the head has fetched with the HTML. */
  const firstCityTrainer = (city: City, specialization: SpecializationFilter | undefined) =>
    cached(`city:${city.slug}:${specialization?.slug ?? ''}`, async () => {
      const { data } = await discovery.nearby({
        latitude: city.latitude,
        longitude: city.longitude,
        radiusKm: CITY_RADIUS_KM,
        page: 1,
        limit: 1,
        specializations: specialization ? [specialization] : [],
        services: [],
      });
      return data[0] ?? null;
    }).catch((error: unknown) => {
      options.reportError(error);
      return null;
    });

  async function sitemapFile(): Promise<string> {
    const statics = staticSitemapEntries(publicUrl);
    const room = SITEMAP_MAX_URLS - statics.length;
    const trainers = await discovery.publishedTrainerPage(0, room + 1);
    if (trainers.length <= room) {
      return urlset([...statics, ...trainerSitemapEntries(publicUrl, trainers)]);
    }
    const files = Math.ceil((await discovery.countPublishedTrainers()) / SITEMAP_MAX_URLS);
    const parts = Array.from({ length: files }, (_, index) => ({
      loc: `${publicUrl}/sitemap-trainers-${index + 1}.xml`,
    }));
    return sitemapIndex([{ loc: `${publicUrl}/sitemap-pages.xml` }, ...parts]);
  }

  return {
    /** `/` and `/trainers`: only `service=online` and a known specialization change the page. */
    async listingPage(
      path: '/' | '/trainers',
      query: { service?: string; specialization?: string },
      locale: Locale = 'en',
    ): Promise<PageResult> {
      const online = query.service?.trim().toLowerCase() === 'online';
      const wanted = query.specialization?.trim();
      const specialization =
        wanted && wanted.toLowerCase() !== 'all' ? resolveSpecialization(wanted) : undefined;
      // the head is worth sending without its trainer list rather than not at all
      const trainers = await listingTrainers(specialization).catch((error: unknown) => {
        options.reportError(error);
        return [];
      });
      return {
        status: 200,
        head: listingHead({ publicUrl, path, specialization, online, trainers }),
      };
    },

    /**
     * The ten cities, any case, and the nine specialization slugs
     * (docs/product/discovery.md#city-pages).
     */
    async cityPage(
      citySlug: string,
      specializationSlug?: string,
      locale: Locale = 'en',
    ): Promise<PageResult> {
      const city = findCity(citySlug);
      if (!city) return notFound();
      let specialization: SpecializationFilter | undefined;
      if (specializationSlug !== undefined) {
        const wanted = specializationSlug.toLowerCase();
        specialization = SPECIALIZATION_FILTERS.find((filter) => filter.slug === wanted);
        if (!specialization) return notFound();
      }
      const firstTrainer = (await firstCityTrainer(city, specialization)) ?? undefined;
      return { status: 200, head: cityHead({ publicUrl, city, specialization, firstTrainer }) };
    },

    /** Only a published (approved) profile has a page; the server has no session for HTML. */
    async trainerPage(id: string, locale: Locale = 'en'): Promise<PageResult> {
      if (id.length === 0 || id.length > MAX_TRAINER_ID_LENGTH) return notFound();
      const row = await discovery.publishedTrainerSummary(id);
      if (!row) return notFound();
      return { status: 200, head: trainerHead(publicUrl, row) };
    },

    sitemap(): Promise<string> {
      return cached('sitemap', sitemapFile);
    },

    sitemapPages(): string {
      return urlset(staticSitemapEntries(publicUrl));
    },

    /** One file of trainers when there are more than a single sitemap may hold; null past the end. */
    async sitemapTrainers(part: number): Promise<string | null> {
      if (!Number.isInteger(part) || part < 1) return null;
      const trainers = await discovery.publishedTrainerPage(
        (part - 1) * SITEMAP_MAX_URLS,
        SITEMAP_MAX_URLS,
      );
      if (trainers.length === 0) return null;
      return urlset(trainerSitemapEntries(publicUrl, trainers));
    },

    robots(): string {
      return robotsTxt(publicUrl);
    },
  };
}
export type SeoService = ReturnType<typeof createSeoService>;

/**
 * Public data per process, served stale while one refresh runs (lru-cache's fetch), so no page
 * view waits on it after the first; a failed refresh keeps the stale value and is reported.
 */
function createRefreshingCache(
  ttlMs: number,
  now: () => Date,
  reportError: (error: unknown) => void,
) {
  const entries = new LRUCache<string, { value: unknown }, () => Promise<unknown>>({
    max: 100,
    ttl: ttlMs,
    // the clock is read on every look, so a test's clock is obeyed to the millisecond
    ttlResolution: 0,
    allowStale: true,
    allowStaleOnFetchRejection: true,
    perf: { now: () => now().getTime() },
    fetchMethod: async (_key, stale, { context: load }) => {
      try {
        return { value: await load() };
      } catch (error) {
        if (stale) reportError(error);
        throw error;
      }
    },
  });
  return async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = await entries.fetch(key, { context: load });
    return present(entry, `the cached ${key}`).value as T;
  };
}
