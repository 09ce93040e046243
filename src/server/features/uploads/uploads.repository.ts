import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { uploadGrant, user } from '#server/db/schema.ts';

export type UploadGrantRecord = typeof uploadGrant.$inferSelect;
export type NewUploadGrant = Omit<UploadGrantRecord, 'usedAt'>;

export function createUploadsRepository(db: Database) {
  return {
    async createGrant(grant: NewUploadGrant) {
      await db.insert(uploadGrant).values(grant);
    },

    async findGrant(id: string): Promise<UploadGrantRecord | null> {
      const [row] = await db.select().from(uploadGrant).where(eq(uploadGrant.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Marks the grant used in one statement, so of two requests racing for it exactly one
     * gets `true`. With `unexpiredAt`, an expired grant is not claimed either.
     */
    async claimGrant(id: string, at: Date, options: { unexpiredAt?: Date } = {}) {
      const rows = await db
        .update(uploadGrant)
        .set({ usedAt: at })
        .where(
          and(
            eq(uploadGrant.id, id),
            isNull(uploadGrant.usedAt),
            options.unexpiredAt ? gt(uploadGrant.expiresAt, options.unexpiredAt) : undefined,
          ),
        )
        .returning({ id: uploadGrant.id });
      return rows.length === 1;
    },

    /** Gives a claim back after the files could not be stored. */
    async releaseGrant(id: string, claimedAt: Date) {
      await db
        .update(uploadGrant)
        .set({ usedAt: null })
        .where(and(eq(uploadGrant.id, id), eq(uploadGrant.usedAt, claimedAt)));
    },

    async setProfileImage(userId: string, imageUrl: string, at: Date) {
      await db
        .update(user)
        .set({ profileImageUrl: imageUrl, image: imageUrl, updatedAt: at })
        .where(eq(user.id, userId));
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
