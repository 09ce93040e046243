import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { deleteOlderThan } from '#server/db/delete-older-than.ts';
import type { Executor } from '#server/db/executor.ts';
import { outboxEvent } from '#server/db/schema.ts';
import type { SideEffect } from './side-effect';

export interface ClaimedEvent {
  id: string;
  effect: SideEffect;
  /** Attempts so far, this one included. */
  attempts: number;
}

/** Stores side effects in the caller's transaction, so they exist exactly when its change does. */
export async function enqueueSideEffects(
  tx: Executor,
  effects: readonly SideEffect[],
  now: Date,
): Promise<void> {
  if (effects.length === 0) return;
  await tx.insert(outboxEvent).values(
    effects.map((effect) => ({
      id: randomUUID(),
      kind: effect.kind,
      payload: effect,
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
}

const stillClaimed = (event: Pick<ClaimedEvent, 'id' | 'attempts'>) =>
  and(
    eq(outboxEvent.id, event.id),
    eq(outboxEvent.attempts, event.attempts),
    isNull(outboxEvent.deliveredAt),
  );

/**
 * Deletes up to `limit` events delivered before `before`; how many it deleted. Undelivered
 * events, abandoned ones included, are kept whatever their age.
 */
export const pruneDeliveredEvents = (db: Database, before: Date, limit: number) =>
  deleteOlderThan(
    db,
    outboxEvent,
    { id: outboxEvent.id, at: outboxEvent.deliveredAt },
    before,
    limit,
  );

export function createOutboxRepository(db: Database) {
  return {
    enqueue: (effects: readonly SideEffect[], now: Date) => enqueueSideEffects(db, effects, now),

    /**
     * Claims the next due event until `now + leaseMs`, counting the attempt. SKIP LOCKED lets
     * processes claiming at the same moment pass over each other's row instead of waiting for it
     * and then taking it again; the lease keeps it theirs while they call the outside service.
     */
    async claimNext(now: Date, leaseMs: number, maxAttempts: number): Promise<ClaimedEvent | null> {
      const due = db
        .select({ id: outboxEvent.id })
        .from(outboxEvent)
        .where(
          and(
            isNull(outboxEvent.deliveredAt),
            lte(outboxEvent.nextAttemptAt, now),
            lt(outboxEvent.attempts, maxAttempts),
            or(isNull(outboxEvent.claimedUntil), lte(outboxEvent.claimedUntil, now)),
          ),
        )
        .orderBy(asc(outboxEvent.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [claimed] = await db
        .update(outboxEvent)
        .set({
          attempts: sql`${outboxEvent.attempts} + 1`,
          claimedUntil: new Date(now.getTime() + leaseMs),
        })
        .where(inArray(outboxEvent.id, due))
        .returning({
          id: outboxEvent.id,
          payload: outboxEvent.payload,
          attempts: outboxEvent.attempts,
        });
      return claimed
        ? { id: claimed.id, effect: claimed.payload as SideEffect, attempts: claimed.attempts }
        : null;
    },

    /**
     * Records a delivery and stores its follow-ups, only while the claim is still the
     * deliverer's: the attempt number it claimed is the fencing token, since every later claim
     * counts one more. False when another deliverer claimed the event after this lease lapsed
     * (its own acknowledgement then decides, so follow-ups are stored once).
     */
    async markDelivered(
      event: Pick<ClaimedEvent, 'id' | 'attempts'>,
      now: Date,
      followUps: readonly SideEffect[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const acknowledged = await tx
          .update(outboxEvent)
          .set({ deliveredAt: now, claimedUntil: null })
          .where(stillClaimed(event))
          .returning({ id: outboxEvent.id });
        if (acknowledged.length === 0) return false;
        await enqueueSideEffects(tx, followUps, now);
        return true;
      });
    },

    /** Events that used their every attempt, oldest first, and how many there are. */
    async givenUp(maxAttempts: number, offset: number, limit: number) {
      const gaveUp = and(isNull(outboxEvent.deliveredAt), gte(outboxEvent.attempts, maxAttempts));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(outboxEvent)
          .where(gaveUp)
          .orderBy(asc(outboxEvent.createdAt), asc(outboxEvent.id))
          .limit(limit)
          .offset(offset),
        db.select({ count: count() }).from(outboxEvent).where(gaveUp),
      ]);
      return {
        events: rows.map((row) => ({ ...row, effect: row.payload as SideEffect })),
        totalCount: total?.count ?? 0,
      };
    },

    /**
     * Gives an event that gave up its attempts again, due now; false when there is no such
     * event (unknown, delivered, or still being tried).
     */
    async retryGivenUp(id: string, maxAttempts: number, now: Date): Promise<boolean> {
      const retried = await db
        .update(outboxEvent)
        .set({ attempts: 0, nextAttemptAt: now, claimedUntil: null })
        .where(
          and(
            eq(outboxEvent.id, id),
            isNull(outboxEvent.deliveredAt),
            gte(outboxEvent.attempts, maxAttempts),
          ),
        )
        .returning({ id: outboxEvent.id });
      return retried.length > 0;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: outboxEvent.id })
        .from(outboxEvent)
        .where(eq(outboxEvent.id, id));
      return !!row;
    },

    /** Records a failed attempt, under the same fencing as markDelivered. */
    async markFailed(
      event: Pick<ClaimedEvent, 'id' | 'attempts'>,
      error: string,
      retryAt: Date,
    ): Promise<boolean> {
      const recorded = await db
        .update(outboxEvent)
        .set({ lastError: error, nextAttemptAt: retryAt, claimedUntil: null })
        .where(stillClaimed(event))
        .returning({ id: outboxEvent.id });
      return recorded.length > 0;
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
