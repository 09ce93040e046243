import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  booking,
  payment,
  payout,
  payoutBooking,
  review,
  trainer,
  user,
} from '#server/db/schema.ts';
import type { HistoryPosition } from './history-cursor';

/** A booking that is, or was, a session: paid for, whether it took place or not. */
const takesPlace = inArray(booking.status, ['confirmed', 'completed']);
/**
 * A session that was cancelled. Payment clears a booking's hold deadline, so a cancelled
 * booking that still has one was an unpaid hold given up, not a session.
 */
const cancelledSession = and(eq(booking.status, 'cancelled'), isNull(booking.holdExpiresAt));
const isSession = or(takesPlace, cancelledSession);

const iso = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const counted = (condition: ReturnType<typeof and>) =>
  sql<number>`(count(*) filter (where ${condition}))::int`;

const clientColumns = {
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  name: user.name,
  email: user.email,
};

export function createTrainerDashboardRepository(db: Database) {
  /** Sessions with what their views need beside the trainer: client, payment, review. */
  const sessionQuery = () =>
    db
      .select({
        booking,
        client: clientColumns,
        payment: {
          status: payment.status,
          method: payment.method,
          refundStatus: payment.refundStatus,
        },
        review: { rating: review.rating, comment: review.comment, review: review.review },
      })
      .from(booking)
      .innerJoin(user, eq(user.id, booking.clientId))
      .leftJoin(payment, eq(payment.bookingId, booking.id))
      .leftJoin(review, eq(review.bookingId, booking.id))
      .$dynamic();

  /**
   * Per client of the trainer: first booking, sessions taking place, the latest one's start,
   * and whether one of them starts from `activeSince` on (past or upcoming: active).
   */
  const sessionsPerClient = (trainerId: string, activeSince: Date) =>
    db.$with('per_client').as(
      db
        .select({
          clientId: booking.clientId,
          joinDate: sql<Date>`min(${booking.createdAt})`.as('join_date'),
          totalSessions: sql<number>`(count(*) filter (where ${takesPlace}))::int`.as(
            'total_sessions',
          ),
          lastSession: sql<Date | null>`max(${booking.startsAt}) filter (where ${takesPlace})`.as(
            'last_session',
          ),
          active: sql<boolean>`coalesce(bool_or(${and(
            takesPlace,
            gte(booking.startsAt, activeSince),
          )}), false)`.as('active'),
        })
        .from(booking)
        .where(and(eq(booking.trainerId, trainerId), isSession))
        .groupBy(booking.clientId),
    );

  return {
    /** The trainer profile of a user, with what every booking view shows of it. */
    async findTrainerByUser(userId: string) {
      const [row] = await db
        .select({
          id: trainer.id,
          userId: trainer.userId,
          name: trainer.name,
          title: trainer.title,
          phone: trainer.phone,
          specializations: trainer.specializations,
          profileImage: trainer.profileImage,
          bio: trainer.bio,
          gymName: trainer.gymName,
          gymAddress: trainer.gymAddress,
          email: user.email,
          selectedFeedback: trainer.selectedFeedback,
          ratingSum: trainer.ratingSum,
          reviewCount: trainer.reviewCount,
        })
        .from(trainer)
        .innerJoin(user, eq(user.id, trainer.userId))
        .where(eq(trainer.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** Every count the overview and the sessions tab show, in one pass over the bookings. */
    async sessionCounts(trainerId: string, now: Date, weekEnd: Date, activeSince: Date) {
      const [row] = await db
        .select({
          completed: counted(eq(booking.status, 'completed')),
          upcoming: counted(and(eq(booking.status, 'confirmed'), gt(booking.startsAt, now))),
          upcomingWeek: counted(
            and(
              eq(booking.status, 'confirmed'),
              gt(booking.startsAt, now),
              lt(booking.startsAt, weekEnd),
            ),
          ),
          pending: counted(and(eq(booking.status, 'confirmed'), lte(booking.startsAt, now))),
          cancelled: counted(cancelledSession),
          cancelledByTrainer: counted(and(cancelledSession, eq(booking.cancelledBy, 'trainer'))),
          activeClients: sql<number>`(count(distinct ${booking.clientId}) filter (where ${and(
            takesPlace,
            gte(booking.startsAt, activeSince),
          )}))::int`,
        })
        .from(booking)
        .where(eq(booking.trainerId, trainerId));
      return row!;
    },

    /** Confirmed sessions that have not started, soonest first (the booking window bounds them). */
    async upcoming(trainerId: string, now: Date) {
      return sessionQuery()
        .where(
          and(
            eq(booking.trainerId, trainerId),
            eq(booking.status, 'confirmed'),
            gt(booking.startsAt, now),
          ),
        )
        .orderBy(asc(booking.startsAt), asc(booking.id));
    },

    /** Sessions that started or were cancelled, newest first, after `before` when given. */
    async history(trainerId: string, now: Date, limit: number, before: HistoryPosition | null) {
      return sessionQuery()
        .where(
          and(
            eq(booking.trainerId, trainerId),
            or(and(takesPlace, lte(booking.startsAt, now)), cancelledSession),
            before
              ? sql`(${booking.startsAt}, ${booking.id}) < (${iso(before.startsAt)}, ${before.id})`
              : undefined,
          ),
        )
        .orderBy(desc(booking.startsAt), desc(booking.id))
        .limit(limit);
    },

    /** The ids among `bookingIds` that are the trainer's own reviewed sessions. */
    async reviewedBookings(trainerId: string, bookingIds: string[]) {
      if (bookingIds.length === 0) return [];
      const rows = await db
        .select({ bookingId: review.bookingId })
        .from(review)
        .innerJoin(booking, eq(booking.id, review.bookingId))
        .where(and(eq(booking.trainerId, trainerId), inArray(review.bookingId, bookingIds)));
      return rows.map((row) => row.bookingId);
    },

    async saveSelectedFeedback(trainerId: string, bookingIds: string[], now: Date) {
      await db
        .update(trainer)
        .set({ selectedFeedback: bookingIds, updatedAt: now })
        .where(eq(trainer.id, trainerId));
    },

    /**
     * Each client with a session of the trainer (cancelled ones too), matching `search` on
     * name or e-mail when given, the most recent session first. `activeSince`: a session from
     * then on, past or upcoming, makes the client active.
     */
    /**
     * Each client with a session of the trainer (cancelled ones too), matching `search` on
     * name or e-mail when given, the most recent session first.
     */
    async clients(trainerId: string, activeSince: Date, search: string | null) {
      const perClient = sessionsPerClient(trainerId, activeSince);
      const pattern = search ? `%${search.replace(/[\\%_]/g, '\\$&')}%` : null;
      const rows = await db
        .with(perClient)
        .select({
          id: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          name: user.name,
          email: user.email,
          phone: user.phone,
          joinDate: perClient.joinDate,
          totalSessions: perClient.totalSessions,
          lastSession: perClient.lastSession,
          active: perClient.active,
        })
        .from(perClient)
        .innerJoin(user, eq(user.id, perClient.clientId))
        .where(
          pattern
            ? sql`((${user.firstName} || ' ' || ${user.lastName}) ilike ${pattern} or ${user.name} ilike ${pattern} or ${user.email} ilike ${pattern})`
            : undefined,
        )
        .orderBy(sql`${perClient.lastSession} desc nulls last`, asc(user.id));
      // Aggregates read through a CTE come back as the driver gives them.
      return rows.map((row) => ({
        ...row,
        joinDate: new Date(row.joinDate),
        lastSession: row.lastSession === null ? null : new Date(row.lastSession),
      }));
    },

    /** The stats over all the trainer's clients, whatever a search shows. */
    async clientStats(trainerId: string, activeSince: Date, monthStart: Date) {
      const perClient = sessionsPerClient(trainerId, activeSince);
      const [row] = await db
        .with(perClient)
        .select({
          total: sql<number>`count(*)::int`,
          active: sql<number>`(count(*) filter (where ${perClient.active}))::int`,
          newThisMonth: sql<number>`(count(*) filter (where ${perClient.joinDate} >= ${iso(monthStart)}))::int`,
          repeat: sql<number>`(count(*) filter (where ${perClient.totalSessions} >= 2))::int`,
        })
        .from(perClient);
      return row!;
    },

    /** Confirmed and completed sessions starting in [from, to), newest first, with their payout. */
    async earningSessions(trainerId: string, from: Date, to: Date) {
      return db
        .select({
          id: booking.id,
          service: booking.service,
          status: booking.status,
          pricePaise: booking.pricePaise,
          totalPaise: booking.totalPaise,
          startsAt: booking.startsAt,
          client: clientColumns,
          payoutStatus: payout.status,
        })
        .from(booking)
        .innerJoin(user, eq(user.id, booking.clientId))
        .leftJoin(payoutBooking, eq(payoutBooking.bookingId, booking.id))
        .leftJoin(payout, eq(payout.id, payoutBooking.payoutId))
        .where(
          and(
            eq(booking.trainerId, trainerId),
            takesPlace,
            gte(booking.startsAt, from),
            lt(booking.startsAt, to),
          ),
        )
        .orderBy(desc(booking.startsAt), desc(booking.id));
    },
  };
}
export type TrainerDashboardRepository = ReturnType<typeof createTrainerDashboardRepository>;
export type SessionRow = Awaited<ReturnType<TrainerDashboardRepository['upcoming']>>[number];
