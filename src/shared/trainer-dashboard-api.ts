import { z } from 'zod';
import { userBookingSchema } from './booking-schemas';
import { SERVICE_KEYS } from './catalog';
import { catalogue } from './catalogue';
import { paginationSchema } from './discovery-types';
import { MESSAGES } from './messages';
import { pageQueryFields } from './page-query';
import { strictObject } from './strict-object';

/**
 * Request and response shapes of the trainer dashboard (docs/product/trainer-dashboard.md), used by
 * both sides. Money is integer paise; the screen formats rupees.
 */

export const DASHBOARD_TABS = [
  'overview',
  'sessions',
  'clients',
  'earnings',
  'availability',
  'kyc',
  'terms',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/**
 * At most this many reviewed sessions appear on the public profile
 * (docs/product/trainer-dashboard.md#reviews-on-the-profile).
 */
export const MAX_PROFILE_FEEDBACK = 10;
/** Session history page size (docs/product/trainer-dashboard.md#sessions-tab). */
export const SESSION_HISTORY_LIMIT = 20;
/** A client is active with a session upcoming or within this many days. */
export const ACTIVE_CLIENT_DAYS = 60;

export const DASHBOARD_MESSAGES = {
  loadFailed: (message: string) => `Failed to load dashboard data: ${message}`,
  sessionsFailed: 'Failed to load sessions data',
  clientsFailed: 'Failed to load clients data',
  earningsFailed: 'Failed to load earnings data',
  tooManyFeedback: 'You can select maximum 10 feedback items for your profile',
  feedbackNotYours: 'Only reviewed sessions of your own can appear on your profile',
  feedbackSaved: 'Profile feedback updated',
  invalidPeriod: 'Period must be thisMonth or lastMonth',
  invalidCursor: 'That page of session history is no longer available',
  searchTooLong: 'Search must be at most 100 characters',
} as const;

export const DASHBOARD_TEXT = catalogue('dashboardMessages', DASHBOARD_MESSAGES);

// ---- overview ----

export const dashboardSummarySchema = z.object({
  totalRatings: z.number().int(),
  /** null when there are no reviews: the screen shows "New", as the public pages do. */
  averageRating: z.number().nullable(),
  /** Completed sessions. */
  totalSessions: z.number().int(),
  activeClients: z.number().int(),
  /** Confirmed sessions that have not started yet. */
  upcomingSessions: z.number().int(),
  /** Sessions the trainer cancelled, all time. */
  trainerCancellations: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  data: dashboardSummarySchema,
});

// ---- sessions ----

/** A session is a booking as its trainer sees it (viewerRole 'trainer'). */
export const trainerSessionSchema = userBookingSchema;
export type TrainerSession = z.infer<typeof trainerSessionSchema>;

export const sessionCountsSchema = z.object({
  /** Confirmed sessions starting within the next 7 days. */
  upcomingWeek: z.number().int(),
  completed: z.number().int(),
  /** Confirmed sessions whose start has passed and await a confirmation of attendance. */
  pending: z.number().int(),
  cancelled: z.number().int(),
  cancelledByTrainer: z.number().int(),
  /** How many reviews the trainer chose for the profile, out of MAX_PROFILE_FEEDBACK. */
  onProfile: z.number().int(),
});
export type SessionCounts = z.infer<typeof sessionCountsSchema>;

export const upcomingSessionsResponseSchema = z.object({
  success: z.literal(true),
  /** Confirmed sessions that have not started, soonest first. */
  data: z.array(trainerSessionSchema),
  counts: sessionCountsSchema,
});

export const sessionHistoryQuerySchema = z.object({
  limit: z.coerce
    .number({ error: MESSAGES.invalidLimit })
    .int(MESSAGES.invalidLimit)
    .min(1, MESSAGES.invalidLimit)
    .max(50, MESSAGES.invalidLimit)
    .default(SESSION_HISTORY_LIMIT),
  /** `nextCursor` of the previous page: older sessions follow it. */
  before: z.string().max(200, DASHBOARD_MESSAGES.invalidCursor).optional(),
});

export const sessionHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Sessions that started already or were cancelled, newest first. */
    sessions: z.array(trainerSessionSchema),
    nextCursor: z.string().nullable(),
    /** The booking ids the trainer chose for the public profile. */
    selectedFeedback: z.array(z.string()),
  }),
});

export const feedbackSelectionSchema = strictObject({
  selectedBookingIds: z
    .array(z.string().min(1).max(100), { error: DASHBOARD_MESSAGES.feedbackNotYours })
    .max(MAX_PROFILE_FEEDBACK, DASHBOARD_MESSAGES.tooManyFeedback),
});
export const feedbackSelectionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ selectedFeedback: z.array(z.string()) }),
});

// ---- clients ----

/** Clients per page: a trainer may have thousands, the tab shows a page at a time. */
export const CLIENTS_PAGE_LIMIT = 50;

export const clientsQuerySchema = z.object({
  q: z.string().trim().max(100, DASHBOARD_MESSAGES.searchTooLong).optional(),
  ...pageQueryFields(100, CLIENTS_PAGE_LIMIT),
});

export const trainerClientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Only what the client entered in their own profile. */
  phone: z.string().nullable(),
  /** First booking, ISO instant. */
  joinDate: z.string(),
  /** Sessions booked and not cancelled or expired. */
  totalSessions: z.number().int(),
  /** The latest session's start (past or upcoming), ISO instant. */
  lastSession: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
});
export type TrainerClient = z.infer<typeof trainerClientSchema>;

export const clientStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  /** First booked this IST calendar month. */
  newThisMonth: z.number().int(),
  /** Two or more sessions. */
  repeat: z.number().int(),
});

export const clientsResponseSchema = z.object({
  success: z.literal(true),
  /** One page of the clients matching the search, most recent session first. */
  data: z.array(trainerClientSchema),
  /** Of the clients matching the search. */
  pagination: paginationSchema,
  /** Over all clients, whatever the search. */
  stats: clientStatsSchema,
});

// ---- earnings ----

export const EARNINGS_PERIODS = ['thisMonth', 'lastMonth'] as const;
export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number];
export const earningsQuerySchema = z.object({
  period: z
    .enum(EARNINGS_PERIODS, { error: DASHBOARD_MESSAGES.invalidPeriod })
    .default('thisMonth'),
});

export const TRAINER_PAYMENT_STATUSES = ['pending', 'processing', 'paid'] as const;

/** The summary of docs/product/earnings-and-payouts.md#earnings-summary; all paise. */
export const earningsSummarySchema = z.object({
  /** What clients paid for the period's sessions (confirmed and completed). */
  total: z.number().int(),
  /** Completed sessions in the period. */
  sessions: z.number().int(),
  /** paid ÷ sessions: what clients paid per completed session, rounded to the paisa; 0 with none. */
  avgPerSession: z.number().int(),
  /** Sessions not completed yet: booked and paid, not yet earned. */
  pending: z.number().int(),
  /** Completed sessions: earned. */
  paid: z.number().int(),
  /** The trainer's share of total after the platform fee. */
  trainerEarningsTotal: z.number().int(),
  trainerPlatformFeeTotal: z.number().int(),
  trainerPaymentPending: z.number().int(),
  trainerPaymentPaid: z.number().int(),
  trainerPaymentProcessing: z.number().int(),
});
export type EarningsSummary = z.infer<typeof earningsSummarySchema>;

export const earningsTransactionSchema = z.object({
  id: z.string(),
  client: z.string(),
  service: z.enum(SERVICE_KEYS),
  /** What the client paid for the session, paise. */
  amount: z.number().int(),
  trainerEarning: z.number().int(),
  trainerPlatformFee: z.number().int(),
  /** The session's start, ISO instant. */
  date: z.string(),
  /** paid: the session is completed (earned); pending: booked, not yet completed. */
  status: z.enum(['paid', 'pending']),
  /** The payout's state for this session; pending until a payout includes it. */
  trainerPaymentStatus: z.enum(TRAINER_PAYMENT_STATUSES),
});
export type EarningsTransaction = z.infer<typeof earningsTransactionSchema>;

export const earningsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    period: z.enum(EARNINGS_PERIODS),
    /** The IST calendar month, first and last day (YYYY-MM-DD). */
    from: z.string(),
    to: z.string(),
    summary: earningsSummarySchema,
    /** Newest first, at most 50. */
    recentTransactions: z.array(earningsTransactionSchema),
  }),
});
