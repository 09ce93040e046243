import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, trainerKyc } from '#server/db/schema.ts';
import {
  createBookingRow,
  createTrainerRow,
  createUserRow,
  services,
} from '#server/test/scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import type { TrainerCard } from '#shared/discovery-types.ts';
import { fromPricePaise } from '#shared/from-price.ts';
import type { ListingSort } from '#shared/listing-filters.ts';
import { MESSAGES } from '#shared/messages.ts';

let ctx: TestContext;

// Bandra, Mumbai: the visitor. The trainers stand north of it, each a kilometre further.
const HERE = { latitude: 19.0596, longitude: 72.8295 };
const kmNorth = (km: number) => ({
  latitude: HERE.latitude + km / 111.2,
  longitude: HERE.longitude,
});

type KycStatus = 'pending' | 'partial' | 'completed' | 'rejected';
const TRAINERS: {
  name: string;
  km: number;
  rating?: [sum: number, count: number];
  prices: Parameters<typeof services>[0];
  kyc?: KycStatus;
}[] = [
  { name: 'Asha', km: 1, rating: [9, 2], prices: { personal: 1500 }, kyc: 'completed' },
  { name: 'Bala', km: 2, prices: { personal: 1200, group: 500 }, kyc: 'pending' },
  { name: 'Chitra', km: 3, rating: [5, 1], prices: { online: 900 }, kyc: 'partial' },
  { name: 'Dev', km: 4, rating: [9, 2], prices: { personal: 2000 } },
  { name: 'Esha', km: 5, rating: [6, 2], prices: { personal: 1500 }, kyc: 'rejected' },
  { name: 'Farhan', km: 6, prices: { personal: 800 }, kyc: 'completed' },
  { name: 'Gita', km: 7, rating: [9, 2], prices: { personal: 2500, group: 3000 } },
  // India-wide online trainers (docs/decisions/0019-online-trainers-india-wide.md), far beyond the
  // in-person radius.
  { name: 'Leh Online', km: 1700, rating: [8, 2], prices: { online: 700 } },
  { name: 'Kochi Online', km: 1300, prices: { online: 1100 } },
];
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  for (const spec of TRAINERS) {
    const row = await createTrainerRow(db, {
      ...kmNorth(spec.km),
      name: spec.name,
      services: services(spec.prices),
      ratingSum: spec.rating?.[0] ?? 0,
      reviewCount: spec.rating?.[1] ?? 0,
    });
    ids[spec.name] = row.id;
    if (spec.kyc) await db.insert(trainerKyc).values({ trainerId: row.id, status: spec.kyc });
  }
  // Asha's sessions: three took place, one is booked and paid but not yet confirmed by both
  // sides, one was cancelled and one was an unpaid hold that expired.
  const client = await createUserRow(db);
  const statuses = [
    'completed',
    'completed',
    'confirmed',
    'cancelled',
    'completed',
    'expired',
  ] as const;
  for (const [day, status] of statuses.entries()) {
    await createBookingRow(db, {
      clientId: client.id,
      trainerId: ids.Asha!,
      service: 'personal',
      location: 'gym',
      sessionDate: `2026-02-${String(10 + day).padStart(2, '0')}`,
      timeSlot: '7:00 AM',
      startsAt: new Date(`2026-02-${String(10 + day).padStart(2, '0')}T01:30:00.000Z`),
      status,
    });
  }
});
afterAll(() => ctx.close());

const nearby = (query: Record<string, string | number>) =>
  ctx.request({
    method: 'GET',
    url: `/api/trainers/nearby?${new URLSearchParams(
      Object.entries({ ...HERE, radius: 100, ...query }).map(([key, value]): [string, string] => [
        key,
        String(value),
      ]),
    )}`,
  });
const cards = async (query: Record<string, string | number>): Promise<TrainerCard[]> => {
  const response = await nearby(query);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};
const names = (list: TrainerCard[]) => list.map((card) => card.name);
const card = async (name: string) =>
  (await cards({ limit: 50 })).find((item) => item.name === name)!;

describe('trust marks on the listing card', () => {
  it('marks verified only a trainer with completed KYC and an approved portfolio', async () => {
    const list = await cards({ limit: 50 });
    const verified = Object.fromEntries(list.map((item) => [item.name, item.verified]));
    expect(verified).toEqual({
      Asha: true,
      Bala: false,
      Chitra: false,
      Dev: false,
      Esha: false,
      Farhan: true,
      Gita: false,
    });
  });

  it('counts completed sessions only, not booked, cancelled or expired ones', async () => {
    expect((await card('Asha')).completedSessions).toBe(3);
    expect((await card('Bala')).completedSessions).toBe(0);
  });

  it('shows the lowest enabled price as the "from" price', async () => {
    expect((await card('Bala')).fromPricePaise).toBe(50_000);
    expect((await card('Gita')).fromPricePaise).toBe(250_000);
  });

  it('gives the trainer page the card’s "from" price, whichever service is cheapest', async () => {
    // Bala: personal ₹1,200 and group ₹500; the page once headed with personal.
    const profile = (await ctx.request({ method: 'GET', url: `/api/trainers/${ids.Bala}` })).json()
      .data;
    expect(profile.fromPricePaise).toBe(50_000);
    expect(fromPricePaise(profile.services)).toBe(50_000);
    // The listing's column and the shared rule agree for every mix of services.
    for (const item of await cards({ limit: 50 })) {
      expect(fromPricePaise(item.services) ?? 0, item.name).toBe(item.fromPricePaise);
    }
  });

  it('shows the same marks on the trainer page', async () => {
    const response = await ctx.request({ method: 'GET', url: `/api/trainers/${ids.Asha}` });
    expect(response.json().data).toMatchObject({
      verified: true,
      completedSessions: 3,
      fromPricePaise: 150_000,
    });
  });
});

describe('sorting the listing', () => {
  const IN_PERSON: Record<ListingSort, string[]> = {
    nearest: ['Asha', 'Bala', 'Chitra', 'Dev', 'Esha', 'Farhan', 'Gita'],
    // 5.0, then the three 4.5s by distance, then 3.0, then "New" by distance
    rating: ['Chitra', 'Asha', 'Dev', 'Gita', 'Esha', 'Bala', 'Farhan'],
    // ₹500, ₹800, ₹900, then Asha and Esha both from ₹1,500 by distance, ₹2,000, ₹2,500
    price_low: ['Bala', 'Farhan', 'Chitra', 'Asha', 'Esha', 'Dev', 'Gita'],
    price_high: ['Gita', 'Dev', 'Asha', 'Esha', 'Chitra', 'Farhan', 'Bala'],
  };
  // India-wide: the rating order stands in for distance.
  const ONLINE: Record<ListingSort, string[]> = {
    nearest: ['Chitra', 'Leh Online', 'Kochi Online'],
    rating: ['Chitra', 'Leh Online', 'Kochi Online'],
    price_low: ['Leh Online', 'Chitra', 'Kochi Online'],
    price_high: ['Kochi Online', 'Chitra', 'Leh Online'],
  };

  it.each(Object.entries(IN_PERSON))('orders in-person trainers by %s', async (sort, expected) => {
    expect(names(await cards({ sort, limit: 50 }))).toEqual(expected);
  });

  it('sorts nearest first when no sort is given', async () => {
    expect(names(await cards({ limit: 50 }))).toEqual(IN_PERSON.nearest);
  });

  it.each(Object.entries(IN_PERSON))(
    'continues page 1 on pages 2 and 3 when sorted by %s',
    async (sort, expected) => {
      const pages = [];
      for (const page of [1, 2, 3]) pages.push(...names(await cards({ sort, limit: 3, page })));
      expect(pages).toEqual(expected);
    },
  );

  it.each(Object.entries(ONLINE))('orders online trainers by %s', async (sort, expected) => {
    expect(names(await cards({ sort, serviceType: 'online', limit: 50 }))).toEqual(expected);
    const paged = [];
    for (const page of [1, 2]) {
      paged.push(...names(await cards({ sort, serviceType: 'online', limit: 2, page })));
    }
    expect(paged).toEqual(expected);
  });

  it('keeps the count whatever the order', async () => {
    for (const sort of ['nearest', 'price_high']) {
      expect((await nearby({ sort, limit: 3 })).json().pagination).toMatchObject({
        totalCount: 7,
        totalPages: 3,
      });
    }
  });

  it.each(['cheapest', 'RATING', ''])('answers 400 for sort=%j and lists nothing', async (sort) => {
    const response = await nearby({ sort });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: MESSAGES.invalidSort,
      errors: { sort: MESSAGES.invalidSort },
    });
    expect(names(await cards({ limit: 50 }))).toEqual(IN_PERSON.nearest);
  });
});

describe('trust marks as things change', () => {
  it('follows sessions that complete or go, and KYC that completes or is undone', async () => {
    const db = ctx.database.db;
    const confirmed = await db
      .update(booking)
      .set({ status: 'completed' })
      .where(and(eq(booking.trainerId, ids.Asha!), eq(booking.status, 'confirmed')))
      .returning({ id: booking.id });
    expect(confirmed).toHaveLength(1);
    expect((await card('Asha')).completedSessions).toBe(4);

    await db.delete(booking).where(eq(booking.id, confirmed[0]!.id));
    expect((await card('Asha')).completedSessions).toBe(3);

    await db
      .update(trainerKyc)
      .set({ status: 'completed' })
      .where(eq(trainerKyc.trainerId, ids.Bala!));
    await db
      .update(trainerKyc)
      .set({ status: 'rejected' })
      .where(eq(trainerKyc.trainerId, ids.Farhan!));
    expect((await card('Bala')).verified).toBe(true);
    expect((await card('Farhan')).verified).toBe(false);
    await db.delete(trainerKyc).where(eq(trainerKyc.trainerId, ids.Bala!));
    expect((await card('Bala')).verified).toBe(false);
  });
});
