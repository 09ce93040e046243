import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { heldStarts } from '../../db/held-starts';
import { booking, review, trainer, user } from '../../db/schema';

export type TrainerRow = typeof trainer.$inferSelect;

export interface NearbySearch {
  latitude: number;
  longitude: number;
  radiusMeters: number;
  /** Any of these stored specializations ... */
  specializations: string[];
  /** ... or, for "personal-trainer", any trainer offering one of these services. */
  specializationServices: string[];
  /** Each of these services enabled (a chip of type service). */
  services: string[];
  offset: number;
  limit: number;
}

const serviceEnabled = (key: string) =>
  sql`coalesce((${trainer.services} -> ${key} ->> 'enabled')::boolean, false)`;

/** Ties in distance go to the better-rated trainer; one without reviews counts as 0. */
const averageRating = (row: { ratingSum: number; reviewCount: number }) =>
  row.reviewCount > 0 ? row.ratingSum / row.reviewCount : 0;

/** Earth radius of the earthdistance extension (its `earth()` function), in metres. */
const EARTH_RADIUS_METERS = 6_378_168;

/** Straight-line (chord) length for a great-circle distance: what cube_distance measures. */
const chordMeters = (arcMeters: number) =>
  2 * EARTH_RADIUS_METERS * Math.sin(arcMeters / (2 * EARTH_RADIUS_METERS));

function nearbyWhere(search: Omit<NearbySearch, 'offset' | 'limit'>) {
  const origin = sql`ll_to_earth(${search.latitude}, ${search.longitude})`;
  const conditions: SQL[] = [
    eq(trainer.published, true),
    sql`earth_box(${origin}, ${search.radiusMeters}) @> ${trainer.earthPoint}`,
    sql`cube_distance(${origin}, ${trainer.earthPoint}) <= ${chordMeters(search.radiusMeters)}`,
  ];
  const topic: SQL[] = [];
  if (search.specializations.length > 0) {
    topic.push(
      sql`${trainer.specializations} && ARRAY[${sql.join(
        search.specializations.map((name) => sql`${name}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  for (const key of search.specializationServices) topic.push(serviceEnabled(key));
  if (topic.length > 0) conditions.push(or(...topic)!);
  if (search.services.length > 0) conditions.push(or(...search.services.map(serviceEnabled))!);
  return and(...conditions);
}

export function createDiscoveryRepository(db: Database) {
  return {
    /**
     * Published trainers within the radius, nearest first. The GiST index on the stored earth
     * point answers both the box and the ordering (`<->` is a nearest-neighbour index scan), so
     * a page reads only its own rows. The circle test compares chord lengths (cube_distance),
     * which orders exactly like great-circle distance but costs a fraction of earth_distance.
     */
    async nearby(search: NearbySearch) {
      const where = nearbyWhere(search);
      const origin = sql`ll_to_earth(${search.latitude}, ${search.longitude})`;
      const rows = await db.transaction(async (tx) => {
        // cube has no statistics, so the planner guesses a box holds a handful of trainers and
        // prefers fetching and sorting all of them (10,000 around a city: 30 ms and more);
        // the nearest-neighbour index scan reads just the page (under 1 ms).
        await tx.execute(sql`set local enable_bitmapscan = off`);
        return (
          tx
            .select({
              trainer,
              distanceMeters: sql<number>`earth_distance(${origin}, ${trainer.earthPoint})`,
            })
            .from(trainer)
            .where(where)
            // Ordering by anything after `<->` would make PostgreSQL sort every row in the circle.
            .orderBy(sql`${trainer.earthPoint} <-> ${origin}`)
            .limit(search.limit)
            .offset(search.offset)
        );
      });
      return rows
        .map((row) => ({ ...row.trainer, distanceMeters: Number(row.distanceMeters) }))
        .sort((a, b) => a.distanceMeters - b.distanceMeters || averageRating(b) - averageRating(a));
    },

    async countNearby(search: Omit<NearbySearch, 'offset' | 'limit'>) {
      return db.transaction(async (tx) => {
        // As above; here it turns a heap read per trainer into an index-only scan (the index
        // carries the filter columns, migration 0004).
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const [counted] = await tx
          .select({ total: sql<number>`count(*)::int` })
          .from(trainer)
          .where(nearbyWhere(search));
        return counted?.total ?? 0;
      });
    },

    /** Published trainers for the sitemap, by id so that its files list each one once. */
    async publishedTrainerPage(offset: number, limit: number) {
      return db
        .select({ id: trainer.id, updatedAt: trainer.updatedAt })
        .from(trainer)
        .where(eq(trainer.published, true))
        .orderBy(trainer.id)
        .limit(limit)
        .offset(offset);
    },

    async countPublishedTrainers(): Promise<number> {
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(trainer)
        .where(eq(trainer.published, true));
      return counted?.total ?? 0;
    },

    /** What a trainer page's head shows, for a published trainer only: one narrow query. */
    async findPublishedTrainerSummary(id: string) {
      const [row] = await db
        .select({
          id: trainer.id,
          name: trainer.name,
          title: trainer.title,
          bio: trainer.bio,
          city: trainer.city,
          latitude: trainer.latitude,
          longitude: trainer.longitude,
          specializations: trainer.specializations,
          certifications: trainer.certifications,
          listingImage: trainer.listingImage,
          profileImage: trainer.profileImage,
          heroImage1: trainer.heroImage1,
          services: trainer.services,
          ratingSum: trainer.ratingSum,
          reviewCount: trainer.reviewCount,
          trainsAtGym: trainer.trainsAtGym,
          gymName: trainer.gymName,
          gymAddress: trainer.gymAddress,
          gymLatitude: trainer.gymLatitude,
          gymLongitude: trainer.gymLongitude,
        })
        .from(trainer)
        .where(and(eq(trainer.id, id), eq(trainer.published, true)))
        .limit(1);
      return row ?? null;
    },

    async findTrainer(id: string): Promise<TrainerRow | null> {
      const [row] = await db.select().from(trainer).where(eq(trainer.id, id)).limit(1);
      return row ?? null;
    },

    /** Start times of the bookings that hold the trainers' slots between two instants. */
    heldStarts: (trainerIds: string[], from: Date, to: Date, now: Date) =>
      heldStarts(db, trainerIds, from, to, now),

    async reviews(trainerId: string, offset: number, limit: number) {
      const where = eq(review.trainerId, trainerId);
      const [rows, [counted]] = await Promise.all([
        reviewQuery(db)
          .where(where)
          .orderBy(desc(review.createdAt), desc(review.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: sql<number>`count(*)::int` }).from(review).where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async reviewsForBookings(trainerId: string, bookingIds: string[]) {
      if (bookingIds.length === 0) return [];
      return reviewQuery(db)
        .where(and(eq(review.trainerId, trainerId), inArray(review.bookingId, bookingIds)))
        .orderBy(desc(review.createdAt));
    },
  };
}
export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;

function reviewQuery(db: Database) {
  return db
    .select({
      id: review.id,
      bookingId: review.bookingId,
      rating: review.rating,
      comment: review.comment,
      review: review.review,
      createdAt: review.createdAt,
      service: booking.service,
      firstName: user.firstName,
      lastName: user.lastName,
      image: user.profileImageUrl,
    })
    .from(review)
    .innerJoin(user, eq(user.id, review.clientId))
    .innerJoin(booking, eq(booking.id, review.bookingId))
    .$dynamic();
}
export type ReviewRow = Awaited<ReturnType<DiscoveryRepository['reviews']>>['rows'][number];
