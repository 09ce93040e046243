import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { heldStarts } from '#server/db/held-starts.ts';
import { booking, review, trainer, user } from '#server/db/schema.ts';
import { completedSessions, verified } from './listing.repository';
import type { TrustMarks } from './trainer-card';

export type TrainerRow = typeof trainer.$inferSelect;

export function createDiscoveryRepository(db: Database) {
  return {
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

    /**
     * The profile's trust marks: what the listing reads with each card
     * (docs/decisions/0020-listing-trust-marks-and-sort.md).
     */
    async trustMarks(id: string): Promise<TrustMarks> {
      const [row] = await db
        .select({ verified, completedSessions })
        .from(trainer)
        .where(eq(trainer.id, id));
      return row ?? { verified: false, completedSessions: 0 };
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
      sessionDate: booking.sessionDate,
      firstName: user.firstName,
      lastName: user.lastName,
      image: user.profileImageUrl,
      anonymisedAt: user.anonymisedAt,
    })
    .from(review)
    .innerJoin(user, eq(user.id, review.clientId))
    .innerJoin(booking, eq(booking.id, review.bookingId))
    .$dynamic();
}
export type ReviewRow = Awaited<ReturnType<DiscoveryRepository['reviews']>>['rows'][number];
