import { and, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '#server/db/client.ts';
import { holdsSlot } from '#server/db/held-starts.ts';
import { executePrepared, type PreparedStatement, prepareStatement } from '#server/db/rows.ts';
import { booking, trainer } from '#server/db/schema.ts';
import type { ListingSort } from '#shared/listing-filters.ts';
import { LISTING_TOTAL_CAP } from './nearby-totals';
import { CARD_COLUMNS, type CardSource, type TrustMarks } from './trainer-card';

/** A sorted in-person listing orders this many of the nearest matches: the pages' cap. */
const SORTED_AMONG_NEAREST = LISTING_TOTAL_CAP;

export interface NearbySearch {
  latitude: number;
  longitude: number;
  radiusMeters: number;
  /**
   * docs/decisions/0019-online-trainers-india-wide.md: online training has no distance, so the
   * circle does not apply.
   */
  anywhere: boolean;
  /** A trainer matches the topic with any of these stored specializations ... */
  topicSpecializations: string[];
  /** ... or any of these services enabled (the "personal-trainer" chip). */
  topicServices: string[];
  /** ... and, when not empty, has one of these services enabled (a chip of type service). */
  services: string[];
  sort: ListingSort;
  offset: number;
  limit: number;
}

export interface NearbyCircle {
  latitude: number;
  longitude: number;
  radiusMeters: number;
}

/** How to count: up to `upTo` matches, skipping the visitor's own count when `crowdedIf` has as many. */
export interface NearbyCount {
  upTo: number;
  crowdedIf: NearbyCircle | null;
}

export interface NearbyRow {
  card: CardSource & TrustMarks;
  distanceMeters: number;
  /** Start instants (ms) of the slots held in the `bookingfull` window. */
  heldStarts: number[];
}

/** Earth radius of the earthdistance extension (its `earth()` function), in metres. */
const EARTH_RADIUS_METERS = 6_378_168;

/** Straight-line (chord) length for a great-circle distance: what cube_distance measures. */
const chordMeters = (arcMeters: number) =>
  2 * EARTH_RADIUS_METERS * Math.sin(arcMeters / (2 * EARTH_RADIUS_METERS));

/** The great-circle distance of a chord, as the extension's sec_to_gc computes it. */
const arcMeters = (chord: number) =>
  chord / (2 * EARTH_RADIUS_METERS) > 1
    ? Math.PI * EARTH_RADIUS_METERS
    : 2 * EARTH_RADIUS_METERS * Math.asin(chord / (2 * EARTH_RADIUS_METERS));

/**
 * A position as the extension's ll_to_earth places it: here, not in the statement, because
 * ll_to_earth, earth_box and earth_distance are SQL-language functions that PostgreSQL parses
 * and plans again on every execution, about a third of a search's CPU there
 * (docs/decisions/0052-nearby-at-a-millisecond-of-cpu.md).
 */
function earthCoordinates(latitude: number, longitude: number) {
  const phi = latitude * (Math.PI / 180);
  const lambda = longitude * (Math.PI / 180);
  return [
    EARTH_RADIUS_METERS * Math.cos(phi) * Math.cos(lambda),
    EARTH_RADIUS_METERS * Math.cos(phi) * Math.sin(lambda),
    EARTH_RADIUS_METERS * Math.sin(phi),
  ] as const;
}

/**
 * A catalogue value (a service key, a specialization's stored name) written into the statement,
 * not sent as a parameter: the statement is prepared (`prepareStatement`), and a plan made for
 * any parameters can use the partial index of a filter only when the filter is in its text
 * (docs/decisions/0051-search-at-the-cost-of-an-index-read.md). Only catalogue values reach here.
 */
const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);

const serviceEnabled = (key: string) =>
  sql`coalesce((${trainer.services} -> ${literal(key)} ->> 'enabled')::boolean, false)`;

/** What decides a statement's text; everything else is a value sent with it. */
type Filters = Pick<
  NearbySearch,
  'anywhere' | 'topicSpecializations' | 'topicServices' | 'services' | 'sort'
>;

/** A circle of the statement: its centre as an earth point and its radius as a chord. */
interface CircleIn {
  centre: SQL;
  chord: SQL;
}

/** The circle whose values are sent under `prefix` (`circleValues` gives them). */
const circleIn = (prefix: string): CircleIn => ({
  // A parameter cast at its first use takes the type: the cube is read once, at Bind.
  centre: sql`${sql.placeholder(`${prefix}Centre`)}::cube`,
  chord: sql`${sql.placeholder(`${prefix}Chord`)}`,
});

const circleValues = (prefix: string, circle: NearbyCircle) => {
  const [x, y, z] = earthCoordinates(circle.latitude, circle.longitude);
  return {
    [`${prefix}Centre`]: `(${x}, ${y}, ${z})`,
    [`${prefix}Chord`]: chordMeters(circle.radiusMeters),
  };
};

/**
 * Published trainers inside the circle that match the filters. The GiST index on the stored
 * earth point answers the box; the circle test compares chord lengths (cube_distance), which
 * orders exactly like the great-circle distance but costs a fraction of earth_distance.
 */
function nearbyWhere(search: Filters, circle: CircleIn | null) {
  const inCircle = circle
    ? [
        // earth_box: the cube around the centre whose faces are a chord away
        sql`cube_enlarge(${circle.centre}, ${circle.chord}, 3) @> ${trainer.earthPoint}`,
        sql`cube_distance(${circle.centre}, ${trainer.earthPoint}) <= ${circle.chord}`,
      ]
    : [];
  const topic: SQL[] = [];
  if (search.topicSpecializations.length > 0) {
    topic.push(
      sql`${trainer.specializations} && array[${sql.join(
        search.topicSpecializations.map(literal),
        sql`, `,
      )}]::text[]`,
    );
  }
  for (const key of search.topicServices) topic.push(serviceEnabled(key));
  return and(
    sql`${trainer.published}`,
    ...inCircle,
    topic.length > 0 ? or(...topic) : undefined,
    search.services.length > 0 ? or(...search.services.map(serviceEnabled)) : undefined,
  );
}

/**
 * Online trainers, best rated first as the card shows the rating (one decimal, "New" last);
 * the service orders equal ratings within the page by the soonest free slot.
 */
const ratingDesc = sql`${trainer.listingRating} desc nulls last`;
const byRating = sql`${ratingDesc}, ${trainer.id}`;
const fromPrice = trainer.fromPricePaise;

/**
 * The page's order over the whole result, so that page 2 continues page 1 (issue 17): the
 * chosen key, then distance (India-wide: rating,
 * docs/decisions/0019-online-trainers-india-wide.md), then id. `nearest` is as it was: distance
 * alone, which the nearest-neighbour scan answers page by page.
 */
function orderOf(search: Filters, nearness: SQL): SQL {
  const then = search.anywhere ? ratingDesc : nearness;
  switch (search.sort) {
    case 'nearest':
      return search.anywhere ? byRating : nearness;
    case 'rating':
      return search.anywhere ? byRating : sql`${ratingDesc}, ${nearness}, ${trainer.id}`;
    case 'price_low':
      return sql`${fromPrice} asc, ${then}, ${trainer.id}`;
    case 'price_high':
      return sql`${fromPrice} desc, ${then}, ${trainer.id}`;
  }
}

/**
 * The trust marks (docs/decisions/0020-listing-trust-marks-and-sort.md): KYC completed on an
 * approved portfolio, and the sessions that took place (bookings `completed`,
 * docs/product/sessions-and-reviews.md#attendance-and-completion), both kept on the trainer's row
 * by triggers (migration 0030).
 */
export const verified = sql<boolean>`(${trainer.published} and ${trainer.kycCompleted})`;
export const completedSessions = sql<number>`${trainer.completedSessions}`;

/** The card's columns of trainer `t`, named as CardSource names them. */
const CARD_SELECT = sql.raw(
  CARD_COLUMNS.map((column) => `"trainer"."${trainer[column].name}" as "${column}"`).join(', '),
);

/** A statement's shape: its filters, its sort and how it counts. */
interface Shape extends Filters {
  /** No count; the visitor's circle's; or the crowded cell's first (`NearbyCount`). */
  counting: 'none' | 'circle' | 'cell';
}

type Row = {
  total: number | null;
  crowded: boolean;
  /** The chord to the visitor's position (cube_distance), which orders as distance does. */
  nearness: number | null;
  card: string | null;
};

/**
 * Each shape's statement, built once: building Drizzle's SQL for a search cost about 0.19 ms
 * of the server's CPU per answer (docs/decisions/0051-search-at-the-cost-of-an-index-read.md).
 * Shapes are the sorts times the filter combinations a visitor can choose.
 */
const statements = new LRUCache<string, PreparedStatement>({ max: 500 });

/**
 * Nearby trainers from PostgreSQL alone, in one statement: a page by the GiST index's
 * nearest-neighbour scan, each card's columns and slots held with its row, and the count,
 * capped, only when the caller does not know it is past the cap. Values are placeholders,
 * filled by `nearby` below.
 */
function nearbyStatement(shape: Shape): SQL {
  const visitor = circleIn('visitor');
  const origin = visitor.centre;
  const where = nearbyWhere(shape, shape.anywhere ? null : visitor);
  const upTo = sql.placeholder('upTo');
  const countIn = (circle: CircleIn) =>
    sql`(select count(*)::int from (select 1 from ${trainer} where ${nearbyWhere(shape, shape.anywhere ? null : circle)} limit ${upTo}) matches)`;
  // CASE evaluates lazily: the visitor's own count runs only when the cell's does not pass
  // (`offset 0` keeps the planner from copying the cell's count into both of its uses).
  const counted =
    shape.counting === 'cell'
      ? sql`select case when crowded then ${upTo} else ${countIn(visitor)} end as total, crowded
          from (select ${countIn(circleIn('cell'))} >= ${upTo} as crowded offset 0) cell`
      : shape.counting === 'circle'
        ? sql`select ${countIn(visitor)} as total, false as crowded`
        : null;
  const held = sql`array(
    select (extract(epoch from ${booking.startsAt}) * 1000)::float8 from ${booking}
    where ${and(
      sql`${booking.trainerId} = ${trainer.id}`,
      holdsSlot(sql.placeholder('now')),
      gte(booking.startsAt, sql.placeholder('heldFrom')),
      lt(booking.startsAt, sql.placeholder('heldTo')),
    )})`;
  const nearness = sql`${trainer.earthPoint} <-> ${origin}`;
  const card = sql`(select row_to_json(card)::text from (select ${CARD_SELECT}, ${held} as "heldStarts",
        ${verified} as "verified", ${completedSessions} as "completedSessions") card) as card`;
  const page = sql`limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
  // Nearest: the nearest-neighbour scan reads the page alone. Another sort orders the
  // nearest matches up to the listing's cap (docs/product/discovery.md#sort): the same scan
  // reads them from the covering index, they are sorted, and only the page's trainers' rows
  // are read (docs/decisions/0051-search-at-the-cost-of-an-index-read.md). India-wide there
  // is no distance: the sort's own order over every match.
  const candidates = shape.anywhere
    ? sql`${trainer}`
    : sql`(select ${trainer.id}, ${trainer.listingRating}, ${fromPrice}, ${nearness} as nearness
        from ${trainer} where ${where}
        order by ${nearness} limit ${SORTED_AMONG_NEAREST}) ${trainer}`;
  const candidateNearness = shape.anywhere ? nearness : sql`${trainer}.nearness`;
  const pageQuery =
    shape.sort === 'nearest'
      ? // The card is made outside the page's scan: inside, it was made for the rows the offset
        // skips too, ten cards for page 2's five.
        sql`select ${trainer}.nearness, ${card}
        from (select ${trainer}.*, ${nearness} as nearness from ${trainer}
          where ${where}
          order by ${orderOf(shape, nearness)}
          ${page}) ${trainer}`
      : sql`select picked.nearness, ${card}
        from (select ${trainer.id} as id, ${candidateNearness} as nearness from ${candidates}
          ${shape.anywhere ? sql`where ${where}` : sql``}
          order by ${orderOf(shape, candidateNearness)}
          ${page}) picked
        join ${trainer} on ${trainer.id} = picked.id`;
  // Without a count the page alone is sent: the wrapper doubles the planning time.
  return counted
    ? sql`select counted.total, counted.crowded, page.nearness, page.card
        from (${counted}) counted
        left join lateral (${pageQuery}) page on true
        order by page.nearness`
    : sql`select null::int as total, false as crowded, page.nearness, page.card
        from (${pageQuery}) page`;
}

/** The listing's searches (docs/product/discovery.md#the-listing). */
export function createListingRepository(db: Database) {
  return {
    async nearby(
      search: NearbySearch,
      options: { count: NearbyCount | null; heldFrom: Date; heldTo: Date; now: Date },
    ): Promise<{ rows: NearbyRow[]; total: number | null; crowded: boolean }> {
      const { count } = options;
      const counting = count === null ? 'none' : count.crowdedIf ? 'cell' : 'circle';
      const shape: Shape = {
        anywhere: search.anywhere,
        topicSpecializations: search.topicSpecializations,
        topicServices: search.topicServices,
        services: search.services,
        sort: search.sort,
        counting,
      };
      const key = JSON.stringify(shape);
      let statement = statements.get(key);
      if (!statement) {
        statement = prepareStatement(nearbyStatement(shape));
        statements.set(key, statement);
      }
      const rows = await executePrepared<Row>(db, statement, {
        ...circleValues('visitor', search),
        ...(count?.crowdedIf ? circleValues('cell', count.crowdedIf) : {}),
        upTo: count?.upTo ?? 0,
        limit: search.limit,
        offset: search.offset,
        heldFrom: options.heldFrom.toISOString(),
        heldTo: options.heldTo.toISOString(),
        now: options.now.toISOString(),
      });
      return {
        total: rows[0]?.total ?? null,
        crowded: rows[0]?.crowded ?? false,
        rows: rows.flatMap((row) => {
          if (row.card === null) return [];
          const { heldStarts, ...card } = JSON.parse(row.card) as NearbyRow['card'] & {
            heldStarts: number[];
          };
          return [{ card, distanceMeters: arcMeters(Number(row.nearness)), heldStarts }];
        }),
      };
    },
  };
}
export type ListingRepository = ReturnType<typeof createListingRepository>;
