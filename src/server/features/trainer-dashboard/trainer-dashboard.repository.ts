import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { bookingTrainerColumns, paymentAndReviewColumns } from '#server/db/booking-extras.ts';
import { bookingMoveColumns } from '#server/db/booking-move-columns.ts';
import type { Database } from '#server/db/client.ts';
import { executeRows } from '#server/db/rows.ts';
import {
  booking,
  payment,
  payout,
  payoutBooking,
  review,
  trainer,
  trainerClient,
  user,
} from '#server/db/schema.ts';
import { present } from '#shared/present.ts';
import type { HistoryPosition } from './history-cursor';

/** A booking that is, or was, a session: paid for, whether it took place or not. */
const takesPlace = inArray(booking.status, ['confirmed', 'completed']);
/**
 * A session that was cancelled. Payment clears a booking's hold deadline, so a cancelled
 * booking that still has one was an unpaid hold given up, not a session.
 */
const cancelledSession = and(eq(booking.status, 'cancelled'), isNull(booking.holdExpiresAt));

const iso = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
/** A value given when a prepared statement runs; instants are sent as ISO strings. */
const param = (name: string) => sql.placeholder(name);
const instantParam = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;
const trainerParam = eq(booking.trainerId, param('trainerId'));
const trainerUser = alias(user, 'trainer_user');

/** The trainer's sessions that count for a period's earnings: taking place in [from, to). */
const inPeriod = (from: SQL, to: SQL) =>
  and(trainerParam, takesPlace, gte(booking.startsAt, from), lt(booking.startsAt, to));
const counted = (condition: ReturnType<typeof and>) =>
  sql<number>`(count(*) filter (where ${condition}))::int`;

const clientColumns = {
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  name: user.name,
  email: user.email,
};

interface ClientPageStats {
  total: number;
  active_count: number;
  new_this_month: number;
  repeat_count: number;
  matching: number;
}

interface ClientOnPage {
  client_id: string;
  join_date: Date | string;
  total_sessions: number;
  last_session: Date | string | null;
  active: boolean;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  phone: string | null;
}

/** The stats, beside a client of the page, or beside nulls when the page is empty. */
type ClientPageRow = ClientPageStats & (ClientOnPage | { [Column in keyof ClientOnPage]: null });

export function createTrainerDashboardRepository(db: Database) {
  // The reads of every dashboard request are prepared once: building a query again for every
  // request costs about as much as running it (see auth/sessions.repository.ts).
  /** Sessions with what their views need beside the trainer: client, payment, review. */
  const sessionQuery = () =>
    db
      .select({
        booking,
        client: clientColumns,
        ...paymentAndReviewColumns,
        moves: bookingMoveColumns,
      })
      .from(booking)
      .innerJoin(user, eq(user.id, booking.clientId))
      .leftJoin(payment, eq(payment.bookingId, booking.id))
      .leftJoin(review, eq(review.bookingId, booking.id))
      .$dynamic();

  const trainerByUser = db
    .select({
      ...bookingTrainerColumns,
      email: user.email,
      selectedFeedback: trainer.selectedFeedback,
      ratingSum: trainer.ratingSum,
      reviewCount: trainer.reviewCount,
    })
    .from(trainer)
    .innerJoin(user, eq(user.id, trainer.userId))
    .where(eq(trainer.userId, param('userId')))
    .limit(1)
    .prepare('dashboard_trainer_by_user');

  const now = instantParam('now');
  const countsOfTrainer = db
    .select({
      completed: counted(eq(booking.status, 'completed')),
      upcoming: counted(and(eq(booking.status, 'confirmed'), gt(booking.startsAt, now))),
      upcomingWeek: counted(
        and(
          eq(booking.status, 'confirmed'),
          gt(booking.startsAt, now),
          lt(booking.startsAt, instantParam('weekEnd')),
        ),
      ),
      pending: counted(and(eq(booking.status, 'confirmed'), lte(booking.startsAt, now))),
      cancelled: counted(cancelledSession),
      cancelledByTrainer: counted(and(cancelledSession, eq(booking.cancelledBy, 'trainer'))),
      activeClients: sql<number>`(count(distinct ${booking.clientId}) filter (where ${and(
        takesPlace,
        gte(booking.startsAt, instantParam('activeSince')),
      )}))::int`,
    })
    .from(booking)
    .where(trainerParam)
    .prepare('dashboard_session_counts');

  const upcomingOfTrainer = sessionQuery()
    .where(and(trainerParam, eq(booking.status, 'confirmed'), gt(booking.startsAt, now)))
    .orderBy(asc(booking.startsAt), asc(booking.id))
    .prepare('dashboard_upcoming');

  // The trainer's side is read beside each row: the same columns as findTrainerByUser. The
  // trainer is found by user through a subquery: with `trainer_id = $1` PostgreSQL kept
  // planning each run anew (about 1 ms), its generic plan priced for an average trainer.
  const ofUser = sql`(select ${trainer.id} from ${trainer} where ${trainer.userId} = ${param('userId')})`;
  const history = (after: boolean) =>
    db
      .select({
        booking,
        client: clientColumns,
        ...paymentAndReviewColumns,
        moves: bookingMoveColumns,
        trainer: bookingTrainerColumns,
        trainerEmail: trainerUser.email,
        selectedFeedback: trainer.selectedFeedback,
      })
      .from(booking)
      .innerJoin(user, eq(user.id, booking.clientId))
      .leftJoin(payment, eq(payment.bookingId, booking.id))
      .leftJoin(review, eq(review.bookingId, booking.id))
      .innerJoin(trainer, eq(trainer.id, booking.trainerId))
      .innerJoin(trainerUser, eq(trainerUser.id, trainer.userId))
      .where(
        and(
          eq(booking.trainerId, ofUser),
          or(and(takesPlace, lte(booking.startsAt, now)), cancelledSession),
          after
            ? sql`(${booking.startsAt}, ${booking.id}) < (${instantParam('beforeStartsAt')}, ${param('beforeId')})`
            : undefined,
        ),
      )
      .orderBy(desc(booking.startsAt), desc(booking.id))
      .limit(param('limit'));
  const historyFirst = history(false).prepare('dashboard_history_first');
  const historyAfter = history(true).prepare('dashboard_history_after');

  const earningSessions = db
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
    .where(inPeriod(instantParam('from'), instantParam('to')))
    .orderBy(desc(booking.startsAt), desc(booking.id))
    .limit(param('limit'))
    .prepare('dashboard_earning_sessions');

  // Built once but unnamed, so PostgreSQL plans it for each run's values: its generic plan
  // guesses one session a period and joins the payouts row by row, four times slower than the
  // hash join it plans for the real values.
  const earningGroups = db
    .select({
      service: booking.service,
      status: booking.status,
      pricePaise: booking.pricePaise,
      payoutStatus: payout.status,
      sessions: sql<number>`count(*)`.mapWith(Number),
      totalPaise: sql<number>`sum(${booking.totalPaise})`.mapWith(Number),
    })
    .from(booking)
    .leftJoin(payoutBooking, eq(payoutBooking.bookingId, booking.id))
    .leftJoin(payout, eq(payout.id, payoutBooking.payoutId))
    .where(inPeriod(instantParam('from'), instantParam('to')))
    .groupBy(booking.service, booking.status, booking.pricePaise, payout.status)
    .prepare(undefined as unknown as string);

  return {
    /** The trainer profile of a user, with what every booking view shows of it. */
    async findTrainerByUser(userId: string) {
      const [row] = await trainerByUser.execute({ userId });
      return row ?? null;
    },

    /** Every count the overview and the sessions tab show, in one pass over the bookings. */
    async sessionCounts(trainerId: string, at: Date, weekEnd: Date, activeSince: Date) {
      const [row] = await countsOfTrainer.execute({
        trainerId,
        now: at.toISOString(),
        weekEnd: weekEnd.toISOString(),
        activeSince: activeSince.toISOString(),
      });
      return present(row, 'the session counts');
    },

    /** Confirmed sessions that have not started, soonest first (the booking window bounds them). */
    async upcoming(trainerId: string, at: Date) {
      return upcomingOfTrainer.execute({ trainerId, now: at.toISOString() });
    },

    /**
     * The user's trainer's sessions that started or were cancelled, newest first, after
     * `before` when given, each with the trainer's side as findTrainerByUser reads it.
     */
    async history(userId: string, at: Date, limit: number, before: HistoryPosition | null) {
      const values = { userId, now: at.toISOString(), limit };
      return before
        ? historyAfter.execute({
            ...values,
            beforeStartsAt: before.startsAt.toISOString(),
            beforeId: before.id,
          })
        : historyFirst.execute(values);
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
     * One page of the clients with a session of the trainer (cancelled ones too) matching
     * `search` on name or e-mail, the most recent session first, with the stats over all of
     * them, from the trainer_client rows the booking trigger keeps. A client is active with a
     * session from `activeSince` on, past or upcoming (their last session is that recent), and
     * new with a first booking from `monthStart` on.
     */
    async clientsPage(query: {
      trainerId: string;
      activeSince: Date;
      monthStart: Date;
      search: string | null;
      offset: number;
      limit: number;
    }) {
      const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : null;
      const ofTrainer = sql`${trainerClient.trainerId} = ${query.trainerId} and ${trainerClient.sessionCount} > 0`;
      // Without a search no client's name is read but the page's, and every client matches.
      const matching = pattern
        ? sql`select tc.* from ${trainerClient} tc join ${user} u on u.id = tc.client_id
            where tc.trainer_id = ${query.trainerId} and tc.session_count > 0
              and ((u.first_name || ' ' || u.last_name) ilike ${pattern} or u.name ilike ${pattern}
                or u.email ilike ${pattern})`
        : sql`select * from ${trainerClient} where ${ofTrainer}`;
      const pageOrder = sql`last_session desc nulls last, client_id`;
      const rows = await executeRows<ClientPageRow>(
        db,
        sql`with matching as (${matching}),
        stats as (
          select count(*)::int as total,
            (count(*) filter (where ${trainerClient.lastSession} >= ${iso(query.activeSince)}))::int as active_count,
            (count(*) filter (where ${trainerClient.joinDate} >= ${iso(query.monthStart)}))::int as new_this_month,
            (count(*) filter (where ${trainerClient.totalSessions} >= 2))::int as repeat_count
          from ${trainerClient} where ${ofTrainer}
        )
        select stats.*, ${pattern ? sql`(select count(*) from matching)::int` : sql`stats.total`} as matching,
          page.* from stats left join lateral (
          select p.client_id, p.join_date, p.total_sessions, p.last_session,
            coalesce(p.last_session >= ${iso(query.activeSince)}, false) as active,
            u.first_name, u.last_name, u.name, u.email, u.phone
          from (select * from matching order by ${pageOrder} limit ${query.limit} offset ${query.offset}) p
          join ${user} u on u.id = p.client_id
          order by ${pageOrder}
        ) page on true`,
      );
      const [first] = rows;
      return {
        stats: {
          total: first?.total ?? 0,
          active: first?.active_count ?? 0,
          newThisMonth: first?.new_this_month ?? 0,
          repeat: first?.repeat_count ?? 0,
        },
        matching: first?.matching ?? 0,
        clients: rows
          .filter((row): row is ClientPageStats & ClientOnPage => row.client_id !== null)
          .map((row) => ({
            id: row.client_id,
            firstName: row.first_name,
            lastName: row.last_name,
            name: row.name,
            email: row.email,
            phone: row.phone,
            joinDate: new Date(row.join_date),
            totalSessions: row.total_sessions,
            lastSession: row.last_session === null ? null : new Date(row.last_session),
            active: row.active,
          })),
      };
    },

    /**
     * The period's confirmed and completed sessions in groups that share what the money
     * depends on (service, price, status, payout state), so the fee rule stays in one place.
     */
    async earningGroups(trainerId: string, from: Date, to: Date) {
      return earningGroups.execute({ trainerId, from: from.toISOString(), to: to.toISOString() });
    },

    /** The period's newest `limit` sessions, with their client and payout state. */
    async earningSessions(trainerId: string, from: Date, to: Date, limit: number) {
      return earningSessions.execute({
        trainerId,
        from: from.toISOString(),
        to: to.toISOString(),
        limit,
      });
    },
  };
}
export type TrainerDashboardRepository = ReturnType<typeof createTrainerDashboardRepository>;
export type SessionRow = Awaited<ReturnType<TrainerDashboardRepository['upcoming']>>[number];
