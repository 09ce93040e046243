import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { heldStarts } from '#server/db/held-starts.ts';
import { violatedCheck } from '#server/db/pg-errors.ts';
import { sessionPack } from '#server/db/schema.ts';
import { insertIfSlotFree } from '#server/db/slot-insert.ts';
import { lockTrainerBookings } from '#server/db/trainer-lock.ts';
import {
  bookWithCredit,
  createSeriesPack,
} from '#server/features/packs/pack-credits.repository.ts';
import type { HoldLimit } from '#shared/booking-status.ts';
import type { ServiceKey } from '#shared/catalog.ts';
import type { FeeRates } from '#shared/fees.ts';
import { HOLD_LIMIT_RULES, type NewHold } from './bookings.repository';

/** A weekly repeat's held sessions: the series pack paying for them, and the slots lost meanwhile. */
export type SeriesHoldOutcome =
  | { kind: 'held'; packId: string; taken: NewHold[] }
  | { kind: 'all-taken' }
  | { kind: 'limit'; limit: HoldLimit };

/** The slot of a session is held by an active booking of its trainer (under the trainer's lock). */
const isHeld = (held: readonly { startsAt: Date }[], session: NewHold) =>
  held.some((row) => row.startsAt.getTime() === session.startsAt.getTime());

export function createWeeklyRepeatRepository(db: Database, fees: FeeRates) {
  return {
    /** The client's packs of this trainer and service that can pay a session now. */
    async usablePacks(clientId: string, trainerId: string, service: ServiceKey, now: Date) {
      const rows = await db
        .select({
          id: sessionPack.id,
          creditsLeft: sessionPack.creditsLeft,
          expiresAt: sessionPack.expiresAt,
        })
        .from(sessionPack)
        .where(
          and(
            eq(sessionPack.clientId, clientId),
            eq(sessionPack.trainerId, trainerId),
            eq(sessionPack.service, service),
            eq(sessionPack.status, 'active'),
            gt(sessionPack.expiresAt, now),
            gt(sessionPack.creditsLeft, 0),
          ),
        )
        .orderBy(sessionPack.expiresAt, desc(sessionPack.creditsLeft));
      return rows.map((row) => ({ ...row, expiresAt: row.expiresAt?.toISOString() ?? null }));
    },

    /**
     * One session confirmed with one credit of the pack, in a transaction of its own: a slot or
     * a credit lost to someone else leaves the sessions booked before it in place.
     */
    async bookWithCredit(values: NewHold & { packId: string; seriesId: string }, now: Date) {
      return db.transaction((tx) => bookWithCredit(tx, values, now));
    },

    /**
     * The series pack and one pending hold per free session, all in one transaction under the
     * trainer's lock: the sessions found free are still free when inserted, and the pack is for
     * exactly them. Migration 0025's trigger counts the series as one hold against HOLD_LIMITS.
     */
    async holdSeries(
      sessions: readonly (NewHold & { seriesId: string })[],
      now: Date,
    ): Promise<SeriesHoldOutcome> {
      const [first] = sessions;
      if (!first) return { kind: 'all-taken' };
      try {
        return await db.transaction(async (tx) => {
          await lockTrainerBookings(tx, first.trainerId);
          const starts = sessions.map((session) => session.startsAt.getTime());
          const held = await heldStarts(
            tx,
            [first.trainerId],
            new Date(Math.min(...starts)),
            new Date(Math.max(...starts) + 1),
            now,
          );
          const free = sessions.filter((session) => !isHeld(held, session));
          if (free.length === 0) return { kind: 'all-taken' as const };
          const { packId } = await createSeriesPack(tx, {
            clientId: first.clientId,
            trainerId: first.trainerId,
            service: first.service,
            sessions: free.length,
            now,
            fees,
          });
          for (const session of free) {
            const id = await insertIfSlotFree(tx, { ...session, packId, status: 'pending' }, now);
            // Under the lock a free slot stays free; if not, nothing of the repeat is kept.
            if (!id) throw new Error(`slot ${session.startsAt.toISOString()} taken under the lock`);
          }
          return {
            kind: 'held' as const,
            packId,
            taken: sessions.filter((session) => isHeld(held, session)),
          };
        });
      } catch (error) {
        const limit = HOLD_LIMIT_RULES[violatedCheck(error) ?? ''];
        if (limit) return { kind: 'limit', limit };
        throw error;
      }
    },
  };
}
export type WeeklyRepeatRepository = ReturnType<typeof createWeeklyRepeatRepository>;
