import { notFound } from '#server/http-error.ts';
import { DELETION_MESSAGES } from '#shared/account-deletion-api.ts';
import type { NearbyQuery } from '#shared/discovery-schemas.ts';
import {
  type NearbyPage,
  paginate,
  type TrainerCard,
  type TrainerProfile,
  type TrainerReview,
} from '#shared/discovery-types.ts';
import { addIstDays, istDate, istInstant } from '#shared/ist.ts';
import type { ListingSort } from '#shared/listing-filters.ts';
import { MESSAGES } from '#shared/messages.ts';
import { BOOKING_FULL_DAYS, firstBookableStart, scheduleOf } from '#shared/schedule.ts';
import type { DiscoveryRepository, ReviewRow, TrainerRow } from './discovery.repository';
import type { ListingRepository, NearbySearch } from './listing.repository';
import { createNearbyTotals, LISTING_TOTAL_CAP } from './nearby-totals';
import { HEADLINE_ORDER, ratingOf, roundedKm, type TrustMarks, toStaticCard } from './trainer-card';

/**
 * Without chosen feedback, real reviews; only the good ones when plenty
 * (docs/product/discovery.md#trainer-profile-page).
 */
const FEEDBACK_FALLBACK_LIMIT = 10;

export function createDiscoveryService(
  repository: DiscoveryRepository,
  listing: ListingRepository,
  now: () => Date,
) {
  const totals = createNearbyTotals(now);

  /** Each trainer's first bookable start (ms) in the `bookingfull` window, null when full. */
  async function firstFreeByTrainer(rows: TrainerRow[]): Promise<Map<string, number | null>> {
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
        firstBookableStart(
          scheduleOf(row),
          current,
          held.filter((item) => item.trainerId === row.id).map((item) => item.startsAt),
        ),
      ]),
    );
  }

  /**
   * docs/product/discovery.md#pagination-and-the-capped-total: exact below the cap; past it, a
   * crowded cell is counted once a minute.
   */
  async function nearby(query: NearbyQuery): Promise<NearbyPage> {
    const search = toSearch(query);
    const current = now();
    const today = istDate(current);
    const cell = totals.cellOf(search);
    const count = totals.countFor(cell);
    const result = await listing.nearby(search, {
      count,
      heldFrom: istInstant(today, 0),
      heldTo: istInstant(addIstDays(today, BOOKING_FULL_DAYS), 0),
      now: current,
    });
    if (count) totals.learn(cell, count, result);
    const total = count ? (result.total ?? 0) : LISTING_TOTAL_CAP + 1;
    const rows = result.rows.map((row) => ({
      ...row,
      rating: ratingOf(row.card) ?? 0,
      fromPrice: row.card.fromPricePaise,
      firstFree: firstBookableStart(
        scheduleOf(row.card),
        current,
        row.heldStarts.map((startsAt) => new Date(startsAt)),
      ),
    }));
    type Row = (typeof rows)[number];
    const soonest = (row: Row) => row.firstFree ?? Number.POSITIVE_INFINITY;
    const byId = (a: Row, b: Row) => (a.card.id < b.card.id ? -1 : 1);
    const byRating = (a: Row, b: Row) => b.rating - a.rating;
    const byDistance = (a: Row, b: Row) => a.distanceMeters - b.distanceMeters;
    // The SQL chose the page in this order; equal ratings India-wide then go by the soonest slot.
    const then = search.anywhere ? byRating : byDistance;
    const order: Record<ListingSort, (a: Row, b: Row) => number> = {
      nearest: (a, b) =>
        search.anywhere
          ? byRating(a, b) || soonest(a) - soonest(b) || byId(a, b)
          : byDistance(a, b) || byRating(a, b) || byId(a, b),
      rating: (a, b) =>
        search.anywhere
          ? byRating(a, b) || soonest(a) - soonest(b) || byId(a, b)
          : byRating(a, b) || byDistance(a, b) || byId(a, b),
      price_low: (a, b) => a.fromPrice - b.fromPrice || then(a, b) || byId(a, b),
      price_high: (a, b) => b.fromPrice - a.fromPrice || then(a, b) || byId(a, b),
    };
    const data = rows.sort(order[search.sort]).map(
      (row): TrainerCard => ({
        ...toStaticCard(row.card, row.card),
        // docs/decisions/0019-online-trainers-india-wide.md: an online trainer is as near as the
        // visitor's screen.
        distance: search.anywhere ? null : roundedKm(row.distanceMeters),
        bookingfull: row.firstFree === null,
        nextFreeAt: isoOrNull(row.firstFree),
      }),
    );
    return {
      data,
      pagination: {
        ...paginate(query.page, query.limit, Math.min(total, LISTING_TOTAL_CAP)),
        totalCapped: total > LISTING_TOTAL_CAP,
      },
    };
  }

  return {
    nearby,

    /** What a trainer page's head shows, for a published trainer only. */
    publishedTrainerSummary: (id: string) => repository.findPublishedTrainerSummary(id),
    /** Published trainers for the sitemap, by id so that its files list each one once. */
    publishedTrainerPage: (offset: number, limit: number) =>
      repository.publishedTrainerPage(offset, limit),
    countPublishedTrainers: () => repository.countPublishedTrainers(),

    /** The published profile; its own trainer also sees it before approval. */
    async profile(id: string, viewerId: string | null): Promise<TrainerProfile> {
      const row = await repository.findTrainer(id);
      const isOwner = row !== null && viewerId !== null && row.userId === viewerId;
      if (!row || (!row.published && !isOwner)) throw notFound(MESSAGES.trainerNotFound);
      const [full, trust] = await Promise.all([
        firstFreeByTrainer([row]),
        repository.trustMarks(row.id),
      ]);
      return toProfile(row, trust, full.get(row.id) ?? null, isOwner);
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
export type TrainerSummary = NonNullable<
  Awaited<ReturnType<DiscoveryService['publishedTrainerSummary']>>
>;

/**
 * The query's filter chips as the SQL filters take them
 * (docs/product/discovery.md#filters-and-specializations).
 */
function toSearch(query: NearbyQuery): NearbySearch {
  return {
    latitude: query.latitude,
    longitude: query.longitude,
    radiusMeters: query.radiusKm * 1000,
    anywhere: query.services.includes('online'),
    topicSpecializations: query.specializations.flatMap((filter) =>
      'specializations' in filter.matches ? filter.matches.specializations : [],
    ),
    topicServices: query.specializations.flatMap((filter) =>
      'service' in filter.matches ? [filter.matches.service] : [],
    ),
    services: query.services,
    sort: query.sort ?? 'nearest',
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  };
}

async function assertPublic(repository: DiscoveryRepository, id: string) {
  const row = await repository.findTrainer(id);
  if (!row?.published) throw notFound(MESSAGES.trainerNotFound);
  return row;
}

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toProfile(
  row: TrainerRow,
  trust: TrustMarks,
  firstFree: number | null,
  isOwner: boolean,
): TrainerProfile {
  const card: TrainerCard = {
    ...toStaticCard(row, trust),
    distance: null,
    bookingfull: firstFree === null,
    nextFreeAt: isoOrNull(firstFree),
  };
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

/** A review's author as the page names them; one who deleted their account is a former client. */
function reviewerName(row: ReviewRow): string {
  if (row.anonymisedAt) return DELETION_MESSAGES.formerClient;
  const initial = row.lastName.trim().charAt(0);
  return initial ? `${row.firstName} ${initial}.` : row.firstName;
}

function toReview(row: ReviewRow): TrainerReview {
  return {
    id: row.id,
    bookingId: row.bookingId,
    rating: row.rating,
    text: row.review?.trim() || row.comment?.trim() || '',
    comment: row.comment,
    review: row.review,
    name: reviewerName(row),
    avatar: row.image,
    service: row.service,
    sessionDate: row.sessionDate,
    createdAt: row.createdAt.toISOString(),
  };
}
