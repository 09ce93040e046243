import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { booking, review, trainer } from '#server/db/schema.ts';

export function createReviewsRepository(db: Database) {
  return {
    async findBooking(bookingId: string) {
      const [row] = await db
        .select({
          id: booking.id,
          clientId: booking.clientId,
          trainerId: booking.trainerId,
          status: booking.status,
          startsAt: booking.startsAt,
        })
        .from(booking)
        .where(eq(booking.id, bookingId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Writes the booking's one review (or replaces it) and moves the trainer's rating sum and
     * count in the same transaction: +rating and +1 for a new review, the difference for an edit.
     */
    async saveReview(values: {
      bookingId: string;
      clientId: string;
      trainerId: string;
      rating: number;
      comment: string | null;
      review: string | null;
      now: Date;
    }) {
      return db.transaction(async (tx) => {
        const [previous] = await tx
          .select({ rating: review.rating })
          .from(review)
          .where(eq(review.bookingId, values.bookingId))
          .for('update');
        if (previous) {
          await tx
            .update(review)
            .set({
              rating: values.rating,
              comment: values.comment,
              review: values.review,
              updatedAt: values.now,
            })
            .where(eq(review.bookingId, values.bookingId));
        } else {
          await tx.insert(review).values({
            id: randomUUID(),
            bookingId: values.bookingId,
            clientId: values.clientId,
            trainerId: values.trainerId,
            rating: values.rating,
            comment: values.comment,
            review: values.review,
            createdAt: values.now,
            updatedAt: values.now,
          });
        }
        await tx
          .update(trainer)
          .set({
            ratingSum: sql`${trainer.ratingSum} + ${values.rating - (previous?.rating ?? 0)}`,
            reviewCount: sql`${trainer.reviewCount} + ${previous ? 0 : 1}`,
          })
          .where(eq(trainer.id, values.trainerId));
      });
    },
  };
}
export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
