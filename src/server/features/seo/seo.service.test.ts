import { describe, expect, it } from 'vitest';
import type { TrainerCard } from '#shared/discovery-types.ts';
import { paginate } from '#shared/discovery-types.ts';
import { createSeoService, PUBLIC_DATA_TTL_MS } from './seo.service';

const card = (name: string) => ({ id: name, name, rating: null, reviewCount: 0 }) as TrainerCard;
const ITEM_LIST = /"@type":"ItemList".*?"name":"(\w+)"/;

function setup(nearby: () => Promise<TrainerCard[]>) {
  let instant = Date.parse('2026-03-10T04:30:00.000Z');
  const errors: unknown[] = [];
  const service = createSeoService({
    discovery: {
      nearby: async () => ({
        data: await nearby(),
        pagination: { ...paginate(1, 5, 1), totalCapped: false },
      }),
      publishedTrainerSummary: async () => null,
      publishedTrainerPage: async () => [],
      countPublishedTrainers: async () => 0,
    },
    publicUrl: 'https://kasrat.example',
    now: () => new Date(instant),
    reportError: (error) => errors.push(error),
  });
  const listedName = async () => {
    const { head } = await service.listingPage('/', {});
    return JSON.stringify(head.jsonLd).match(ITEM_LIST)?.[1];
  };
  return { service, listedName, errors, advance: (ms: number) => (instant += ms) };
}

describe('the listing trainers cache', () => {
  it('serves the cached list for a minute, then the stale one while it refreshes', async () => {
    let calls = 0;
    const { listedName, advance } = setup(async () => {
      calls += 1;
      return [card(`Trainer${calls}`)];
    });
    expect(await listedName()).toBe('Trainer1');
    advance(PUBLIC_DATA_TTL_MS - 1);
    expect(await listedName()).toBe('Trainer1');
    expect(calls).toBe(1);

    advance(2);
    expect(await listedName()).toBe('Trainer1');
    expect(calls).toBe(2);
    expect(await listedName()).toBe('Trainer2');
  });

  it('sends the listing head without trainers when they cannot be loaded', async () => {
    const { listedName, errors } = setup(() => Promise.reject(new Error('database down')));
    expect(await listedName()).toBeUndefined();
    expect(errors).toHaveLength(1);
  });
});

describe('the pages in Hindi', () => {
  it('serves the Hindi head of the same page, and a Hindi not-found head', async () => {
    const { service } = setup(async () => [card('Asha')]);
    const listing = await service.listingPage('/trainers', { service: 'online' }, 'hi');
    expect(listing.head).toMatchObject({
      lang: 'hi-IN',
      title: 'ऑनलाइन फ़िटनेस ट्रेनर | Kasrat',
      canonicalUrl: 'https://kasrat.example/hi/trainers?service=online',
    });
    const city = await service.cityPage('Lucknow', 'dance', 'hi');
    expect(city.head.title).toBe('लखनऊ में डांस फ़िटनेस ट्रेनर | Kasrat');
    for (const missing of [
      await service.cityPage('atlantis', undefined, 'hi'),
      await service.trainerPage('no-such-trainer', 'hi'),
    ]) {
      expect(missing.status).toBe(404);
      expect(missing.head).toMatchObject({ lang: 'hi-IN', title: 'पेज नहीं मिला | Kasrat' });
    }
  });

  it('keeps English the default', async () => {
    const { service } = setup(async () => []);
    expect((await service.cityPage('pune')).head).toMatchObject({
      lang: 'en-IN',
      title: 'Fitness Trainers in Pune | Kasrat',
    });
  });
});
