import type { StoredPortfolio, TrainerServices, trainer } from '#server/db/schema/marketplace.ts';
import { findCity, type SERVICE_KEYS } from '#shared/catalog.ts';
import { paiseToRupees, rupeesToPaise } from '#shared/money.ts';
import type { Portfolio } from '#shared/portfolio.ts';

type TrainerRow = typeof trainer.$inferSelect;

export function toStoredServices(services: Portfolio['services']): TrainerServices {
  const offer = (key: (typeof SERVICE_KEYS)[number]) => ({
    enabled: services[key].enabled,
    pricePaise: rupeesToPaise(services[key].price ?? 0),
    packs: (services[key].packs ?? []).map((pack) => ({
      sessions: pack.sessions,
      pricePaise: rupeesToPaise(pack.price),
      validityDays: pack.validityDays,
    })),
  });
  return { personal: offer('personal'), group: offer('group'), online: offer('online') };
}

export function toPortfolioServices(services: TrainerServices): Portfolio['services'] {
  const offer = (key: (typeof SERVICE_KEYS)[number]) => ({
    enabled: services[key]?.enabled ?? false,
    price: services[key] ? paiseToRupees(services[key].pricePaise) : null,
    packs: (services[key]?.packs ?? []).map((pack) => ({
      sessions: pack.sessions,
      price: paiseToRupees(pack.pricePaise),
      validityDays: pack.validityDays,
    })),
  });
  return { personal: offer('personal'), group: offer('group'), online: offer('online') };
}

export const toStored = (portfolio: Portfolio): StoredPortfolio => ({
  ...portfolio,
  services: toStoredServices(portfolio.services),
});

export const fromStored = (stored: StoredPortfolio): Portfolio => ({
  ...stored,
  services: toPortfolioServices(stored.services),
});

/** The published columns read back as a portfolio: what an approved trainer edits next. */
export function portfolioOfColumns(row: TrainerRow): Portfolio {
  return {
    name: row.name,
    title: row.title ?? '',
    heroHeadlineLine1: row.heroHeadlineLine1 ?? '',
    heroHeadlineLine2: row.heroHeadlineLine2 ?? '',
    heroDescription: row.heroDescription ?? '',
    bio: row.bio ?? '',
    city: row.city ?? '',
    location:
      row.latitude !== null && row.longitude !== null
        ? { type: 'Point', coordinates: [row.longitude, row.latitude] }
        : null,
    experience: row.experience,
    happyClients: row.happyClients,
    specializations: row.specializations as Portfolio['specializations'],
    certifications: row.certifications,
    achievements: row.achievements,
    heroImage1: row.heroImage1,
    heroImage2: row.heroImage2,
    profileImage: row.profileImage,
    listingImage: row.listingImage,
    services: toPortfolioServices(row.services),
    phone: row.phone ?? '',
    email: row.email ?? '',
    website: row.website ?? '',
    instagram: row.instagram ?? '',
    youtube: row.youtube ?? '',
    availableTimes: row.availableTimes,
    trainingLocations: { myGym: row.trainsAtGym, clientHome: row.trainsAtClientHome },
    gymInfo: {
      name: row.gymName ?? '',
      address: row.gymAddress ?? '',
      coordinates:
        row.gymLatitude !== null && row.gymLongitude !== null
          ? { lat: row.gymLatitude, lng: row.gymLongitude }
          : null,
      membershipRequired: row.gymMembershipRequired,
      membershipDetails: row.gymMembershipDetails ?? '',
    },
  };
}

const orNull = (text: string) => (text === '' ? null : text);

/**
 * The columns an approval publishes. The listing measures distance from the trainer's own
 * location, else the gym's pin, else the centre of a known city of that name, so an
 * approved trainer is always findable by place.
 */
export function publishedColumns(stored: StoredPortfolio) {
  const [longitude, latitude] = stored.location?.coordinates ?? [null, null];
  const gym = stored.gymInfo.coordinates;
  // the ten cities' slugs are their names in lower case
  const city = findCity(stored.city.trim());
  const point =
    latitude !== null && longitude !== null
      ? { latitude, longitude }
      : gym
        ? { latitude: gym.lat, longitude: gym.lng }
        : city
          ? { latitude: city.latitude, longitude: city.longitude }
          : { latitude: null, longitude: null };
  return {
    name: stored.name,
    title: stored.title,
    heroHeadlineLine1: orNull(stored.heroHeadlineLine1),
    heroHeadlineLine2: orNull(stored.heroHeadlineLine2),
    heroDescription: orNull(stored.heroDescription),
    bio: stored.bio,
    city: stored.city,
    ...point,
    experience: stored.experience,
    happyClients: stored.happyClients,
    specializations: stored.specializations,
    certifications: stored.certifications,
    achievements: stored.achievements,
    heroImage1: stored.heroImage1,
    heroImage2: stored.heroImage2,
    profileImage: stored.profileImage,
    listingImage: stored.listingImage,
    services: stored.services,
    phone: orNull(stored.phone),
    email: orNull(stored.email),
    website: orNull(stored.website),
    instagram: orNull(stored.instagram),
    youtube: orNull(stored.youtube),
    availableTimes: stored.availableTimes,
    trainsAtGym: stored.trainingLocations.myGym,
    trainsAtClientHome: stored.trainingLocations.clientHome,
    gymName: orNull(stored.gymInfo.name),
    gymAddress: orNull(stored.gymInfo.address),
    gymLatitude: stored.gymInfo.coordinates?.lat ?? null,
    gymLongitude: stored.gymInfo.coordinates?.lng ?? null,
    gymMembershipRequired: stored.gymInfo.membershipRequired,
    gymMembershipDetails: orNull(stored.gymInfo.membershipDetails),
  };
}
