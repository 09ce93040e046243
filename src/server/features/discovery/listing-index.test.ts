import { describe, expect, it } from 'vitest';
import { distanceKm } from '#shared/geo.ts';
import { createListingIndex, EARTH_RADIUS_METERS, type ListingEntry } from './listing-index';

const RADIUS_KM = EARTH_RADIUS_METERS / 1000;
const BANDRA = { latitude: 19.0596, longitude: 72.8295 };

const entry = (
  id: string,
  latitude: number,
  longitude: number,
  extra: Partial<ListingEntry> = {},
) => ({
  id,
  latitude,
  longitude,
  specializationBits: 0,
  serviceBits: 1,
  rating: 0,
  ...extra,
});

const search = (
  index: ReturnType<typeof createListingIndex>,
  at: { latitude: number; longitude: number },
  radiusKm: number,
  extra: {
    offset?: number;
    limit?: number;
    serviceBits?: number;
    topic?: { specializationBits: number; serviceBits: number } | null;
  } = {},
) =>
  index.search({
    ...at,
    radiusMeters: radiusKm * 1000,
    topic: extra.topic ?? null,
    serviceBits: extra.serviceBits ?? 0,
    offset: extra.offset ?? 0,
    limit: extra.limit ?? 50,
  });

describe('listing index', () => {
  const places = {
    andheri: { latitude: 19.1136, longitude: 72.8697 },
    colaba: { latitude: 18.9067, longitude: 72.8147 },
    thane: { latitude: 19.2183, longitude: 72.9781 },
    pune: { latitude: 18.5204, longitude: 73.8567 },
  };
  const index = createListingIndex();
  for (const [id, place] of Object.entries(places))
    index.put(entry(id, place.latitude, place.longitude));

  it('answers nearest first with great-circle distances on the extension sphere', () => {
    const { total, hits } = search(index, BANDRA, 200);
    expect(total).toBe(4);
    expect(hits.map((hit) => hit.id)).toEqual(['andheri', 'colaba', 'thane', 'pune']);
    for (const hit of hits) {
      const expected = distanceKm(BANDRA, places[hit.id as keyof typeof places], RADIUS_KM);
      expect(hit.distanceMeters / 1000).toBeCloseTo(expected, 6);
    }
  });

  it('cuts off at the radius', () => {
    const toPune = distanceKm(BANDRA, places.pune, RADIUS_KM);
    expect(search(index, BANDRA, toPune + 0.01).hits.map((hit) => hit.id)).toContain('pune');
    expect(search(index, BANDRA, toPune - 0.01).hits.map((hit) => hit.id)).not.toContain('pune');
  });

  it('gives a page and the exact total, with an empty page past the end', () => {
    const page = search(index, BANDRA, 200, { offset: 1, limit: 2 });
    expect(page).toMatchObject({ total: 4 });
    expect(page.hits.map((hit) => hit.id)).toEqual(['colaba', 'thane']);
    expect(search(index, BANDRA, 200, { offset: 4, limit: 2 })).toEqual({ total: 4, hits: [] });
  });

  it('orders a large circle the same whether the page is taken from a heap or a full sort', () => {
    const crowd = createListingIndex();
    for (let number = 0; number < 2000; number++) {
      const angle = number * 2.399963; // golden angle: an even spread
      const reach = Math.sqrt(number / 2000) * 0.4;
      crowd.put(
        entry(
          `t${number}`,
          BANDRA.latitude + reach * Math.sin(angle),
          BANDRA.longitude + reach * Math.cos(angle),
          {
            rating: number % 5,
          },
        ),
      );
    }
    const all = search(crowd, BANDRA, 100, { limit: 2000 });
    expect(all.total).toBe(2000);
    for (const offset of [0, 15, 490]) {
      const page = search(crowd, BANDRA, 100, { offset, limit: 10 });
      expect(page.hits).toEqual(all.hits.slice(offset, offset + 10));
    }
    const distances = all.hits.map((hit) => hit.distanceMeters);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('breaks ties in distance by rating, then by id', () => {
    const twins = createListingIndex();
    twins.put(entry('b-unrated', 26.1445, 91.7362));
    twins.put(entry('c-rated', 26.1445, 91.7362, { rating: 4.7 }));
    twins.put(entry('a-unrated', 26.1445, 91.7362));
    expect(
      search(twins, { latitude: 26.1445, longitude: 91.7362 }, 5).hits.map((hit) => hit.id),
    ).toEqual(['c-rated', 'a-unrated', 'b-unrated']);
  });

  it('filters by topic (specializations or services) and by services', () => {
    const mixed = createListingIndex();
    mixed.put(entry('yoga', 19.1, 72.85, { specializationBits: 0b10, serviceBits: 1 }));
    mixed.put(entry('online', 19.1, 72.86, { specializationBits: 0b100, serviceBits: 4 }));
    mixed.put(entry('both', 19.1, 72.87, { specializationBits: 0b110, serviceBits: 5 }));
    const ids = (extra: Parameters<typeof search>[3]) =>
      search(mixed, BANDRA, 50, extra).hits.map((hit) => hit.id);
    expect(ids({ topic: { specializationBits: 0b10, serviceBits: 0 } })).toEqual(['yoga', 'both']);
    expect(ids({ topic: { specializationBits: 0, serviceBits: 4 } })).toEqual(['online', 'both']);
    expect(ids({ serviceBits: 4 })).toEqual(['online', 'both']);
    expect(ids({ topic: { specializationBits: 0b10, serviceBits: 0 }, serviceBits: 4 })).toEqual([
      'both',
    ]);
  });

  it('follows a trainer who moves and forgets one removed', () => {
    const moving = createListingIndex();
    moving.put(entry('mover', 19.1, 72.85));
    moving.put(entry('mover', 28.61, 77.2));
    expect(search(moving, BANDRA, 100).total).toBe(0);
    expect(
      search(moving, { latitude: 28.6, longitude: 77.2 }, 10).hits.map((hit) => hit.id),
    ).toEqual(['mover']);
    moving.remove('mover');
    expect(moving.size).toBe(0);
    expect(search(moving, { latitude: 28.6, longitude: 77.2 }, 10).total).toBe(0);
  });

  it('reaches across the date line and over a pole', () => {
    const world = createListingIndex();
    world.put(entry('east-of-line', -17.8, 179.9));
    world.put(entry('west-of-line', -17.8, -179.9));
    world.put(entry('north-pole', 89.95, 10));
    world.put(entry('other-side-of-pole', 89.95, -170));
    expect(search(world, { latitude: -17.8, longitude: 179.95 }, 50).total).toBe(2);
    expect(search(world, { latitude: 89.99, longitude: 100 }, 30).total).toBe(2);
  });

  it('agrees with measuring every trainer, for random searches over a crowded map', () => {
    let state = 7;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    const crowd = createListingIndex();
    const all: ListingEntry[] = [];
    for (let number = 0; number < 3000; number++) {
      const near = random() < 0.7;
      const item = entry(
        `t${number}`,
        near ? 19 + random() * 0.6 : 10 + random() * 20,
        near ? 72.7 + random() * 0.6 : 72 + random() * 16,
        {
          specializationBits: 1 << Math.floor(random() * 18),
          serviceBits: 1 + Math.floor(random() * 7),
          rating: Math.floor(random() * 5),
        },
      );
      all.push(item);
      crowd.put(item);
    }
    for (let round = 0; round < 120; round++) {
      const at = { latitude: 18.8 + random(), longitude: 72.6 + random() };
      const radiusKm = [5, 20, 100, 500][round % 4]!;
      // Two bits are counted member by member, one from the cells' tallies.
      const topic =
        round % 3 === 0
          ? { specializationBits: round % 2 === 0 ? 0b101 : 0b1, serviceBits: 0 }
          : null;
      const serviceBits = round % 5 === 0 ? 4 : 0;
      const offset = [0, 5, 40][round % 3]!;
      const expected = all
        .map((item) => ({ item, km: distanceKm(at, item, RADIUS_KM) }))
        .filter(
          ({ item, km }) =>
            km <= radiusKm &&
            (!topic || (item.specializationBits & topic.specializationBits) !== 0) &&
            (!serviceBits || (item.serviceBits & serviceBits) !== 0),
        )
        .sort(
          (a, b) =>
            a.km - b.km || b.item.rating - a.item.rating || (a.item.id < b.item.id ? -1 : 1),
        );
      const found = search(crowd, at, radiusKm, { topic, serviceBits, offset, limit: 10 });
      expect(found.total).toBe(expected.length);
      expect(found.hits.map((hit) => hit.id)).toEqual(
        expected.slice(offset, offset + 10).map(({ item }) => item.id),
      );
    }
  });
});
