import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainer, user } from '#server/db/schema.ts';
import { services } from '#server/test/scenarios.ts';
import { seededRandom } from '#server/test/seeded-random.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { SPECIALIZATIONS } from '#shared/catalog.ts';
import type { TrainerCard } from '#shared/discovery-types.ts';
import { distanceKm } from '#shared/geo.ts';
import { LISTING_MAX_LIMIT } from '#shared/listing-filters.ts';

/** earthdistance's sphere (its `earth()`), in km. */
const EARTH_RADIUS_KM = 6378.168;
const TRAINERS = 1500;

interface Placed {
  id: string;
  latitude: number;
  longitude: number;
  specializations: string[];
  online: boolean;
  rating: number;
}

interface Measured {
  item: Placed;
  km: number;
}

let ctx: TestContext;
const crowd: Placed[] = [];
// Seeded: the same crowd and searches on every run.
const random = seededRandom(7);

beforeAll(async () => {
  ctx = await createTestContext();
  const users: (typeof user.$inferInsert)[] = [];
  const trainers: (typeof trainer.$inferInsert)[] = [];
  for (let number = 0; number < TRAINERS; number++) {
    const near = random() < 0.7;
    const placed: Placed = {
      id: `t${String(number).padStart(4, '0')}`,
      latitude: near ? 19 + random() * 0.6 : 10 + random() * 20,
      longitude: near ? 72.7 + random() * 0.6 : 72 + random() * 16,
      specializations: [SPECIALIZATIONS[Math.floor(random() * SPECIALIZATIONS.length)]!],
      online: random() < 0.4,
      rating: 1 + Math.floor(random() * 5),
    };
    crowd.push(placed);
    const userId = randomUUID();
    users.push({ id: userId, name: placed.id, email: `${placed.id}@crowd.example.in` });
    trainers.push({
      id: placed.id,
      userId,
      status: 'approved',
      published: true,
      name: `Trainer ${placed.id}`,
      latitude: placed.latitude,
      longitude: placed.longitude,
      specializations: placed.specializations,
      services: placed.online
        ? services({ personal: 1200, online: 900 })
        : services({ personal: 1200 }),
      availableTimes: ['7:00 AM'],
      ratingSum: placed.rating,
      reviewCount: 1,
    });
  }
  const db = ctx.database.db;
  for (let start = 0; start < TRAINERS; start += 500) {
    await db.insert(user).values(users.slice(start, start + 500));
    await db.insert(trainer).values(trainers.slice(start, start + 500));
  }
});
afterAll(() => ctx.close());

interface Search {
  at: { latitude: number; longitude: number };
  radiusKm: number;
  page: number;
  limit: number;
  yoga: boolean;
  online?: boolean;
  sort?: string;
}

/** The listing's answer to a search, asked for as the browser asks. */
async function listing(search: Search) {
  const query = new URLSearchParams({
    latitude: String(search.at.latitude),
    longitude: String(search.at.longitude),
    radius: String(search.radiusKm),
    page: String(search.page),
    limit: String(search.limit),
    ...(search.sort ? { sort: search.sort } : {}),
    ...(search.yoga ? { specialization: 'yoga' } : {}),
    ...(search.online ? { serviceType: 'online' } : {}),
  });
  const response = await ctx.request({ method: 'GET', url: `/api/trainers/nearby?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: TrainerCard[];
    pagination: { totalCount: number; totalCapped: boolean };
  };
}

describe('nearby answers from SQL', () => {
  it('agree with measuring every trainer, for random searches over a crowded map', async () => {
    for (let round = 0; round < 40; round++) {
      const at = { latitude: 18.8 + random(), longitude: 72.6 + random() };
      const radiusKm = [5, 20, 100, 500][round % 4]!;
      const yoga = round % 3 === 0;
      const online = round % 5 === 0;
      const page = [1, 2, 5][round % 3]!;
      const limit = 10;
      const expected = crowd
        .map((item) => ({ item, km: distanceKm(at, item, EARTH_RADIUS_KM) }))
        .filter(
          ({ item, km }) =>
            // docs/decisions/0019-online-trainers-india-wide.md: online training is listed
            // India-wide, best rated first.
            (online || km <= radiusKm) &&
            (!yoga || item.specializations.includes('Yoga & Pilates')) &&
            (!online || item.online),
        )
        .sort((a, b) =>
          online
            ? b.item.rating - a.item.rating || (a.item.id < b.item.id ? -1 : 1)
            : a.km - b.km || b.item.rating - a.item.rating,
        );
      const body = await listing({ at, radiusKm, page, limit, yoga, online });
      const shown = expected.slice((page - 1) * limit, page * limit);
      expect(body.pagination.totalCount, `round ${round}`).toBe(Math.min(expected.length, 1000));
      expect(body.pagination.totalCapped).toBe(expected.length > 1000);
      expect(body.data.map((card) => card.id)).toEqual(shown.map(({ item }) => item.id));
      for (const [index, card] of body.data.entries()) {
        expect(card.distance).toBe(online ? null : Math.round(shown[index]!.km * 10) / 10);
      }
    }
  });

  // docs/product/discovery.md#sort: a sort other than nearest orders the 1,000 nearest matches.
  it('agree with measuring every trainer for the other sorts, among the 1,000 nearest', async () => {
    const fromPrice = (item: Placed) => (item.online ? 900 : 1200);
    const orders = {
      rating: (a: Measured, b: Measured) => b.item.rating - a.item.rating,
      price_low: (a: Measured, b: Measured) => fromPrice(a.item) - fromPrice(b.item),
      price_high: (a: Measured, b: Measured) => fromPrice(b.item) - fromPrice(a.item),
    };
    let beyondTheNearest = 0;
    for (let round = 0; round < 24; round++) {
      const at = { latitude: 18.8 + random(), longitude: 72.6 + random() };
      const radiusKm = [20, 100, 500][round % 3]!;
      const yoga = round % 4 === 0;
      const sort = (['rating', 'price_low', 'price_high'] as const)[round % 3]!;
      const page = [1, 45, 90][round % 5 === 0 ? 0 : (round % 2) + 1]!;
      const limit = 10;
      const matches = crowd
        .map((item) => ({ item, km: distanceKm(at, item, EARTH_RADIUS_KM) }))
        .filter(
          ({ item, km }) =>
            km <= radiusKm && (!yoga || item.specializations.includes('Yoga & Pilates')),
        )
        .sort((a, b) => a.km - b.km);
      if (matches.length > 1000) beyondTheNearest++;
      const expected = matches
        .slice(0, 1000)
        .sort((a, b) => orders[sort](a, b) || a.km - b.km || (a.item.id < b.item.id ? -1 : 1));
      const body = await listing({ at, radiusKm, page, limit, yoga, sort });
      expect(body.pagination.totalCount, `round ${round}`).toBe(Math.min(matches.length, 1000));
      expect(
        body.data.map((card) => card.id),
        `round ${round}`,
      ).toEqual(expected.slice((page - 1) * limit, page * limit).map(({ item }) => item.id));
    }
    // The rule is exercised: some searches match more trainers than it orders.
    expect(beyondTheNearest).toBeGreaterThan(0);
  });

  // docs/product/discovery.md#pagination-and-the-capped-total
  it('stops counting at 1,000 and offers pages up to it', async () => {
    const query = 'latitude=19.3&longitude=73&radius=500&limit=50';
    const first = await ctx.request({ method: 'GET', url: `/api/trainers/nearby?${query}` });
    const inside = crowd.filter(
      (item) => distanceKm({ latitude: 19.3, longitude: 73 }, item, EARTH_RADIUS_KM) <= 500,
    );
    expect(inside.length).toBeGreaterThan(1000);
    expect(first.json().pagination).toMatchObject({
      totalCount: 1000,
      totalCapped: true,
      totalPages: 1000 / LISTING_MAX_LIMIT,
      hasNextPage: true,
    });
    const last = await ctx.request({
      method: 'GET',
      url: `/api/trainers/nearby?${query}&page=${1000 / LISTING_MAX_LIMIT}`,
    });
    expect(last.json().data).toHaveLength(LISTING_MAX_LIMIT);
    expect(last.json().pagination).toMatchObject({ totalCount: 1000, hasNextPage: false });
  });
});
