import { clientName, toUserBooking } from '#server/features/bookings/user-booking.ts';
import { ratingOf } from '#server/features/discovery/trainer-card.ts';
import { badRequest, notFound } from '#server/http-error.ts';
import { paginate } from '#shared/discovery-types.ts';
import { IST_DAY_MS } from '#shared/ist.ts';
import { MESSAGES } from '#shared/messages.ts';
import {
  ACTIVE_CLIENT_DAYS,
  DASHBOARD_MESSAGES,
  type DashboardSummary,
  type EarningsPeriod,
  type SessionCounts,
  type TrainerClient,
  type TrainerSession,
} from '#shared/trainer-dashboard-api.ts';
import { earningsSummary, RECENT_TRANSACTIONS, toTransaction } from './earnings';
import { decodeHistoryCursor, encodeHistoryCursor } from './history-cursor';
import { istMonth } from './ist-month';
import type { SessionRow, TrainerDashboardRepository } from './trainer-dashboard.repository';

/** The signed-in user, with the trainer profile the auth plugin reads beside the session. */
interface SignedIn {
  id: string;
  trainerId: string | null;
}

type OwnTrainer = NonNullable<Awaited<ReturnType<TrainerDashboardRepository['findTrainerByUser']>>>;

const UPCOMING_WEEK_DAYS = 7;

/** The trainer's side of a session, with the same actions and links as everywhere else. */
function toSession(own: OwnTrainer, row: SessionRow, now: Date): TrainerSession {
  const { email, selectedFeedback, ratingSum, reviewCount, ...trainer } = own;
  return toUserBooking({ ...row, trainer, trainerEmail: email }, 'trainer', now);
}

export function createTrainerDashboardService(
  repository: TrainerDashboardRepository,
  now: () => Date,
) {
  /** The signed-in user's trainer profile id, read with their session. */
  function trainerOf(user: SignedIn) {
    if (!user.trainerId) throw notFound(MESSAGES.trainerNotFound);
    return user.trainerId;
  }

  async function ownTrainer(userId: string) {
    const own = await repository.findTrainerByUser(userId);
    if (!own) throw notFound(MESSAGES.trainerNotFound);
    return own;
  }

  const activeSince = (current: Date) =>
    new Date(current.getTime() - ACTIVE_CLIENT_DAYS * IST_DAY_MS);

  async function counts(own: OwnTrainer, current: Date) {
    return repository.sessionCounts(
      own.id,
      current,
      new Date(current.getTime() + UPCOMING_WEEK_DAYS * IST_DAY_MS),
      activeSince(current),
    );
  }

  return {
    async summary(userId: string): Promise<DashboardSummary> {
      const current = now();
      const own = await ownTrainer(userId);
      const found = await counts(own, current);
      return {
        totalRatings: own.reviewCount,
        averageRating: ratingOf(own),
        totalSessions: found.completed,
        activeClients: found.activeClients,
        upcomingSessions: found.upcoming,
        trainerCancellations: found.cancelledByTrainer,
      };
    },

    async upcoming(userId: string): Promise<{ data: TrainerSession[]; counts: SessionCounts }> {
      const current = now();
      const own = await ownTrainer(userId);
      const [rows, found] = await Promise.all([
        repository.upcoming(own.id, current),
        counts(own, current),
      ]);
      return {
        data: rows.map((row) => toSession(own, row, current)),
        counts: {
          upcomingWeek: found.upcomingWeek,
          completed: found.completed,
          pending: found.pending,
          cancelled: found.cancelled,
          cancelledByTrainer: found.cancelledByTrainer,
          onProfile: own.selectedFeedback.length,
        },
      };
    },

    async history(user: SignedIn, limit: number, before: string | undefined) {
      const position = before === undefined ? null : decodeHistoryCursor(before);
      const current = now();
      trainerOf(user);
      // One more than the page tells whether an older page exists.
      const rows = await repository.history(user.id, current, limit + 1, position);
      // The trainer's side comes with every row; only an empty page needs the profile read.
      const [first] = rows;
      const selectedFeedback = first
        ? first.selectedFeedback
        : (await ownTrainer(user.id)).selectedFeedback;
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        sessions: page.map((row) => toUserBooking(row, 'trainer', current)),
        nextCursor:
          rows.length > limit && last
            ? encodeHistoryCursor({ startsAt: last.booking.startsAt, id: last.booking.id })
            : null,
        selectedFeedback,
      };
    },

    /** Only the trainer's own reviewed sessions, each once, at most MAX_PROFILE_FEEDBACK. */
    async selectFeedback(userId: string, bookingIds: string[]) {
      const own = await ownTrainer(userId);
      const chosen = [...new Set(bookingIds)];
      const reviewed = new Set(await repository.reviewedBookings(own.id, chosen));
      if (chosen.some((id) => !reviewed.has(id))) {
        throw badRequest(DASHBOARD_MESSAGES.feedbackNotYours);
      }
      await repository.saveSelectedFeedback(own.id, chosen, now());
      return { selectedFeedback: chosen };
    },

    async clients(user: SignedIn, query: { q?: string; page: number; limit: number }) {
      const current = now();
      const found = await repository.clientsPage({
        trainerId: trainerOf(user),
        activeSince: activeSince(current),
        monthStart: istMonth(current).start,
        search: query.q || null,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      const data: TrainerClient[] = found.clients.map((row) => ({
        _id: row.id,
        name: clientName(row),
        email: row.email,
        phone: row.phone,
        joinDate: row.joinDate.toISOString(),
        totalSessions: row.totalSessions,
        lastSession: row.lastSession?.toISOString() ?? null,
        status: row.active ? 'active' : 'inactive',
      }));
      return {
        data,
        pagination: paginate(query.page, query.limit, found.matching),
        stats: found.stats,
      };
    },

    async earnings(user: SignedIn, period: EarningsPeriod) {
      const month = istMonth(now(), period === 'thisMonth' ? 0 : -1);
      const trainerId = trainerOf(user);
      const [groups, recent] = await Promise.all([
        repository.earningGroups(trainerId, month.start, month.end),
        repository.earningSessions(trainerId, month.start, month.end, RECENT_TRANSACTIONS),
      ]);
      return {
        period,
        from: month.from,
        to: month.to,
        summary: earningsSummary(groups),
        recentTransactions: recent.map((row) =>
          toTransaction({ ...row, client: clientName(row.client) }),
        ),
      };
    },
  };
}
export type TrainerDashboardService = ReturnType<typeof createTrainerDashboardService>;
