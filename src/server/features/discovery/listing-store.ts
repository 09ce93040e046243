import type { ChangeFeed } from '#server/db/change-feed.ts';
import { type ServiceKey, SPECIALIZATIONS } from '#shared/catalog.ts';
import type { NearbyQuery } from '#shared/discovery-schemas.ts';
import { addIstDays, istDate, istInstant } from '#shared/ist.ts';
import { isBookingFull, scheduleOf } from '#shared/schedule.ts';
import type { ListingHold, ListingRepository } from './listing.repository';
import { createListingIndex, type ListingIndex } from './listing-index';
import { type CardSource, roundedKm, toStaticCard } from './trainer-card';

const SERVICE_BITS: Record<ServiceKey, number> = { personal: 1, group: 2, online: 4 };
const serviceBitsOf = (services: Iterable<ServiceKey>) => {
  let bits = 0;
  for (const service of services) bits |= SERVICE_BITS[service];
  return bits;
};
const SPECIALIZATION_BITS = new Map<string, number>(
  SPECIALIZATIONS.map((name, position) => [name, 1 << position]),
);

/** What a new hold is checked against (features/bookings): a published trainer's offer. */
export type BookableTrainer = Pick<
  CardSource,
  | 'id'
  | 'userId'
  | 'name'
  | 'services'
  | 'availableTimes'
  | 'workingDays'
  | 'blockedDays'
  | 'blockedDates'
  | 'trainsAtGym'
  | 'trainsAtClientHome'
> & { published: true };

interface Listed {
  /** The static card as JSON without its closing brace: distance and bookingfull follow. */
  cardHead: string;
  trainer: BookableTrainer;
  /** Slots held: start instants, with the end of an unpaid hold (ms). */
  holds: { startsAt: Date; until: number | null }[];
  /** The last `bookingfull` worked out, from when (ms) and until when it is sure. */
  full: { value: boolean; computedAt: number; until: number } | null;
}

const MINUTE_MS = 60_000;

/**
 * Every published trainer's card and schedule in memory, with a geo index over them, kept in
 * step with the database by the change feed (decision 0007): a search costs no query of its
 * own beyond the feed's shared look at the change notes, which is what lets the listing keep up
 * with the health check.
 */
export function createListingStore(
  repository: ListingRepository,
  feed: ChangeFeed,
  now: () => Date,
) {
  let index: ListingIndex = createListingIndex();
  let listed = new Map<string, Listed>();

  /** Holds of today (IST) and later matter; a day's margin covers the clock's small moves. */
  const holdsFrom = () => istInstant(addIstDays(istDate(now()), -1), 0);

  function add(
    row: CardSource,
    holds: ListingHold[],
    into: ListingIndex,
    map: Map<string, Listed>,
  ) {
    map.set(row.id, {
      cardHead: JSON.stringify(toStaticCard(row)).slice(0, -1),
      trainer: {
        id: row.id,
        userId: row.userId,
        published: true,
        name: row.name,
        services: row.services,
        availableTimes: row.availableTimes,
        workingDays: row.workingDays,
        blockedDays: row.blockedDays,
        blockedDates: row.blockedDates,
        trainsAtGym: row.trainsAtGym,
        trainsAtClientHome: row.trainsAtClientHome,
      },
      holds: holds.map((hold) => ({
        startsAt: hold.startsAt,
        until: hold.holdExpiresAt === null ? null : hold.holdExpiresAt.getTime(),
      })),
      full: null,
    });
    // Without a position a trainer is bookable but not found by distance.
    if (row.latitude === null || row.longitude === null) {
      into.remove(row.id);
      return;
    }
    const serviceBits = serviceBitsOf(
      (Object.keys(SERVICE_BITS) as ServiceKey[]).filter((key) => row.services[key]?.enabled),
    );
    let specializationBits = 0;
    for (const name of row.specializations)
      specializationBits |= SPECIALIZATION_BITS.get(name) ?? 0;
    into.put({
      id: row.id,
      latitude: row.latitude,
      longitude: row.longitude,
      serviceBits,
      specializationBits,
      rating: row.reviewCount > 0 ? row.ratingSum / row.reviewCount : 0,
    });
  }

  const byTrainer = (holds: ListingHold[]) => {
    const grouped = new Map<string, ListingHold[]>();
    for (const hold of holds) {
      const list = grouped.get(hold.trainerId);
      if (list) list.push(hold);
      else grouped.set(hold.trainerId, [hold]);
    }
    return grouped;
  };

  async function rebuild() {
    const snapshot = await repository.snapshot(holdsFrom());
    const holds = byTrainer(snapshot.holds);
    const nextIndex = createListingIndex();
    const nextListed = new Map<string, Listed>();
    for (const row of snapshot.trainers) add(row, holds.get(row.id) ?? [], nextIndex, nextListed);
    index = nextIndex;
    listed = nextListed;
  }

  async function reload(trainerIds: string[]) {
    const [rows, holdRows] = await Promise.all([
      repository.trainers(trainerIds),
      repository.holds(trainerIds, holdsFrom()),
    ]);
    const holds = byTrainer(holdRows);
    for (const id of trainerIds) {
      index.remove(id);
      listed.delete(id);
    }
    for (const row of rows) add(row, holds.get(row.id) ?? [], index, listed);
  }

  feed.subscribe('trainer', { reset: rebuild, apply: reload });
  const upToDate = feed.upToDate;

  /** Start instants of the slots held at an instant: paid sessions, and holds not yet lapsed. */
  const heldAt = (entry: Listed, instant: number) =>
    entry.holds
      .filter((hold) => hold.until === null || hold.until > instant)
      .map((hold) => hold.startsAt);

  /**
   * Slots start on whole IST minutes and need an hour's notice, so the answer holds until the
   * next whole minute (from a whole minute on, only for that instant) or until an unpaid hold
   * lapses, whichever is first; cards of one area are asked for many times a minute.
   */
  function bookingFull(entry: Listed, at: Date): boolean {
    const instant = at.getTime();
    if (entry.full && instant >= entry.full.computedAt && instant < entry.full.until) {
      return entry.full.value;
    }
    let until =
      instant % MINUTE_MS === 0 ? instant + 1 : Math.ceil(instant / MINUTE_MS) * MINUTE_MS;
    for (const hold of entry.holds) {
      if (hold.until !== null && hold.until > instant) until = Math.min(until, hold.until);
    }
    const held = heldAt(entry, instant);
    const value = isBookingFull(scheduleOf(entry.trainer), at, held);
    entry.full = { value, computedAt: instant, until };
    return value;
  }

  return {
    /** One page of cards as JSON texts, and the exact number of matching trainers. */
    async search(query: NearbyQuery): Promise<{ cards: string[]; total: number }> {
      await upToDate();
      let specializationBits = 0;
      let topicServiceBits = 0;
      for (const filter of query.specializations) {
        if ('service' in filter.matches) topicServiceBits |= SERVICE_BITS[filter.matches.service];
        else {
          for (const name of filter.matches.specializations) {
            specializationBits |= SPECIALIZATION_BITS.get(name) ?? 0;
          }
        }
      }
      const serviceBits = serviceBitsOf(query.services);
      const { total, hits } = index.search({
        latitude: query.latitude,
        longitude: query.longitude,
        radiusMeters: query.radiusKm * 1000,
        topic:
          query.specializations.length > 0
            ? { specializationBits, serviceBits: topicServiceBits }
            : null,
        serviceBits,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      const at = now();
      const cards = hits.map((hit) => {
        const entry = listed.get(hit.id)!;
        return `${entry.cardHead},"distance":${roundedKm(hit.distanceMeters)},"bookingfull":${bookingFull(entry, at)}}`;
      });
      return { cards, total };
    },

    /**
     * Brings the listing up to every change committed before the call: loads it the first
     * time (ahead of the first visitor, at start), and reads the change notes afterwards.
     */
    upToDate,

    /** A published trainer's offer, as of the last upToDate; undefined for any other. */
    trainer: (trainerId: string): BookableTrainer | undefined => listed.get(trainerId)?.trainer,

    /**
     * The slots of a published trainer held at an instant (as of the last upToDate), from
     * today (IST) on; undefined for a trainer the listing does not hold.
     */
    heldStarts(trainerId: string, at: Date): Date[] | undefined {
      const entry = listed.get(trainerId);
      return entry && heldAt(entry, at.getTime());
    },
  };
}
export type ListingStore = ReturnType<typeof createListingStore>;
