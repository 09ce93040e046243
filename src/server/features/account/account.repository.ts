import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { TrainerServices } from '#server/db/schema/marketplace.ts';
import { termsAcceptance, trainer, user } from '#server/db/schema.ts';

export type UserRecord = typeof user.$inferSelect;

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  phone: string | null;
  dateOfBirth: string | null;
  city: string | null;
  gender: UserRecord['gender'];
  profileImageUrl: string | null;
}

export function createAccountRepository(db: Database) {
  return {
    async findUser(id: string): Promise<(UserRecord & { trainerId: string | null }) | null> {
      const [row] = await db
        .select({ user, trainerId: trainer.id })
        .from(user)
        .leftJoin(trainer, eq(trainer.userId, user.id))
        .where(eq(user.id, id))
        .limit(1);
      return row ? { ...row.user, trainerId: row.trainerId } : null;
    },

    async updateProfile(id: string, changes: Partial<ProfileChanges>, now: Date) {
      const name =
        changes.firstName !== undefined
          ? `${changes.firstName} ${changes.lastName ?? ''}`.trim()
          : undefined;
      await db
        .update(user)
        .set({ ...changes, ...(name ? { name } : {}), updatedAt: now })
        .where(eq(user.id, id));
    },

    async setLocale(id: string, locale: NonNullable<UserRecord['locale']>, now: Date) {
      await db.update(user).set({ locale, updatedAt: now }).where(eq(user.id, id));
    },

    /** Records the terms acceptance and opens a pending trainer profile, atomically. */
    async becomeTrainer(
      account: UserRecord,
      terms: { document: string; version: string },
      defaultServices: TrainerServices,
      now: Date,
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(termsAcceptance).values({
          id: randomUUID(),
          userId: account.id,
          document: terms.document,
          version: terms.version,
          acceptedAt: now,
        });
        await tx
          .update(user)
          .set({ role: 'trainer', updatedAt: now })
          .where(eq(user.id, account.id));
        await tx
          .insert(trainer)
          .values({
            id: randomUUID(),
            userId: account.id,
            name: account.name,
            email: account.email,
            phone: account.phone,
            city: account.city,
            profileImage: account.profileImageUrl,
            services: defaultServices,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: trainer.userId });
      });
    },

    async termsAcceptances(userId: string) {
      return db.select().from(termsAcceptance).where(eq(termsAcceptance.userId, userId));
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
