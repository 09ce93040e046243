import type { ServiceKey } from '#shared/catalog.ts';
import { serviceName } from '#shared/catalog-names.ts';
import { textOf } from '#shared/catalogue.ts';
import type { PublicPack, TrainerProfile } from '#shared/discovery-types.ts';
import { dateFormat, numberFormat } from '#shared/intl.ts';
import type { Locale } from '#shared/locale.ts';
import { TRAINER_COPY_TEXT } from '#shared/trainer-copy.ts';
import { trainerProfileText } from './trainer-profile.text';

export const REVIEW_PAGE_SIZE = 3;
export const REVIEW_PREVIEW_CHARS = 120;

/** The order the services are listed in. */
const DISPLAY_ORDER: readonly ServiceKey[] = ['personal', 'group', 'online'];

type Services = TrainerProfile['services'];

/**
 * The trainer's title, or what the profile says when they left it empty
 * (docs/product/discovery.md#trainer-profile-page).
 */
export function profileTitle(
  trainer: Pick<TrainerProfile, 'title'>,
  locale: Locale = 'en',
): string {
  return trainer.title?.trim() || textOf(TRAINER_COPY_TEXT, locale).defaultTitle;
}

export function profileHeadline(
  trainer: Pick<TrainerProfile, 'heroHeadlineLine1' | 'heroHeadlineLine2'>,
  locale: Locale = 'en',
): [string, string] {
  const defaults = textOf(trainerProfileText, locale).defaults;
  return [
    trainer.heroHeadlineLine1?.trim() || defaults.headlineLine1,
    trainer.heroHeadlineLine2?.trim() || defaults.headlineLine2,
  ];
}

export interface OfferedService {
  key: ServiceKey;
  name: string;
  pricePaise: number;
}

export function offeredServices(services: Services, locale: Locale = 'en'): OfferedService[] {
  return DISPLAY_ORDER.filter((key) => services[key].enabled).map((key) => ({
    key,
    name: serviceName(key, locale),
    pricePaise: services[key].pricePaise,
  }));
}

export function reviewPages<T>(reviews: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < reviews.length; start += REVIEW_PAGE_SIZE) {
    pages.push(reviews.slice(start, start + REVIEW_PAGE_SIZE));
  }
  return pages;
}

/**
 * The first 120 characters of a review, cut back to a word boundary when one is near so a
 * word is not split: "…the equipment was ready when I" rather than "…when I arr".
 */
export function reviewPreview(text: string): { text: string; truncated: boolean } {
  if (text.length <= REVIEW_PREVIEW_CHARS) return { text, truncated: false };
  const cut = text.slice(0, REVIEW_PREVIEW_CHARS);
  const space = cut.lastIndexOf(' ');
  const end = space >= REVIEW_PREVIEW_CHARS - 20 ? space : REVIEW_PREVIEW_CHARS;
  return { text: `${cut.slice(0, end).replace(/[\s,.;:!?-]+$/, '')}…`, truncated: true };
}

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** A rating as the profile shows it, one decimal: 4.5 → '4.5', 5 → '5.0'. */
export function formatRating(rating: number, locale: Locale = 'en'): string {
  return numberFormat(locale, ONE_DECIMAL).format(rating);
}

const SESSION_DAY = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;

/**
 * The reviewed session's IST date as a review card shows it: '2026-11-21' → '21 Nov 2026'
 * ('21 नव॰ 2026' in Hindi), whatever the browser's zone (the date is read at UTC midnight and
 * formatted in UTC).
 */
export function sessionDay(date: string, locale: Locale = 'en'): string {
  return dateFormat(locale, SESSION_DAY).format(new Date(`${date}T00:00:00Z`));
}

export interface ContactLink {
  label: 'Website' | 'Instagram' | 'YouTube';
  href: string;
  text: string;
}

/** Only http(s) addresses become links, so a stored `javascript:` value is never clickable. */
function webUrl(value: string): URL | null {
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** A handle ("@asha.fit") or a full address, as trainers write them. */
function socialUrl(value: string, site: string, handlePrefix: string): URL | null {
  const handle = /^@?([\w.-]+)$/.exec(value)?.[1];
  return handle ? new URL(`${site}/${handlePrefix}${handle}`) : webUrl(value);
}

const displayUrl = (url: URL) =>
  `${url.host.replace(/^www\./, '')}${url.pathname === '/' ? '' : url.pathname}`;

export function contactLinks(
  trainer: Pick<TrainerProfile, 'website' | 'instagram' | 'youtube'>,
): ContactLink[] {
  const links: ContactLink[] = [];
  const website = trainer.website?.trim();
  const instagram = trainer.instagram?.trim();
  const youtube = trainer.youtube?.trim();
  const site = website ? webUrl(website) : null;
  if (site) links.push({ label: 'Website', href: site.href, text: displayUrl(site) });
  const insta = instagram ? socialUrl(instagram, 'https://www.instagram.com', '') : null;
  if (insta) links.push({ label: 'Instagram', href: insta.href, text: displayUrl(insta) });
  const tube = youtube ? socialUrl(youtube, 'https://www.youtube.com', '@') : null;
  if (tube) links.push({ label: 'YouTube', href: tube.href, text: displayUrl(tube) });
  return links;
}

export function mapsUrl(coordinates: { lat: number; lng: number }): string {
  const query = new URLSearchParams({
    mlat: String(coordinates.lat),
    mlon: String(coordinates.lng),
  });
  return `https://www.openstreetmap.org/?${query}#map=16/${coordinates.lat}/${coordinates.lng}`;
}

/** A service's packs (docs/product/packs-screens.md#offers), fewest sessions first. */
export function servicePacks(services: Services, key: ServiceKey): PublicPack[] {
  return [...(services[key].packs ?? [])].sort((a, b) => a.sessions - b.sessions);
}
