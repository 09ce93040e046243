import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { Executor } from '#server/db/executor.ts';
import { consent } from '#server/db/schema.ts';
import type { ConsentPurpose } from '#shared/privacy-messages.ts';

export type ConsentRow = typeof consent.$inferSelect;

/**
 * A person's consent rows (docs/product/privacy.md#consent): appended when given, stamped when
 * withdrawn, never deleted while the account exists.
 */
export function createConsentRepository(db: Database) {
  return {
    async history(userId: string): Promise<ConsentRow[]> {
      return db
        .select()
        .from(consent)
        .where(eq(consent.userId, userId))
        .orderBy(desc(consent.givenAt), desc(consent.id));
    },

    async find(userId: string, id: string): Promise<ConsentRow | null> {
      const [row] = await db
        .select()
        .from(consent)
        .where(and(eq(consent.id, id), eq(consent.userId, userId)));
      return row ?? null;
    },

    async standing(userId: string, purpose: ConsentPurpose): Promise<ConsentRow | null> {
      const [row] = await db
        .select()
        .from(consent)
        .where(
          and(
            eq(consent.userId, userId),
            eq(consent.purpose, purpose),
            isNull(consent.withdrawnAt),
          ),
        );
      return row ?? null;
    },

    /** Adds a standing consent unless one stands already (then nothing changes). */
    async give(userId: string, purpose: ConsentPurpose, noticeVersion: string, at: Date) {
      await giveConsent(db, { userId, purpose, noticeVersion, at });
    },

    /** Stamps the consent withdrawn; false when it was not standing (already withdrawn). */
    async withdraw(userId: string, id: string, at: Date): Promise<boolean> {
      const changed = await db
        .update(consent)
        .set({ withdrawnAt: at })
        .where(and(eq(consent.id, id), eq(consent.userId, userId), isNull(consent.withdrawnAt)))
        .returning({ id: consent.id });
      return changed.length > 0;
    },

    /** The standing notice of an older version is replaced by one of `version`, in one step. */
    async agreeToNotice(userId: string, version: string, at: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(consent)
          .set({ withdrawnAt: at })
          .where(
            and(
              eq(consent.userId, userId),
              eq(consent.purpose, 'notice'),
              isNull(consent.withdrawnAt),
            ),
          );
        await giveConsent(tx, { userId, purpose: 'notice', noticeVersion: version, at });
      });
    },
  };
}

export type ConsentRepository = ReturnType<typeof createConsentRepository>;

/** One consent row; the partial unique index keeps a second standing one of a purpose out. */
export async function giveConsent(
  db: Executor,
  entry: { userId: string; purpose: ConsentPurpose; noticeVersion: string; at: Date },
): Promise<void> {
  await db
    .insert(consent)
    .values({
      id: randomUUID(),
      userId: entry.userId,
      purpose: entry.purpose,
      noticeVersion: entry.noticeVersion,
      givenAt: entry.at,
    })
    .onConflictDoNothing();
}
