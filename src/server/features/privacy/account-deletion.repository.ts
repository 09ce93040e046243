import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { executeRows } from '#server/db/rows.ts';
import {
  accountDeletion,
  booking,
  dataExport,
  sessionPack,
  trainer,
  uploadGrant,
  user,
  verification,
} from '#server/db/schema.ts';
import { anonymiseUserIn } from '#server/features/account/anonymise.repository.ts';
import { endPack } from '#server/features/packs/pack-lifecycle.repository.ts';
import { enqueueSideEffects } from '#server/outbox/outbox.repository.ts';
import type { SideEffect } from '#server/outbox/side-effect.ts';
import { DELETION_CODE_ATTEMPTS } from '#shared/account-deletion-api.ts';
import { recordPersonalDataAccess } from './personal-data-access.repository';

export type AccountDeletionRow = typeof accountDeletion.$inferSelect;

/** How long the job holds a due deletion before another process may take it over. */
export const DELETION_CLAIM_MS = 15 * 60_000;

const open = and(isNull(accountDeletion.cancelledAt), isNull(accountDeletion.completedAt));
const codeIdentifier = (userId: string) => `account-deletion:${userId}`;

/** A stored code: its keyed hash (never the code) and the guesses it has left. */
interface StoredCode {
  hash: string;
  attemptsLeft: number;
}

/**
 * "Delete my account" (docs/product/privacy.md#delete-my-account): the requests, their mailed
 * codes (in better-auth's `verification` table, hashed), and the job's claims.
 */
export function createAccountDeletionRepository(
  db: Database,
  options: { secret: string; publicUrl: string },
) {
  const { secret } = options;
  const hashOf = (userId: string, code: string) =>
    createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');

  return {
    async findOpen(userId: string): Promise<AccountDeletionRow | null> {
      const [row] = await db
        .select()
        .from(accountDeletion)
        .where(and(eq(accountDeletion.userId, userId), open));
      return row ?? null;
    },

    /** The latest cancellation of the person's requests since `since`, if any. */
    async cancelledSince(userId: string, since: Date): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date>`max(${accountDeletion.cancelledAt})` })
        .from(accountDeletion)
        .where(and(eq(accountDeletion.userId, userId), gt(accountDeletion.cancelledAt, since)));
      return row?.at ? new Date(row.at) : null;
    },

    async person(userId: string) {
      const [row] = await db
        .select({ email: user.email, anonymisedAt: user.anonymisedAt })
        .from(user)
        .where(eq(user.id, userId));
      return row ?? null;
    },

    /** A new code replaces the person's previous one, with its mail, in one transaction. */
    async storeCode(userId: string, code: string, expiresAt: Date, mail: SideEffect, now: Date) {
      const value: StoredCode = {
        hash: hashOf(userId, code),
        attemptsLeft: DELETION_CODE_ATTEMPTS,
      };
      await db.transaction(async (tx) => {
        await tx.delete(verification).where(eq(verification.identifier, codeIdentifier(userId)));
        await tx.insert(verification).values({
          id: randomUUID(),
          identifier: codeIdentifier(userId),
          value: JSON.stringify(value),
          expiresAt,
          createdAt: now,
          updatedAt: now,
        });
        await enqueueSideEffects(tx, [mail], now);
      });
    },

    /**
     * Spends one guess of the person's code: right and unexpired → the code is gone (no replay);
     * wrong → one guess fewer, and the code is gone after the last.
     */
    async takeCode(userId: string, code: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(verification)
          .where(eq(verification.identifier, codeIdentifier(userId)))
          .for('update');
        if (!row) return false;
        const stored = JSON.parse(row.value) as StoredCode;
        const given = Buffer.from(hashOf(userId, code));
        const right =
          row.expiresAt > now &&
          given.length === stored.hash.length &&
          timingSafeEqual(given, Buffer.from(stored.hash));
        if (right || row.expiresAt <= now || stored.attemptsLeft <= 1) {
          await tx.delete(verification).where(eq(verification.id, row.id));
        } else {
          const left: StoredCode = { ...stored, attemptsLeft: stored.attemptsLeft - 1 };
          await tx
            .update(verification)
            .set({ value: JSON.stringify(left), updatedAt: now })
            .where(eq(verification.id, row.id));
        }
        return right;
      });
    },

    /** The request and its mail; null when one is open already (two requests at once included). */
    async create(
      values: Pick<AccountDeletionRow, 'userId' | 'confirmedBy' | 'requestedAt' | 'dueAt'>,
      mail: SideEffect,
    ): Promise<AccountDeletionRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(accountDeletion)
          .values({ id: randomUUID(), ...values })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        await enqueueSideEffects(tx, [mail], values.requestedAt);
        return row;
      });
    },

    /**
     * Cancels the open request and mails it, unless the job has already begun carrying it out
     * (its claim holds): from then on the deletion goes through.
     */
    async cancel(userId: string, now: Date, mail: SideEffect): Promise<boolean> {
      return db.transaction(async (tx) => {
        const cancelled = await tx
          .update(accountDeletion)
          .set({ cancelledAt: now })
          .where(
            and(
              eq(accountDeletion.userId, userId),
              open,
              or(isNull(accountDeletion.claimedUntil), lte(accountDeletion.claimedUntil, now)),
            ),
          )
          .returning({ id: accountDeletion.id });
        if (cancelled.length === 0) return false;
        await enqueueSideEffects(tx, [mail], now);
        return true;
      });
    },

    /**
     * Claims up to `limit` due requests for `DELETION_CLAIM_MS`, in the statement that picks them,
     * so two processes never carry out one deletion at once.
     */
    async claimDue(now: Date, limit: number) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const until = new Date(now.getTime() + DELETION_CLAIM_MS).toISOString();
      return executeRows<{ id: string; user_id: string }>(
        db,
        sql`update ${accountDeletion} set claimed_until = ${until}::timestamptz
          where id in (
            select id from ${accountDeletion}
            where due_at <= ${at} and cancelled_at is null and completed_at is null
              and (claimed_until is null or claimed_until <= ${at})
            order by due_at limit ${limit}
            for update skip locked)
          returning id, user_id`,
      );
    },

    /** The person's sessions still to come, as client and as trainer. */
    async futureBookings(userId: string, now: Date) {
      const live = and(
        inArray(booking.status, ['pending', 'confirmed']),
        gt(booking.startsAt, now),
      );
      const asClient = await db
        .select({ id: booking.id })
        .from(booking)
        .where(and(eq(booking.clientId, userId), live));
      const asTrainer = await db
        .select({ id: booking.id })
        .from(booking)
        .innerJoin(trainer, eq(trainer.id, booking.trainerId))
        .where(and(eq(trainer.userId, userId), live));
      return {
        asClient: asClient.map((row) => row.id),
        asTrainer: asTrainer.map((row) => row.id),
      };
    },

    /** Active packs bought by the person, or from the person as trainer. */
    async activePacks(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: sessionPack.id })
        .from(sessionPack)
        .innerJoin(trainer, eq(trainer.id, sessionPack.trainerId))
        .where(
          and(
            eq(sessionPack.status, 'active'),
            or(eq(sessionPack.clientId, userId), eq(trainer.userId, userId)),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Every file the person uploaded (photos, portfolio images, KYC documents). */
    async uploadedKeys(userId: string) {
      return db
        .select({
          id: uploadGrant.id,
          storageKey: uploadGrant.storageKey,
          fieldName: uploadGrant.fieldName,
        })
        .from(uploadGrant)
        .where(eq(uploadGrant.userId, userId));
    },

    /** Their copies of their data still in storage (docs/product/privacy.md#download-my-data). */
    async exportCopies(userId: string) {
      const rows = await db
        .select({ storageKey: dataExport.storageKey })
        .from(dataExport)
        .where(and(eq(dataExport.userId, userId), eq(dataExport.status, 'ready')));
      return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
    },

    /** Once their files are gone: the copies can no longer be downloaded. */
    async expireExportCopies(userId: string) {
      await db
        .update(dataExport)
        .set({ status: 'expired', storageKey: null })
        .where(and(eq(dataExport.userId, userId), eq(dataExport.status, 'ready')));
    },

    /** Ends their packs early, each in its own transaction, refunded as at expiry. */
    async endPacks(userId: string, now: Date) {
      for (const packId of await this.activePacks(userId)) {
        await db.transaction((tx) => endPack(tx, packId, now, options.publicUrl, true));
      }
    },

    /**
     * The last step, in one transaction: unless the request was cancelled meanwhile, the person
     * is anonymised, the request completed and the deletion written to the access log (no actor:
     * the person asked, the job did it).
     */
    async complete(deletionId: string, userId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: accountDeletion.id })
          .from(accountDeletion)
          .where(and(eq(accountDeletion.id, deletionId), open))
          .for('update');
        if (!row) return false;
        await anonymiseUserIn(tx, userId, now);
        await tx
          .update(accountDeletion)
          .set({ completedAt: now, claimedUntil: null })
          .where(eq(accountDeletion.id, deletionId));
        await recordPersonalDataAccess(tx, {
          actorId: null,
          subjectId: userId,
          action: 'account-deleted',
          at: now,
        });
        return true;
      });
    },
  };
}
export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
