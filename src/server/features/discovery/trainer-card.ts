import type { PublicPack, TrainerCard } from '#shared/discovery-types.ts';
import { paiseToRupees } from '#shared/money.ts';
import { type PackOffer, packDiscountPercent, packSessionPricePaise } from '#shared/packs.ts';
import { offeredTimes } from '#shared/schedule.ts';
import type { TrainerRow } from './discovery.repository';

export const HEADLINE_ORDER = ['personal', 'online', 'group'] as const;

/** The columns a listing card, its `bookingfull` and the checks of a new hold are made from. */
export const CARD_COLUMNS = [
  'id',
  'userId',
  'name',
  'title',
  'bio',
  'city',
  'latitude',
  'longitude',
  'specializations',
  'certifications',
  'experience',
  'ratingSum',
  'reviewCount',
  'listingImage',
  'profileImage',
  'trainsAtGym',
  'trainsAtClientHome',
  'gymName',
  'gymAddress',
  'gymLatitude',
  'gymLongitude',
  'gymMembershipRequired',
  'gymMembershipDetails',
  'availableTimes',
  'services',
  'workingDays',
  'blockedDays',
  'blockedDates',
  'fromPricePaise',
] as const satisfies readonly (keyof TrainerRow)[];
export type CardSource = Pick<TrainerRow, (typeof CARD_COLUMNS)[number]>;

/**
 * What the card shows to be trusted, read with the row
 * (docs/decisions/0020-listing-trust-marks-and-sort.md).
 */
export interface TrustMarks {
  verified: boolean;
  completedSessions: number;
}

/** Average of real reviews to one decimal; null ("New") without any. */
export const ratingOf = (row: Pick<CardSource, 'ratingSum' | 'reviewCount'>) =>
  row.reviewCount > 0 ? Math.round((row.ratingSum / row.reviewCount) * 10) / 10 : null;

function publicPacks(packs: readonly PackOffer[], sessionPricePaise: number): PublicPack[] {
  return packs.map((pack) => ({
    ...pack,
    sessionPricePaise: packSessionPricePaise(pack),
    discountPercent: packDiscountPercent(pack, sessionPricePaise),
  }));
}

function servicesOf(row: CardSource) {
  const offer = (key: 'personal' | 'group' | 'online') => {
    const service = row.services[key];
    return {
      enabled: service?.enabled ?? false,
      price: paiseToRupees(service?.pricePaise ?? 0),
      pricePaise: service?.pricePaise ?? 0,
      packs: service?.enabled ? publicPacks(service.packs ?? [], service.pricePaise) : [],
    };
  };
  return { personal: offer('personal'), group: offer('group'), online: offer('online') };
}

/** The card without the two fields that depend on the visitor and the moment. */
export type StaticCard = Omit<TrainerCard, 'distance' | 'bookingfull' | 'nextFreeAt'>;

export function toStaticCard(row: CardSource, trust: TrustMarks): StaticCard {
  const services = servicesOf(row);
  const headline = HEADLINE_ORDER.find((key) => services[key].enabled);
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    title: row.title,
    bio: row.bio ?? '',
    city: row.city ?? '',
    location: row.city ?? '',
    specializations: row.specializations,
    specialization: row.specializations[0] ?? null,
    certifications: row.certifications,
    experience: row.experience,
    rating: ratingOf(row),
    reviewCount: row.reviewCount,
    totalReviews: row.reviewCount,
    listingImage: row.listingImage,
    profilePicture: row.profileImage,
    gymInfo:
      row.trainsAtGym && row.gymName
        ? {
            name: row.gymName,
            address: row.gymAddress ?? '',
            coordinates:
              row.gymLatitude !== null && row.gymLongitude !== null
                ? { lat: row.gymLatitude, lng: row.gymLongitude }
                : null,
            membershipRequired: row.gymMembershipRequired,
            membershipDetails: row.gymMembershipDetails ?? '',
          }
        : null,
    trainingLocations: { myGym: row.trainsAtGym, clientHome: row.trainsAtClientHome },
    availableSlots: offeredTimes(row.availableTimes),
    services,
    hourlyRate: headline ? services[headline].price : null,
    verified: trust.verified,
    completedSessions: trust.completedSessions,
    fromPricePaise: row.fromPricePaise,
  };
}

/** Metres as kilometres to one decimal, as cards show them. */
export const roundedKm = (meters: number) => Math.round(meters / 100) / 10;
