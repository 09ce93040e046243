import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SERVICE_KEYS } from '#shared/catalog.ts';
import { LISTING_FILTER_SPECIALIZATIONS } from '#shared/listing-filters.ts';
import type { PackOffer } from '#shared/packs.ts';
import type { Portfolio } from '#shared/portfolio.ts';
import { user } from './auth';

/** earthdistance's point type: a `cube` holding (x, y, z) on the earth sphere, in metres. */
const earthPoint = customType<{ data: string }>({ dataType: () => 'cube' });

export interface ServicePrice {
  enabled: boolean;
  pricePaise: number;
  /** Session packs on offer (docs/product/packs.md); absent on services saved before packs. */
  packs?: PackOffer[];
}
export type TrainerServices = Record<'personal' | 'group' | 'online', ServicePrice>;

/** A portfolio revision as stored: the shared shape with prices in paise. */
export type StoredPortfolio = Omit<Portfolio, 'services'> & { services: TrainerServices };

/**
 * The listing card's "from" price in SQL (docs/product/discovery.md#from-price), the rule of
 * fromPricePaise in src/shared/from-price.ts: the lowest price among the enabled services, 0 with
 * none. Example: personal ₹1,200 on, group ₹500 off, online ₹800 on → 80000.
 */
const FROM_PRICE_SQL = `coalesce(least(${SERVICE_KEYS.map(
  (key) =>
    `case when coalesce((services -> '${key}' ->> 'enabled')::boolean, false) then coalesce((services -> '${key}' ->> 'pricePaise')::int, 0) end`,
).join(', ')}), 0)`;

/**
 * A trainer's public profile. The columns hold the approved (published) version that
 * listings read; `revision` holds edits waiting for approval
 * (docs/product/trainer-portfolio.md#revisions-and-publishing).
 */
/** 'Yoga & Pilates' → 'yoga_pilates', for index names. */
const indexSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

export const trainer = pgTable(
  'trainer',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'pending_review', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectionReason: text('rejection_reason'),
    /** The portfolio as last saved by the trainer, prices in paise; null once approved. */
    revision: jsonb('revision').$type<StoredPortfolio>(),
    /** When the revision was sent for review; the admin queue is oldest first. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    published: boolean('published').notNull().default(false),
    name: text('name').notNull().default(''),
    title: text('title'),
    heroHeadlineLine1: text('hero_headline_line1'),
    heroHeadlineLine2: text('hero_headline_line2'),
    heroDescription: text('hero_description'),
    bio: text('bio'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Stored so the nearby search neither recomputes it per row nor reads the wide row. */
    earthPoint: earthPoint('earth_point').generatedAlwaysAs(sql`ll_to_earth(latitude, longitude)`),
    experience: integer('experience'),
    happyClients: integer('happy_clients'),
    specializations: text('specializations').array().notNull().default(sql`'{}'::text[]`),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    achievements: text('achievements').array().notNull().default(sql`'{}'::text[]`),
    heroImage1: text('hero_image1'),
    heroImage2: text('hero_image2'),
    profileImage: text('profile_image'),
    listingImage: text('listing_image'),
    services: jsonb('services').$type<TrainerServices>().notNull(),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    instagram: text('instagram'),
    youtube: text('youtube'),
    availableTimes: text('available_times').array().notNull().default(sql`'{}'::text[]`),
    trainsAtGym: boolean('trains_at_gym').notNull().default(false),
    trainsAtClientHome: boolean('trains_at_client_home').notNull().default(false),
    gymName: text('gym_name'),
    gymAddress: text('gym_address'),
    gymLatitude: doublePrecision('gym_latitude'),
    gymLongitude: doublePrecision('gym_longitude'),
    gymMembershipRequired: boolean('gym_membership_required').notNull().default(false),
    gymMembershipDetails: text('gym_membership_details'),
    workingDays: text('working_days')
      .array()
      .notNull()
      .default(sql`'{monday,tuesday,wednesday,thursday,friday,saturday,sunday}'::text[]`),
    blockedDays: text('blocked_days').array().notNull().default(sql`'{}'::text[]`),
    blockedDates: text('blocked_dates').array().notNull().default(sql`'{}'::text[]`),
    selectedFeedback: text('selected_feedback').array().notNull().default(sql`'{}'::text[]`),
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /**
     * The card's trust marks (docs/decisions/0020-listing-trust-marks-and-sort.md), kept by
     * triggers (migration 0030) so that a listing page reads them with the row: the sessions that
     * took place (bookings `completed`) and KYC completed.
     */
    completedSessions: integer('completed_sessions').notNull().default(0),
    kycCompleted: boolean('kyc_completed').notNull().default(false),
    /**
     * The sort keys of the listing (docs/decisions/0020-listing-trust-marks-and-sort.md), stored so
     * that the covering GiST index (migration 0019) answers a sorted page without reading a heap
     * page per trainer: the rating as the card shows it (one decimal, null for "New") and the
     * "from" price.
     */
    listingRating: numeric('listing_rating', {
      precision: 2,
      scale: 1,
      mode: 'number',
    }).generatedAlwaysAs(sql`round(rating_sum::numeric / nullif(review_count, 0), 1)`),
    fromPricePaise: integer('from_price_paise')
      .notNull()
      .generatedAlwaysAs(sql.raw(FROM_PRICE_SQL)),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (table) => [
    // Migration 0019 adds INCLUDE columns, which Drizzle cannot declare (and a GiST key cannot
    // be an array or JSON); schema-matches-migrations.api.test.ts pins the definition.
    index('trainer_earth_point_idx').using('gist', table.earthPoint).where(sql`${table.published}`),
    index('trainer_status_idx').on(table.status, table.submittedAt),
    // One nearest-neighbour index per listing filter, holding only the trainers it matches, so
    // a filtered page and its count read matching entries only
    // (docs/decisions/0009-listing-and-holds-from-postgresql-alone.md).
    ...LISTING_FILTER_SPECIALIZATIONS.map((name) =>
      index(`trainer_earth_point_${indexSlug(name)}_idx`)
        .using('gist', table.earthPoint)
        .where(
          sql`${table.published} and ${table.specializations} && ${sql.raw(`'{"${name}"}'::text[]`)}`,
        ),
    ),
    // India-wide online trainers, best rated first, ties by id
    // (docs/decisions/0019-online-trainers-india-wide.md): the listing's page is the head of this
    // index, not a sort of every online trainer (docs/decisions/0051-search-at-the-cost-of-an-index-read.md).
    index('trainer_online_by_rating_idx')
      .on(table.listingRating.desc().nullsLast(), table.id)
      .where(
        sql`${table.published} and coalesce((${table.services} -> 'online' ->> 'enabled')::boolean, false)`,
      ),
    ...SERVICE_KEYS.map((key) =>
      index(`trainer_earth_point_${key}_idx`)
        .using('gist', table.earthPoint)
        .where(
          sql`${table.published} and coalesce((${table.services} -> ${sql.raw(`'${key}'`)} ->> 'enabled')::boolean, false)`,
        ),
    ),
  ],
);

/**
 * A client's pre-paid sessions with one trainer and service (docs/product/packs.md): a pack the
 * trainer offers (`kind` 'pack', with its discount and validity) or the sessions of a weekly
 * repeat paid together (`kind` 'series'). It is bought in one payment (payment.pack_id) and each
 * session booked from it takes one credit: `credits_left` never goes below zero or above
 * `sessions`. Until a session is delivered its money is owed to the client (docs/product/packs.md#money).
 * `status`: pending (unpaid, lapses at hold_expires_at) → active (paid) → ended (expired or
 * closed, unused credits refunded); or pending → lapsed.
 */
export const sessionPack = pgTable(
  'session_pack',
  {
    id: text('id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    trainerId: text('trainer_id')
      .notNull()
      .references(() => trainer.id, { onDelete: 'restrict' }),
    service: text('service', { enum: ['personal', 'group', 'online'] }).notNull(),
    kind: text('kind', { enum: ['pack', 'series'] }).notNull(),
    sessions: integer('sessions').notNull(),
    creditsLeft: integer('credits_left').notNull(),
    /** The trainer's price for all the sessions (the session fees), and for one credit. */
    pricePaise: integer('price_paise').notNull(),
    sessionPricePaise: integer('session_price_paise').notNull(),
    platformFeePaise: integer('platform_fee_paise').notNull().default(0),
    gstPaise: integer('gst_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    validityDays: integer('validity_days').notNull(),
    status: text('status', { enum: ['pending', 'active', 'ended', 'lapsed'] }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set at payment: paidAt + validityDays, the end of that IST day. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When the client was told the pack is about to expire. */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('session_pack_client_idx').on(table.clientId, table.createdAt),
    index('session_pack_trainer_idx').on(table.trainerId, table.createdAt),
    index('session_pack_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'active'`),
    check(
      'session_pack_credits_check',
      sql`${table.creditsLeft} >= 0 and ${table.creditsLeft} <= ${table.sessions}`,
    ),
    check(
      'session_pack_money_check',
      sql`${table.sessions} > 0 and ${table.pricePaise} > 0 and ${table.sessionPricePaise} > 0 and ${table.totalPaise} > 0`,
    ),
  ],
);

/**
 * Each move of a session (docs/product/booking.md#reschedule): a client's move is written
 * `moved`; a trainer's proposal is `proposed` until the client accepts (`moved`) or declines
 * (`declined`), or it is `withdrawn` or `lapsed` (the session started, moved or was cancelled).
 * At most one open proposal per booking.
 */
export const bookingMove = pgTable(
  'booking_move',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => booking.id, { onDelete: 'restrict' }),
    requestedBy: text('requested_by', { enum: ['client', 'trainer'] }).notNull(),
    status: text('status', {
      enum: ['proposed', 'moved', 'declined', 'withdrawn', 'lapsed'],
    }).notNull(),
    fromStartsAt: timestamp('from_starts_at', { withTimezone: true }).notNull(),
    toStartsAt: timestamp('to_starts_at', { withTimezone: true }).notNull(),
    toSessionDate: text('to_session_date').notNull(),
    toTimeSlot: text('to_time_slot').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('booking_move_booking_idx').on(table.bookingId, table.createdAt),
    uniqueIndex('booking_move_open_idx')
      .on(table.bookingId)
      .where(sql`${table.status} = 'proposed'`),
  ],
);

export const booking = pgTable(
  'booking',
  {
    id: text('id').primaryKey(),
    // Money records stay when a person leaves (they are anonymised instead): restrict.
    clientId: text('client_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    trainerId: text('trainer_id')
      .notNull()
      .references(() => trainer.id, { onDelete: 'restrict' }),
    service: text('service', { enum: ['personal', 'group', 'online'] }).notNull(),
    location: text('location', { enum: ['gym', 'home', 'online'] }).notNull(),
    address: text('address'),
    sessionDate: text('session_date').notNull(),
    timeSlot: text('time_slot').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', {
      enum: ['pending', 'confirmed', 'cancelled', 'completed', 'expired'],
    }).notNull(),
    pricePaise: integer('price_paise').notNull(),
    platformFeePaise: integer('platform_fee_paise').notNull().default(0),
    gstPaise: integer('gst_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    clientConfirmedAt: timestamp('client_confirmed_at', { withTimezone: true }),
    trainerConfirmedAt: timestamp('trainer_confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['client', 'trainer', 'system'] }),
    meetingProvider: text('meeting_provider'),
    meetingId: text('meeting_id'),
    meetingPassword: text('meeting_password'),
    meetingUrl: text('meeting_url'),
    /**
     * How many times the session was moved (docs/product/booking.md#reschedule): the calendar
     * file's SEQUENCE, so a calendar replaces the event it holds instead of adding one.
     */
    sequence: integer('sequence').notNull().default(0),
    /** The pack whose credit paid this session; null when it has a payment of its own. */
    packId: text('pack_id').references(() => sessionPack.id, { onDelete: 'restrict' }),
    /** The weekly repeat this session was booked in (one booking per week, same id). */
    seriesId: text('series_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_client_idx').on(table.clientId, table.startsAt),
    index('booking_pack_idx').on(table.packId).where(sql`${table.packId} is not null`),
    index('booking_series_idx').on(table.seriesId).where(sql`${table.seriesId} is not null`),
    // booking_no_overlap (migration 0002) is an EXCLUDE constraint, which Drizzle cannot declare;
    // schema-matches-migrations.api.test.ts pins its definition.
    // Ends with id so that a trainer's sessions newest first, ties by id (earnings, history), come
    // in index order: a generic plan then stops at the page instead of sorting the whole month.
    index('booking_trainer_idx').on(table.trainerId, table.startsAt, table.id),
    // The trainer's clients grouped from the index alone: the trailing columns make the scan
    // index-only. They are key columns, not INCLUDE ones, because Drizzle cannot declare INCLUDE
    // and the schema must say what the migrations build.
    index('booking_trainer_client_idx').on(
      table.trainerId,
      table.clientId,
      table.status,
      table.startsAt,
      table.createdAt,
      table.holdExpiresAt,
    ),
    check('booking_range_check', sql`${table.endsAt} > ${table.startsAt}`),
    check('booking_money_check', sql`${table.pricePaise} >= 0 and ${table.totalPaise} >= 0`),
  ],
);

/**
 * One row per trainer and client who ever had a booking that counted as a session, kept by a
 * trigger on booking in the same transaction as the change (migration 0015,
 * docs/decisions/0015-trainer-dashboard-reads.md): the trainer's clients tab reads a page and its
 * stats from here instead of grouping every booking on every request. Each row is the recomputation
 * of its pair, never an increment.
 */
export const trainerClient = pgTable(
  'trainer_client',
  {
    trainerId: text('trainer_id')
      .notNull()
      .references(() => trainer.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** Sessions of any kind: confirmed, completed, or cancelled after payment; 0 hides the row. */
    sessionCount: integer('session_count').notNull().default(0),
    /** Confirmed and completed sessions. */
    totalSessions: integer('total_sessions').notNull().default(0),
    /** The first booking among the sessions. */
    joinDate: timestamp('join_date', { withTimezone: true }),
    /** The latest start among confirmed and completed sessions, upcoming ones included. */
    lastSession: timestamp('last_session', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.trainerId, table.clientId] }),
    index('trainer_client_recent_idx')
      .on(table.trainerId, table.lastSession.desc().nullsLast(), table.clientId)
      .where(sql`${table.sessionCount} > 0`),
  ],
);

export const review = pgTable(
  'review',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => booking.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    trainerId: text('trainer_id')
      .notNull()
      .references(() => trainer.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    review: text('review'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_booking_idx').on(table.bookingId),
    index('review_trainer_idx').on(table.trainerId, table.createdAt),
    check('review_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * The provider order of a booking or of a session pack (exactly one of the two; one order each; a failed attempt can be retried on the
 * same order, as Razorpay allows). `status` moves created → paid once, whichever of verify,
 * webhook and the reconcile job arrives first. `provider` says whether money moved: a
 * `sandbox` payment is never paid out to a trainer in a real deployment
 * (docs/decisions/0029-refunds-through-the-outbox-and-payments-mode.md). Its refunds are rows of
 * `refund`.
 */
export const payment = pgTable(
  'payment',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id').references(() => booking.id, { onDelete: 'restrict' }),
    /** A session pack's purchase. */
    packId: text('pack_id').references(() => sessionPack.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['sandbox', 'razorpay'] }).notNull(),
    orderId: text('order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['created', 'paid'] })
      .notNull()
      .default('created'),
    paymentId: text('payment_id'),
    method: text('method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** When the reconcile job last asked the provider about this unpaid order. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_booking_idx').on(table.bookingId),
    uniqueIndex('payment_pack_idx').on(table.packId),
    uniqueIndex('payment_order_idx').on(table.orderId),
    check('payment_for_one_thing', sql`num_nonnulls(${table.bookingId}, ${table.packId}) = 1`),
    check('payment_amount_check', sql`${table.amountPaise} > 0`),
  ],
);
