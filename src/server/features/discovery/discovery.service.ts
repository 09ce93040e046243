import type { Weekday } from '../../../shared/catalog';
import type { NearbyQuery } from '../../../shared/discovery-schemas';
import {
  paginate,
  type TrainerCard,
  type TrainerProfile,
  type TrainerReview,
} from '../../../shared/discovery-types';
import { addIstDays, istDate, istInstant } from '../../../shared/ist';
import { MESSAGES } from '../../../shared/messages';
import { paiseToRupees } from '../../../shared/money';
import { BOOKING_FULL_DAYS, isBookingFull, offeredTimes } from '../../../shared/schedule';
import { notFound } from '../../http-error';
import { createCountCache } from './count-cache';
import type {
  DiscoveryRepository,
  NearbySearch,
  ReviewRow,
  TrainerRow,
} from './discovery.repository';

const HEADLINE_ORDER = ['personal', 'online', 'group'] as const;
/** Spec 01 section 7: without chosen feedback, real reviews; only the good ones when plenty. */
const FEEDBACK_FALLBACK_LIMIT = 10;

export function createDiscoveryService(repository: DiscoveryRepository, now: () => Date) {
  const counts = createCountCache({ now, ttlMs: 60_000, minCount: 500, maxEntries: 10_000 });

  async function bookingFullByTrainer(rows: TrainerRow[]): Promise<Map<string, boolean>> {
    const current = now();
    const from = istInstant(istDate(current), 0);
    const to = istInstant(addIstDays(istDate(current), BOOKING_FULL_DAYS), 0);
    const held = await repository.heldStarts(
      rows.map((row) => row.id),
      from,
      to,
      current,
    );
    return new Map(
      rows.map((row) => [
        row.id,
        isBookingFull(
          scheduleOf(row),
          current,
          held.filter((item) => item.trainerId === row.id).map((item) => item.startsAt),
        ),
      ]),
    );
  }

  return {
    async nearby(query: NearbyQuery) {
      const specializations = query.specializations.flatMap((filter) =>
        'specializations' in filter.matches ? filter.matches.specializations : [],
      );
      const specializationServices = query.specializations.flatMap((filter) =>
        'service' in filter.matches ? [filter.matches.service] : [],
      );
      const search = {
        latitude: query.latitude,
        longitude: query.longitude,
        radiusMeters: query.radiusKm * 1000,
        specializations,
        specializationServices,
        services: query.services,
      };
      const offset = (query.page - 1) * query.limit;
      const rows = await repository.nearby({ ...search, offset, limit: query.limit });
      // A short first page is the whole result: no count needed.
      const total =
        offset === 0 && rows.length < query.limit
          ? rows.length
          : await counts.get(countKey(search), () => repository.countNearby(search));
      const full = await bookingFullByTrainer(rows);
      return {
        data: rows.map((row) => toCard(row, row.distanceMeters, full.get(row.id) ?? false)),
        pagination: paginate(query.page, query.limit, total),
      };
    },

    /** The published profile; its own trainer also sees it before approval. */
    async profile(id: string, viewerId: string | null): Promise<TrainerProfile> {
      const row = await repository.findTrainer(id);
      const isOwner = row !== null && viewerId !== null && row.userId === viewerId;
      if (!row || (!row.published && !isOwner)) throw notFound(MESSAGES.trainerNotFound);
      const full = await bookingFullByTrainer([row]);
      return toProfile(row, full.get(row.id) ?? false, isOwner);
    },

    async reviews(id: string, page: number, limit: number) {
      await assertPublic(repository, id);
      const { rows, total } = await repository.reviews(id, (page - 1) * limit, limit);
      return { data: rows.map(toReview), pagination: paginate(page, limit, total) };
    },

    async selectedFeedback(id: string): Promise<TrainerReview[]> {
      const row = await assertPublic(repository, id);
      const chosen = await repository.reviewsForBookings(id, row.selectedFeedback);
      if (chosen.length > 0) return chosen.map(toReview);
      const { rows } = await repository.reviews(id, 0, FEEDBACK_FALLBACK_LIMIT);
      const good = rows.length > 3 ? rows.filter((item) => item.rating > 3) : rows;
      return good.map(toReview);
    },
  };
}
export type DiscoveryService = ReturnType<typeof createDiscoveryService>;

/** Positions within about 100 m share a cached count. */
function countKey(search: Omit<NearbySearch, 'offset' | 'limit'>): string {
  return JSON.stringify([
    search.latitude.toFixed(3),
    search.longitude.toFixed(3),
    search.radiusMeters,
    [...search.specializations].sort(),
    [...search.specializationServices].sort(),
    [...search.services].sort(),
  ]);
}

async function assertPublic(repository: DiscoveryRepository, id: string) {
  const row = await repository.findTrainer(id);
  if (!row?.published) throw notFound(MESSAGES.trainerNotFound);
  return row;
}

function scheduleOf(row: TrainerRow) {
  return {
    availableTimes: row.availableTimes,
    workingDays: row.workingDays as Weekday[],
    blockedDays: row.blockedDays as Weekday[],
    blockedDates: row.blockedDates,
  };
}

function toServices(row: TrainerRow) {
  const offer = (key: 'personal' | 'group' | 'online') => {
    const service = row.services[key];
    return {
      enabled: service?.enabled ?? false,
      price: paiseToRupees(service?.pricePaise ?? 0),
      pricePaise: service?.pricePaise ?? 0,
    };
  };
  return { personal: offer('personal'), group: offer('group'), online: offer('online') };
}

function toCard(row: TrainerRow, distanceMeters: number | null, bookingfull: boolean): TrainerCard {
  const services = toServices(row);
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
    rating: row.reviewCount > 0 ? Math.round((row.ratingSum / row.reviewCount) * 10) / 10 : null,
    reviewCount: row.reviewCount,
    totalReviews: row.reviewCount,
    listingImage: row.listingImage,
    profilePicture: row.profileImage,
    distance: distanceMeters === null ? null : Math.round(distanceMeters / 100) / 10,
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
    bookingfull,
  };
}

function toProfile(row: TrainerRow, bookingfull: boolean, isOwner: boolean): TrainerProfile {
  const card = toCard(row, null, bookingfull);
  return {
    ...card,
    trainerId: row.id,
    heroHeadlineLine1: row.heroHeadlineLine1,
    heroHeadlineLine2: row.heroHeadlineLine2,
    heroDescription: row.heroDescription,
    happyClients: row.happyClients,
    achievements: row.achievements,
    heroImage1: row.heroImage1,
    heroImage2: row.heroImage2,
    profileImage: row.profileImage,
    phone: row.phone,
    email: row.email,
    website: row.website,
    instagram: row.instagram,
    youtube: row.youtube,
    availableTimes: card.availableSlots,
    sessionTypes: HEADLINE_ORDER.filter((key) => card.services[key].enabled),
    latitude: row.latitude,
    longitude: row.longitude,
    published: row.published,
    ...(isOwner ? { portfolioStatus: row.status } : {}),
  };
}

function toReview(row: ReviewRow): TrainerReview {
  const initial = row.lastName.trim().charAt(0);
  return {
    id: row.id,
    bookingId: row.bookingId,
    rating: row.rating,
    text: row.review?.trim() || row.comment?.trim() || '',
    comment: row.comment,
    review: row.review,
    name: initial ? `${row.firstName} ${initial}.` : row.firstName,
    avatar: row.image,
    service: row.service,
    createdAt: row.createdAt.toISOString(),
  };
}
