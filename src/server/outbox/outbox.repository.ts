import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
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
  tx: Database,
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

    async markDelivered(id: string, now: Date, followUps: readonly SideEffect[]) {
      await db.transaction(async (tx) => {
        await enqueueSideEffects(tx as unknown as Database, followUps, now);
        await tx
          .update(outboxEvent)
          .set({ deliveredAt: now, claimedUntil: null })
          .where(eq(outboxEvent.id, id));
      });
    },

    async markFailed(id: string, error: string, retryAt: Date) {
      await db
        .update(outboxEvent)
        .set({ lastError: error, nextAttemptAt: retryAt, claimedUntil: null })
        .where(eq(outboxEvent.id, id));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
