import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrainerRow, services } from '#server/test/scenarios.ts';
import { createTestContext, type TestContext } from '#server/test/test-app.ts';
import { type Coordinate, distanceKm } from '#shared/geo.ts';
import { MESSAGES } from '#shared/messages.ts';

let ctx: TestContext;

// Bandra, Mumbai: the visitor.
const HERE = { latitude: 19.0596, longitude: 72.8295 };
/** Great-circle distance on earthdistance's sphere (radius 6378.168 km). */
const km = (a: Coordinate, b: Coordinate) => distanceKm(a, b, 6378.168);

const PLACES = {
  andheri: { latitude: 19.1136, longitude: 72.8697 },
  colaba: { latitude: 18.9067, longitude: 72.8147 },
  thane: { latitude: 19.2183, longitude: 72.9781 },
  pune: { latitude: 18.5204, longitude: 73.8567 },
  nashik: { latitude: 19.9975, longitude: 73.7898 },
};

const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.database.db;
  ids.andheri = (
    await createTrainerRow(db, {
      ...PLACES.andheri,
      name: 'Andheri Yoga',
      specializations: ['Yoga & Pilates'],
      ratingSum: 9,
      reviewCount: 2,
    })
  ).id;
  ids.colaba = (
    await createTrainerRow(db, {
      ...PLACES.colaba,
      name: 'Colaba Lifter',
      specializations: ['Weight Training', 'HIIT'],
    })
  ).id;
  ids.thane = (
    await createTrainerRow(db, {
      ...PLACES.thane,
      name: 'Thane Online',
      specializations: ['Cardio'],
      services: services({ online: 900 }),
    })
  ).id;
  ids.pune = (
    await createTrainerRow(db, {
      ...PLACES.pune,
      name: 'Pune Dance',
      specializations: ['Dance Fitness'],
      services: services({ online: 700, group: 500 }),
      // Closed today: its first free slot comes after Thane Online's, at the same rating.
      blockedDates: ['2026-03-02'],
    })
  ).id;
  // Far beyond any radius, online only (docs/decisions/0019-online-trainers-india-wide.md): Leh is
  // about 1,700 km from Bandra.
  for (const far of [
    { name: 'Leh Online', latitude: 34.1526, longitude: 77.5771, ratingSum: 10, reviewCount: 2 },
    // Same rating; Kohima is closed for two days, so Imphal has the sooner free slot.
    {
      name: 'Kohima Busy',
      latitude: 25.6751,
      longitude: 94.1086,
      ratingSum: 9,
      reviewCount: 2,
      blockedDates: ['2026-03-02', '2026-03-03'],
    },
    { name: 'Imphal Free', latitude: 24.817, longitude: 93.9368, ratingSum: 9, reviewCount: 2 },
  ]) {
    await createTrainerRow(db, { ...far, services: services({ online: 800 }) });
  }
  ids.nashik = (await createTrainerRow(db, { ...PLACES.nashik, name: 'Nashik Far' })).id;
  await createTrainerRow(db, {
    ...HERE,
    name: 'Pending Next Door',
    status: 'pending_review',
    published: false,
  });
});
afterAll(() => ctx.close());

const nearby = (query: Record<string, string | number>, token?: string) =>
  ctx.request({
    method: 'GET',
    url: `/api/trainers/nearby?${new URLSearchParams(
      Object.entries({ ...HERE, ...query }).map(([key, value]): [string, string] => [
        key,
        String(value),
      ]),
    )}`,
    token,
  });

describe('GET /api/trainers/nearby', () => {
  it('lists approved trainers nearest first with hand-checked distances', async () => {
    const response = await nearby({ radius: 100, limit: 10 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((trainer: { name: string }) => trainer.name)).toEqual([
      'Andheri Yoga',
      'Colaba Lifter',
      'Thane Online',
    ]);
    for (const trainer of body.data) {
      const place = Object.entries(ids).find(
        ([, id]) => id === trainer.id,
      )![0] as keyof typeof PLACES;
      expect(trainer.distance).toBeCloseTo(km(HERE, PLACES[place]), 1);
    }
    expect(body.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalCount: 3,
      hasNextPage: false,
      hasPrevPage: false,
      limit: 10,
      totalCapped: false,
    });
  });

  it('puts the better-rated trainer first at the same distance', async () => {
    const spot = { latitude: 26.1445, longitude: 91.7362 }; // Guwahati, beyond every other radius
    const db = ctx.database.db;
    await createTrainerRow(db, { ...spot, name: 'Unrated Twin' });
    await createTrainerRow(db, { ...spot, name: 'Rated Twin', ratingSum: 14, reviewCount: 3 });
    const response = await ctx.request({
      method: 'GET',
      url: `/api/trainers/nearby?latitude=${spot.latitude}&longitude=${spot.longitude}&radius=5`,
    });
    expect(response.json().data.map((trainer: { name: string }) => trainer.name)).toEqual([
      'Rated Twin',
      'Unrated Twin',
    ]);
  });

  it('cuts off at the radius and reaches further with a larger one', async () => {
    const toPune = km(HERE, PLACES.pune);
    const inside = await nearby({ radius: Math.ceil(toPune), limit: 10 });
    expect(inside.json().data.map((trainer: { name: string }) => trainer.name)).toContain(
      'Pune Dance',
    );
    const outside = await nearby({ radius: Math.floor(toPune), limit: 10 });
    expect(outside.json().data.map((trainer: { name: string }) => trainer.name)).not.toContain(
      'Pune Dance',
    );
  });

  it('never lists a trainer who is not approved', async () => {
    const response = await nearby({ radius: 1000, limit: 50 });
    expect(response.json().data.map((trainer: { name: string }) => trainer.name)).not.toContain(
      'Pending Next Door',
    );
  });

  it('shows real ratings: an average to one decimal, or null for a trainer with no reviews', async () => {
    const [first, second] = (await nearby({ radius: 100 })).json().data;
    expect(first).toMatchObject({ rating: 4.5, reviewCount: 2 });
    expect(second).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it.each([
    [{ specialization: 'yoga' }, ['Andheri Yoga']],
    [{ specialization: 'HIIT' }, ['Colaba Lifter']],
    [{ specialization: 'weight training' }, ['Colaba Lifter', 'Nashik Far']],
    [{ specialization: 'personal-trainer' }, ['Andheri Yoga', 'Colaba Lifter', 'Nashik Far']],
    [
      { serviceType: 'online' },
      ['Leh Online', 'Imphal Free', 'Kohima Busy', 'Thane Online', 'Pune Dance'],
    ],
    [{ serviceType: 'group' }, ['Pune Dance']],
    [
      { filters: JSON.stringify([{ type: 'service', value: 'online', label: 'Online Training' }]) },
      ['Leh Online', 'Imphal Free', 'Kohima Busy', 'Thane Online', 'Pune Dance'],
    ],
    [
      {
        filters: JSON.stringify([
          { type: 'specialization', value: 'dance', label: 'Dance' },
          { type: 'specialization', value: 'cardio', label: 'Cardio' },
        ]),
      },
      ['Thane Online', 'Pune Dance'],
    ],
    [
      {
        specialization: 'cardio',
        filters: JSON.stringify([{ type: 'service', value: 'online', label: 'Online Training' }]),
      },
      ['Thane Online'],
    ],
  ])('filters by %j', async (query, names) => {
    const response = await nearby({ radius: 1000, limit: 50, ...query });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((trainer: { name: string }) => trainer.name)).toEqual(names);
  });

  it('lists online trainers India-wide by rating, without kilometres; in-person within 100 km', async () => {
    // Equal ratings are ordered by the soonest free slot within a page
    // (docs/decisions/0019-online-trainers-india-wide.md).
    for (const radius of [undefined, 20]) {
      const online = await nearby({
        serviceType: 'online',
        limit: 3,
        ...(radius ? { radius } : {}),
      });
      expect(online.statusCode).toBe(200);
      expect(online.json().data).toMatchObject([
        { name: 'Leh Online', rating: 5, distance: null },
        { name: 'Imphal Free', rating: 4.5, distance: null },
        { name: 'Kohima Busy', rating: 4.5, distance: null },
      ]);
      expect(online.json().pagination).toMatchObject({ totalCount: 5, totalPages: 2 });
      const second = await nearby({ serviceType: 'online', limit: 3, page: 2 });
      expect(second.json().data.map((trainer: { name: string }) => trainer.name)).toEqual([
        'Thane Online',
        'Pune Dance',
      ]);
    }
    const plain = await nearby({ limit: 50 });
    expect(plain.json().pagination.totalCount).toBe(3);
    expect(plain.json().data.map((trainer: { name: string }) => trainer.name)).not.toContain(
      'Leh Online',
    );
    const personal = await nearby({ serviceType: 'personal', radius: 1000, limit: 50 });
    expect(personal.json().data.map((trainer: { name: string }) => trainer.name)).not.toContain(
      'Leh Online',
    );
  });

  it('pages through the list and answers an empty page past the last', async () => {
    const second = await nearby({ radius: 1000, limit: 2, page: 2 });
    expect(second.json().data.map((trainer: { name: string }) => trainer.name)).toEqual([
      'Thane Online',
      'Pune Dance',
    ]);
    expect(second.json().pagination).toMatchObject({
      currentPage: 2,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: true,
    });
    const past = await nearby({ radius: 1000, limit: 2, page: 9 });
    expect(past.statusCode).toBe(200);
    expect(past.json().data).toEqual([]);
    expect(past.json().pagination).toMatchObject({
      currentPage: 9,
      totalPages: 3,
      totalCount: 5,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });

  it('caps the page size at 50', async () => {
    const response = await nearby({ radius: 1000, limit: 500 });
    expect(response.json().pagination.limit).toBe(50);
  });

  it('answers the same for a signed-in visitor', async () => {
    const { token } = await ctx.signUp();
    const signedIn = await nearby({ radius: 100 }, token);
    const anonymous = await nearby({ radius: 100 });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(anonymous.json());
  });

  it('returns the listing fields of the spec', async () => {
    const [trainer] = (await nearby({ radius: 100, limit: 1 })).json().data;
    expect(trainer).toMatchObject({
      id: ids.andheri,
      _id: ids.andheri,
      name: 'Andheri Yoga',
      city: 'Mumbai',
      location: 'Mumbai',
      specializations: ['Yoga & Pilates'],
      specialization: 'Yoga & Pilates',
      certifications: ['ACE CPT'],
      availableSlots: ['7:00 AM', '6:00 PM'],
      services: {
        personal: { enabled: true, price: 1500, pricePaise: 150000 },
        online: { enabled: false, price: 1000, pricePaise: 100000 },
      },
      hourlyRate: 1500,
      bookingfull: false,
    });
  });

  it.each([
    [{ latitude: 91 }, MESSAGES.invalidLatitude],
    [{ latitude: 'north' }, MESSAGES.invalidLatitude],
    [{ longitude: -181 }, MESSAGES.invalidLongitude],
    [{ page: 0 }, MESSAGES.invalidPage],
    [{ page: 'two' }, MESSAGES.invalidPage],
    [{ limit: -5 }, MESSAGES.invalidLimit],
    [{ radius: -1 }, MESSAGES.invalidRadius(1000)],
    [{ radius: 'far' }, MESSAGES.invalidRadius(1000)],
    [{ filters: '[{"type":' }, MESSAGES.invalidFilters],
    [{ filters: '{"type":"service"}' }, MESSAGES.invalidFilters],
    [
      { specialization: 'underwater-basket-weaving' },
      MESSAGES.unknownSpecialization('underwater-basket-weaving'),
    ],
    [{ serviceType: 'telepathy' }, MESSAGES.unknownServiceType('telepathy')],
  ])('answers 400 for %j', async (query, message) => {
    const response = await nearby(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('needs a position', async () => {
    const response = await ctx.request({ method: 'GET', url: '/api/trainers/nearby' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.invalidLatitude);
  });
});
