import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache';

describe('count cache', () => {
  let instant = new Date('2026-03-02T00:00:00Z');
  const cache = createCountCache({
    now: () => instant,
    ttlMs: 60_000,
    minCount: 500,
    maxEntries: 2,
  });

  it('keeps a large count until it expires', async () => {
    expect(await cache.get('mumbai', async () => 9000)).toBe(9000);
    expect(await cache.get('mumbai', async () => 9100)).toBe(9000);
    instant = new Date(instant.getTime() + 60_001);
    expect(await cache.get('mumbai', async () => 9100)).toBe(9100);
  });

  it('always counts small results afresh', async () => {
    expect(await cache.get('jaipur', async () => 3)).toBe(3);
    expect(await cache.get('jaipur', async () => 4)).toBe(4);
  });

  it('forgets the oldest entry when full', async () => {
    await cache.get('a', async () => 1000);
    await cache.get('b', async () => 2000);
    await cache.get('c', async () => 3000);
    expect(await cache.get('a', async () => 1111)).toBe(1111);
    expect(await cache.get('c', async () => 3333)).toBe(3000);
  });
});
