/**
 * Remembers large result counts for a short while. Counting every trainer within 100 km of a
 * city centre reads thousands of index entries on each page view, while the number barely
 * moves; small counts are cheap and stay exact.
 */
export function createCountCache(options: {
  now: () => Date;
  ttlMs: number;
  minCount: number;
  maxEntries: number;
}) {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  return {
    async get(key: string, count: () => Promise<number>): Promise<number> {
      const now = options.now().getTime();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now) return cached.count;
      const fresh = await count();
      if (fresh >= options.minCount) {
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { count: fresh, expiresAt: now + options.ttlMs });
      } else {
        entries.delete(key);
      }
      return fresh;
    },
  };
}
