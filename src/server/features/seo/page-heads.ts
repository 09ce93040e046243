import { BRAND, type City, SERVICE_KEYS } from '#shared/catalog.ts';
import { placeName, serviceName, specializationName } from '#shared/catalog-names.ts';
import { textOf } from '#shared/catalogue.ts';
import type { TrainerCard } from '#shared/discovery-types.ts';
import {
  brandImageAlt,
  HEAD_COPY_TEXT,
  notFoundCopy,
  siteCopy,
  siteKeywords,
} from '#shared/head-copy.ts';
import { LISTING_FAQ_TEXT } from '#shared/listing-faq.ts';
import type { SpecializationFilter } from '#shared/listing-filters.ts';
import {
  CITY_CARD_IMAGE_SIZES,
  cardImageSources,
  LISTING_CARD_IMAGE_SIZES,
} from '#shared/listing-image.ts';
import { LOCALE_TAG, LOCALES, type Locale, localisedPath } from '#shared/locale.ts';
import { paiseToRupees } from '#shared/money.ts';
import { cityCopy, listingCopy, withBrand } from '#shared/page-copy.ts';
import { PRIVACY_COPY } from '#shared/privacy-messages.ts';
import { TRAINER_COPY_TEXT, trainerCopy } from '#shared/trainer-copy.ts';
// The server writes both languages' heads in one process, so the Hindi is always loaded.
import '#shared/locales/hi/index.ts';
import type { TrainerSummary } from '../discovery/discovery.service';
import type { LanguageAlternate, PageHead } from './html-head';

/**
 * docs/product/discovery.md#search-metadata-and-structured-data: the local-business block serves 50
 * km around the centre.
 */
export const CITY_SERVICE_RADIUS_METERS = 50_000;
export const BRAND_IMAGE_PATH = '/og-image.png';

/** ISO 3166-2 codes of the ten cities' states, for the geo.region tag. */
const CITY_REGIONS: Record<string, string> = {
  mumbai: 'IN-MH',
  delhi: 'IN-DL',
  bangalore: 'IN-KA',
  pune: 'IN-MH',
  hyderabad: 'IN-TS',
  chennai: 'IN-TN',
  kolkata: 'IN-WB',
  ahmedabad: 'IN-GJ',
  jaipur: 'IN-RJ',
  lucknow: 'IN-UP',
};

const SCHEMA = 'https://schema.org';

/** What a trainer page's head needs of the published profile. */
export type TrainerHeadData = TrainerSummary;

/** Absolute URL of a stored image path ('/demo/…', '/uploads/…') or an already absolute one. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`;
}

/** The same rounding as the discovery API: one decimal, null without reviews ("New"). */
function averageRating(trainer: Pick<TrainerSummary, 'ratingSum' | 'reviewCount'>): number | null {
  if (trainer.reviewCount <= 0) return null;
  return Math.round((trainer.ratingSum / trainer.reviewCount) * 10) / 10;
}

function aggregateRating(rating: number | null, reviewCount: number) {
  if (rating === null || reviewCount <= 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating,
      reviewCount,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/** Hindi names some keywords alike ('पुणे में पर्सनल ट्रेनर' twice on the personal trainers' page). */
const distinct = (keywords: readonly string[]) => [...new Set(keywords)];

const faqPage = (locale: Locale) => ({
  '@context': SCHEMA,
  '@type': 'FAQPage',
  inLanguage: LOCALE_TAG[locale],
  mainEntity: textOf(LISTING_FAQ_TEXT, locale).questions.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});

const brandSocial = (publicUrl: string, locale: Locale) => ({
  type: 'website' as const,
  image: absoluteUrl(publicUrl, BRAND_IMAGE_PATH),
  imageAlt: brandImageAlt(locale),
});

/**
 * A public page's address in a language, and its alternates: the same page in English (also for
 * everyone else, `x-default`) and in Hindi (docs/product/languages.md#addresses).
 * Example: ('https://kasrat.in', '/city/pune', 'hi') → canonical 'https://kasrat.in/hi/city/pune'.
 */
function addresses(
  publicUrl: string,
  path: string,
  locale: Locale,
): Pick<PageHead, 'lang' | 'canonicalUrl' | 'alternates'> {
  return {
    lang: LOCALE_TAG[locale],
    canonicalUrl: `${publicUrl}${localisedPath(path, locale)}`,
    alternates: languageAlternates(publicUrl, path),
  };
}

export function languageAlternates(publicUrl: string, path: string): LanguageAlternate[] {
  const alternates = LOCALES.map((locale) => ({
    hreflang: LOCALE_TAG[locale],
    href: `${publicUrl}${localisedPath(path, locale)}`,
  }));
  return [...alternates, { hreflang: 'x-default', href: `${publicUrl}${path}` }];
}

export interface ListingPage {
  publicUrl: string;
  /** '/' or '/trainers'. */
  path: string;
  specialization?: SpecializationFilter;
  online: boolean;
  /** The trainers a visitor without a location sees first. */
  trainers: readonly TrainerCard[];
}

/** Filters that change the page are kept in the canonical path, in one fixed order. */
function listingPath(page: Omit<ListingPage, 'trainers' | 'publicUrl'>): string {
  const query = new URLSearchParams();
  if (page.specialization) query.set('specialization', page.specialization.slug);
  if (page.online) query.set('service', 'online');
  const search = query.toString();
  return search ? `/trainers?${search}` : page.path;
}

export function listingHead(page: ListingPage, locale: Locale = 'en'): PageHead {
  const head = textOf(HEAD_COPY_TEXT, locale);
  const copy = listingCopy(
    { specialization: page.specialization?.slug, online: page.online },
    locale,
  );
  const where = addresses(page.publicUrl, listingPath(page), locale);
  const keywords = distinct([
    ...(page.specialization ? [head.trainerNearMe(page.specialization.label)] : []),
    ...siteKeywords(locale),
  ]);
  const itemList = {
    '@context': SCHEMA,
    '@type': 'ItemList',
    // Issue 17: the same list for every visitor, so it claims no place: best rated India-wide.
    name: head.topRated(page.online, page.specialization?.label),
    url: where.canonicalUrl,
    numberOfItems: page.trainers.length,
    itemListElement: page.trainers.map((trainer, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Person',
        name: trainer.name,
        url: `${page.publicUrl}${localisedPath(`/trainer/${encodeURIComponent(trainer.id)}`, locale)}`,
        ...(trainer.title ? { jobTitle: trainer.title } : {}),
        ...imageOf(page.publicUrl, trainer.listingImage ?? trainer.profilePicture),
        ...(trainer.city
          ? {
              address: {
                '@type': 'PostalAddress',
                addressLocality: placeName(trainer.city, locale),
                addressCountry: 'IN',
              },
            }
          : {}),
        ...aggregateRating(trainer.rating, trainer.reviewCount),
      },
    })),
  };
  return {
    title: withBrand(copy.title),
    description: copy.description,
    keywords,
    indexable: true,
    ...where,
    social: brandSocial(page.publicUrl, locale),
    jsonLd: page.trainers.length > 0 ? [faqPage(locale), itemList] : [faqPage(locale)],
    // A visitor who shares no location (most first visits) sees these trainers first.
    ...cardImagePreload(page.trainers[0], LISTING_CARD_IMAGE_SIZES),
  };
}

/** The head's preload of a first card's picture, in the copy its <img> will choose. */
function cardImagePreload(
  trainer: Pick<TrainerCard, 'listingImage' | 'profilePicture'> | undefined,
  sizes: string,
): Pick<PageHead, 'preloadImage'> {
  const sources = trainer && cardImageSources(trainer);
  return sources ? { preloadImage: { href: sources.src, srcSet: sources.srcSet, sizes } } : {};
}

export function cityHead(
  page: {
    publicUrl: string;
    city: City;
    specialization?: SpecializationFilter;
    /** The first card the page will show, whose picture is its largest paint. */
    firstTrainer?: Pick<TrainerCard, 'listingImage' | 'profilePicture'>;
  },
  locale: Locale = 'en',
): PageHead {
  const { publicUrl, city, specialization } = page;
  const head = textOf(HEAD_COPY_TEXT, locale);
  const copy = cityCopy(city, specialization?.slug, locale);
  const where = addresses(
    publicUrl,
    `/city/${city.slug}${specialization ? `/${specialization.slug}` : ''}`,
    locale,
  );
  const canonicalUrl = where.canonicalUrl;
  const name = placeName(city.name, locale);
  const centre = { '@type': 'GeoCoordinates', latitude: city.latitude, longitude: city.longitude };
  const localBusiness = {
    '@context': SCHEMA,
    '@type': 'LocalBusiness',
    '@id': `${canonicalUrl}#business`,
    name: `${BRAND.name}: ${copy.title}`,
    description: copy.description,
    url: canonicalUrl,
    image: absoluteUrl(publicUrl, BRAND_IMAGE_PATH),
    email: BRAND.supportEmail,
    telephone: BRAND.supportPhone,
    address: { '@type': 'PostalAddress', addressLocality: name, addressCountry: 'IN' },
    geo: centre,
    areaServed: [
      { '@type': 'City', name },
      { '@type': 'GeoCircle', geoMidpoint: centre, geoRadius: CITY_SERVICE_RADIUS_METERS },
    ],
    ...(specialization ? { knowsAbout: [specializationName(specialization.label, locale)] } : {}),
  };
  return {
    title: withBrand(copy.title),
    description: copy.description,
    keywords: distinct([
      head.trainerInCity(specialization?.label, name),
      head.personalTrainerIn(name),
      head.gymTrainerIn(name),
      ...siteKeywords(locale),
    ]),
    indexable: true,
    ...where,
    social: brandSocial(publicUrl, locale),
    geo: {
      region: CITY_REGIONS[city.slug] ?? 'IN',
      placename: city.name,
      latitude: city.latitude,
      longitude: city.longitude,
    },
    jsonLd: [localBusiness, faqPage(locale)],
    ...cardImagePreload(page.firstTrainer, CITY_CARD_IMAGE_SIZES),
  };
}

export function trainerHead(
  publicUrl: string,
  trainer: TrainerHeadData,
  locale: Locale = 'en',
): PageHead {
  const head = textOf(HEAD_COPY_TEXT, locale);
  const rating = averageRating(trainer);
  const city = trainer.city ? placeName(trainer.city, locale) : null;
  const copy = trainerCopy({ ...trainer, city: city ?? '', rating }, locale);
  const where = addresses(publicUrl, `/trainer/${encodeURIComponent(trainer.id)}`, locale);
  const canonicalUrl = where.canonicalUrl;
  const jobTitle = trainer.title ?? textOf(TRAINER_COPY_TEXT, locale).defaultTitle;
  const imagePath = trainer.listingImage ?? trainer.profileImage;
  const atGym = trainer.trainsAtGym && !!trainer.gymName;
  const locality = city
    ? { address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: 'IN' } }
    : {};
  const offers = SERVICE_KEYS.filter((key) => trainer.services[key]?.enabled).map((key) => ({
    '@type': 'Offer',
    name: serviceName(key, locale),
    price: paiseToRupees(trainer.services[key].pricePaise),
    priceCurrency: 'INR',
    itemOffered: {
      '@type': 'Service',
      name: head.serviceWith(serviceName(key, locale), trainer.name),
    },
  }));
  const common = {
    '@id': `${canonicalUrl}#trainer`,
    name: trainer.name,
    url: canonicalUrl,
    ...(trainer.bio ? { description: trainer.bio } : {}),
    ...imageOf(publicUrl, imagePath),
    knowsAbout: trainer.specializations,
    ...(offers.length > 0 ? { makesOffer: offers } : {}),
    ...aggregateRating(rating, trainer.reviewCount),
  };
  // A trainer with a gym is found at a place, which schema.org models as a LocalBusiness.
  const entity = atGym
    ? {
        '@context': SCHEMA,
        '@type': 'LocalBusiness',
        ...common,
        address: {
          '@type': 'PostalAddress',
          ...(trainer.gymAddress ? { streetAddress: trainer.gymAddress } : {}),
          ...(city ? { addressLocality: city } : {}),
          addressCountry: 'IN',
        },
        ...(trainer.gymLatitude !== null && trainer.gymLongitude !== null
          ? {
              geo: {
                '@type': 'GeoCoordinates',
                latitude: trainer.gymLatitude,
                longitude: trainer.gymLongitude,
              },
            }
          : {}),
        employee: { '@type': 'Person', name: trainer.name, jobTitle },
      }
    : {
        '@context': SCHEMA,
        '@type': 'Person',
        ...common,
        jobTitle,
        ...locality,
        ...(trainer.certifications.length > 0
          ? {
              hasCredential: trainer.certifications.map((name) => ({
                '@type': 'EducationalOccupationalCredential',
                name,
              })),
            }
          : {}),
      };
  const { latitude, longitude } = trainer;
  const citySlug = trainer.city?.toLowerCase() ?? '';
  return {
    title: withBrand(copy.title),
    description: copy.description,
    keywords: [
      ...trainer.specializations.slice(0, 3).map((name) => name.toLowerCase()),
      ...(city ? [head.personalTrainerIn(city)] : []),
      ...siteKeywords(locale),
    ],
    indexable: true,
    ...where,
    social: {
      type: 'profile',
      image: absoluteUrl(publicUrl, imagePath ?? BRAND_IMAGE_PATH),
      imageAlt: imagePath ? trainer.name : brandImageAlt(locale),
    },
    ...(latitude !== null && longitude !== null
      ? {
          geo: {
            region: CITY_REGIONS[citySlug] ?? 'IN',
            placename: trainer.city ?? 'India',
            latitude,
            longitude,
          },
        }
      : {}),
    jsonLd: [entity],
    // the profile's hero picture is its largest paint on every screen size
    ...(trainer.heroImage1 ? { preloadImage: { href: trainer.heroImage1 } } : {}),
  };
}

function imageOf(publicUrl: string, path: string | null) {
  return path ? { image: absoluteUrl(publicUrl, path) } : {};
}

/** The privacy notice: public, and worth finding (docs/product/privacy.md#the-notice). */
export function privacyHead(publicUrl: string): PageHead {
  return {
    lang: LOCALE_TAG.en,
    title: withBrand(PRIVACY_COPY.title),
    description: PRIVACY_COPY.description,
    indexable: true,
    canonicalUrl: `${publicUrl}/privacy`,
    social: brandSocial(publicUrl, 'en'),
  };
}

/** Unknown trainer, city or specialization: the client shows its not-found view. */
export function notFoundHead(locale: Locale = 'en'): PageHead {
  const copy = notFoundCopy(locale);
  return {
    lang: LOCALE_TAG[locale],
    title: withBrand(copy.title),
    description: copy.description,
    indexable: false,
  };
}

/**
 * Every other page route (sign-in, the private pages, and paths the client alone knows): the
 * pages worth indexing all have their own route, so these stay out of search results.
 */
export function appHead(locale: Locale = 'en'): PageHead {
  const copy = siteCopy(locale);
  return {
    lang: LOCALE_TAG[locale],
    title: copy.title,
    description: copy.description,
    indexable: false,
  };
}
