import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { trainer } from '#server/db/schema.ts';

export interface StoredAvailability {
  trainerId: string;
  workingDays: string[];
  blockedDays: string[];
  blockedDates: string[];
}

export function createAvailabilityRepository(db: Database) {
  return {
    async findByUser(userId: string): Promise<StoredAvailability | null> {
      const [row] = await db
        .select({
          trainerId: trainer.id,
          workingDays: trainer.workingDays,
          blockedDays: trainer.blockedDays,
          blockedDates: trainer.blockedDates,
        })
        .from(trainer)
        .where(eq(trainer.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Straight to the bookable columns: availability needs no approval
     * (docs/product/trainer-dashboard.md#availability-settings).
     */
    async save(settings: StoredAvailability, now: Date): Promise<void> {
      await db
        .update(trainer)
        .set({
          workingDays: settings.workingDays,
          blockedDays: settings.blockedDays,
          blockedDates: settings.blockedDates,
          updatedAt: now,
        })
        .where(eq(trainer.id, settings.trainerId));
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
