import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { booking, sessionPack, trainer, user } from '#server/db/schema.ts';
import { refundedPaiseOf } from './pack-postings.repository';

export type NewPack = Omit<typeof sessionPack.$inferInsert, 'id'>;

const packColumns = {
  pack: sessionPack,
  trainerName: trainer.name,
  trainerImage: trainer.profileImage,
  clientName: user.name,
};

export function createPacksRepository(db: Database) {
  const withParties = () =>
    db
      .select(packColumns)
      .from(sessionPack)
      .innerJoin(trainer, eq(trainer.id, sessionPack.trainerId))
      .innerJoin(user, eq(user.id, sessionPack.clientId))
      .$dynamic();

  /** The packs' sessions and refunds, for ClientPack. */
  async function details(packIds: string[]) {
    if (packIds.length === 0) return { bookings: [], refunded: new Map<string, number>() };
    const [bookings, refunded] = await Promise.all([
      db
        .select({
          id: booking.id,
          packId: booking.packId,
          date: booking.sessionDate,
          timeSlot: booking.timeSlot,
          status: booking.status,
          startsAt: booking.startsAt,
          cancelledAt: booking.cancelledAt,
          cancelledBy: booking.cancelledBy,
        })
        .from(booking)
        .where(inArray(booking.packId, packIds))
        .orderBy(booking.startsAt),
      refundedPaiseOf(db, packIds),
    ]);
    return { bookings, refunded };
  }

  return {
    async findTrainer(trainerId: string) {
      const [row] = await db
        .select({
          id: trainer.id,
          userId: trainer.userId,
          published: trainer.published,
          services: trainer.services,
        })
        .from(trainer)
        .where(eq(trainer.id, trainerId));
      return row ?? null;
    },

    /** The client's packs awaiting payment still inside their minutes. */
    async livePending(clientId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(sessionPack)
        .where(
          and(
            eq(sessionPack.clientId, clientId),
            eq(sessionPack.status, 'pending'),
            gt(sessionPack.holdExpiresAt, now),
          ),
        );
      return row?.count ?? 0;
    },

    async insert(values: NewPack): Promise<string> {
      const id = randomUUID();
      await db.insert(sessionPack).values({ ...values, id });
      return id;
    },

    async find(id: string) {
      const [row] = await withParties().where(eq(sessionPack.id, id));
      if (!row) return null;
      return { row, ...(await details([id])) };
    },

    async ofClient(clientId: string) {
      const rows = await withParties()
        .where(eq(sessionPack.clientId, clientId))
        .orderBy(desc(sessionPack.createdAt), desc(sessionPack.id))
        .limit(100);
      return { rows, ...(await details(rows.map((row) => row.pack.id))) };
    },

    /** Packs the client may spend now on this trainer's service: paid, unexpired, credits left. */
    async usable(clientId: string, trainerId: string, service: string, now: Date) {
      const rows = await withParties()
        .where(
          and(
            eq(sessionPack.clientId, clientId),
            eq(sessionPack.trainerId, trainerId),
            sql`${sessionPack.service} = ${service}`,
            eq(sessionPack.status, 'active'),
            gt(sessionPack.expiresAt, now),
            gt(sessionPack.creditsLeft, 0),
          ),
        )
        .orderBy(sessionPack.expiresAt, sessionPack.id);
      return { rows, ...(await details(rows.map((row) => row.pack.id))) };
    },

    /** The packs a trainer sold (paid ones), newest first. */
    async soldBy(trainerUserId: string, limit: number) {
      const rows = await withParties()
        .where(and(eq(trainer.userId, trainerUserId), isNotNull(sessionPack.paidAt)))
        .orderBy(desc(sessionPack.paidAt), desc(sessionPack.id))
        .limit(limit);
      return { rows, ...(await details(rows.map((row) => row.pack.id))) };
    },

    /** A trainer's pack sales and the credits their clients hold unused. */
    async totals(trainerUserId: string, now: Date) {
      const [row] = await db
        .select({
          packsSold: sql<number>`count(*)::int`,
          salesPaise: sql<number>`coalesce(sum(${sessionPack.pricePaise}), 0)::int`,
          creditsOutstanding: sql<number>`coalesce(sum(${sessionPack.creditsLeft}) filter (where ${sessionPack.status} = 'active' and ${sessionPack.expiresAt} > ${now.toISOString()}::timestamptz), 0)::int`,
          outstandingPaise: sql<number>`coalesce(sum(${sessionPack.creditsLeft} * ${sessionPack.sessionPricePaise}) filter (where ${sessionPack.status} = 'active' and ${sessionPack.expiresAt} > ${now.toISOString()}::timestamptz), 0)::int`,
        })
        .from(sessionPack)
        .innerJoin(trainer, eq(trainer.id, sessionPack.trainerId))
        .where(
          and(
            eq(trainer.userId, trainerUserId),
            eq(sessionPack.kind, 'pack'),
            isNotNull(sessionPack.paidAt),
          ),
        );
      return row ?? { packsSold: 0, salesPaise: 0, creditsOutstanding: 0, outstandingPaise: 0 };
    },
  };
}
export type PacksRepository = ReturnType<typeof createPacksRepository>;
export type PackWithParties = Awaited<ReturnType<PacksRepository['ofClient']>>['rows'][number];
export type PackDetails = Awaited<ReturnType<PacksRepository['ofClient']>>;
