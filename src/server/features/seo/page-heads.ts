import { BRAND, type City, SERVICE_KEYS, SERVICE_NAMES } from '#shared/catalog.ts';
import type { TrainerCard } from '#shared/discovery-types.ts';
import { LISTING_FAQ } from '#shared/listing-faq.ts';
import type { SpecializationFilter } from '#shared/listing-filters.ts';
import {
  CITY_CARD_IMAGE_SIZES,
  cardImageSources,
  LISTING_CARD_IMAGE_SIZES,
} from '#shared/listing-image.ts';
import { paiseToRupees } from '#shared/money.ts';
import {
  BRAND_IMAGE_ALT,
  cityCopy,
  listingCopy,
  NOT_FOUND_COPY,
  SITE_COPY,
  SITE_KEYWORDS,
  trainerCopy,
  withBrand,
} from '#shared/page-copy.ts';
import { PRIVACY_COPY } from '#shared/privacy-messages.ts';
import type { TrainerSummary } from '../discovery/discovery.service';
import type { PageHead } from './html-head';

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

const faqPage = () => ({
  '@context': SCHEMA,
  '@type': 'FAQPage',
  mainEntity: LISTING_FAQ.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});

const brandSocial = (publicUrl: string) => ({
  type: 'website' as const,
  image: absoluteUrl(publicUrl, BRAND_IMAGE_PATH),
  imageAlt: BRAND_IMAGE_ALT,
});

export interface ListingPage {
  publicUrl: string;
  /** '/' or '/trainers'. */
  path: string;
  specialization?: SpecializationFilter;
  online: boolean;
  /** The trainers a visitor without a location sees first. */
  trainers: readonly TrainerCard[];
}

/** Filters that change the page are kept in the canonical URL, in one fixed order. */
export function listingCanonical(page: Omit<ListingPage, 'trainers'>): string {
  const query = new URLSearchParams();
  if (page.specialization) query.set('specialization', page.specialization.slug);
  if (page.online) query.set('service', 'online');
  const search = query.toString();
  return search ? `${page.publicUrl}/trainers?${search}` : `${page.publicUrl}${page.path}`;
}

export function listingHead(page: ListingPage): PageHead {
  const copy = listingCopy({ specialization: page.specialization?.slug, online: page.online });
  const canonicalUrl = listingCanonical(page);
  const keywords = [
    ...(page.specialization ? [`${page.specialization.label.toLowerCase()} trainer near me`] : []),
    ...SITE_KEYWORDS,
  ];
  const itemList = {
    '@context': SCHEMA,
    '@type': 'ItemList',
    // Issue 17: the same list for every visitor, so it claims no place: best rated India-wide.
    name: `Top-rated ${page.online ? 'online ' : ''}${(page.specialization?.label ?? 'fitness').toLowerCase()} trainers across India`,
    url: canonicalUrl,
    numberOfItems: page.trainers.length,
    itemListElement: page.trainers.map((trainer, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Person',
        name: trainer.name,
        url: `${page.publicUrl}/trainer/${encodeURIComponent(trainer.id)}`,
        ...(trainer.title ? { jobTitle: trainer.title } : {}),
        ...imageOf(page.publicUrl, trainer.listingImage ?? trainer.profilePicture),
        ...(trainer.city
          ? {
              address: {
                '@type': 'PostalAddress',
                addressLocality: trainer.city,
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
    canonicalUrl,
    social: brandSocial(page.publicUrl),
    jsonLd: page.trainers.length > 0 ? [faqPage(), itemList] : [faqPage()],
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

export function cityHead(page: {
  publicUrl: string;
  city: City;
  specialization?: SpecializationFilter;
  /** The first card the page will show, whose picture is its largest paint. */
  firstTrainer?: Pick<TrainerCard, 'listingImage' | 'profilePicture'>;
}): PageHead {
  const { publicUrl, city, specialization } = page;
  const copy = cityCopy(city, specialization?.slug);
  const canonicalUrl = `${publicUrl}/city/${city.slug}${specialization ? `/${specialization.slug}` : ''}`;
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
    address: { '@type': 'PostalAddress', addressLocality: city.name, addressCountry: 'IN' },
    geo: centre,
    areaServed: [
      { '@type': 'City', name: city.name },
      { '@type': 'GeoCircle', geoMidpoint: centre, geoRadius: CITY_SERVICE_RADIUS_METERS },
    ],
    ...(specialization ? { knowsAbout: [specialization.label] } : {}),
  };
  return {
    title: withBrand(copy.title),
    description: copy.description,
    keywords: [
      `${(specialization?.label ?? 'fitness').toLowerCase()} trainer in ${city.name}`,
      `personal trainer ${city.name}`,
      `gym trainer ${city.name}`,
      ...SITE_KEYWORDS,
    ],
    indexable: true,
    canonicalUrl,
    social: brandSocial(publicUrl),
    geo: {
      region: CITY_REGIONS[city.slug] ?? 'IN',
      placename: city.name,
      latitude: city.latitude,
      longitude: city.longitude,
    },
    jsonLd: [localBusiness, faqPage()],
    ...cardImagePreload(page.firstTrainer, CITY_CARD_IMAGE_SIZES),
  };
}

export function trainerHead(publicUrl: string, trainer: TrainerHeadData): PageHead {
  const rating = averageRating(trainer);
  const copy = trainerCopy({ ...trainer, city: trainer.city ?? '', rating });
  const canonicalUrl = `${publicUrl}/trainer/${encodeURIComponent(trainer.id)}`;
  const imagePath = trainer.listingImage ?? trainer.profileImage;
  const atGym = trainer.trainsAtGym && !!trainer.gymName;
  const locality = trainer.city
    ? { address: { '@type': 'PostalAddress', addressLocality: trainer.city, addressCountry: 'IN' } }
    : {};
  const offers = SERVICE_KEYS.filter((key) => trainer.services[key]?.enabled).map((key) => ({
    '@type': 'Offer',
    name: SERVICE_NAMES[key],
    price: paiseToRupees(trainer.services[key].pricePaise),
    priceCurrency: 'INR',
    itemOffered: { '@type': 'Service', name: `${SERVICE_NAMES[key]} with ${trainer.name}` },
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
          ...(trainer.city ? { addressLocality: trainer.city } : {}),
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
        employee: {
          '@type': 'Person',
          name: trainer.name,
          jobTitle: trainer.title ?? 'Certified Personal Trainer',
        },
      }
    : {
        '@context': SCHEMA,
        '@type': 'Person',
        ...common,
        jobTitle: trainer.title ?? 'Certified Personal Trainer',
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
      ...(trainer.city ? [`personal trainer ${trainer.city}`] : []),
      ...SITE_KEYWORDS,
    ],
    indexable: true,
    canonicalUrl,
    social: {
      type: 'profile',
      image: absoluteUrl(publicUrl, imagePath ?? BRAND_IMAGE_PATH),
      imageAlt: imagePath ? trainer.name : BRAND_IMAGE_ALT,
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
    title: withBrand(PRIVACY_COPY.title),
    description: PRIVACY_COPY.description,
    indexable: true,
    canonicalUrl: `${publicUrl}/privacy`,
    social: brandSocial(publicUrl),
  };
}

/** Unknown trainer, city or specialization: the client shows its not-found view. */
export function notFoundHead(): PageHead {
  return {
    title: withBrand(NOT_FOUND_COPY.title),
    description: NOT_FOUND_COPY.description,
    indexable: false,
  };
}

/**
 * Every other page route (sign-in, the private pages, and paths the client alone knows): the
 * pages worth indexing all have their own route, so these stay out of search results.
 */
export function appHead(): PageHead {
  return { title: SITE_COPY.title, description: SITE_COPY.description, indexable: false };
}
