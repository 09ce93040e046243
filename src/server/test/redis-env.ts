import { randomUUID } from 'node:crypto';

/**
 * The configuration a test file's apps share Redis with: TEST_REDIS_URL, and socket.io channels
 * of the file's own. Files run side by side on one Redis, and the adapter waits for every server
 * subscribed to its channels when presence asks who is online: another file's server closing
 * meanwhile made that wait run out and the question fail. Call once per file, so that every app
 * and process of the file is on the same channels. Null without TEST_REDIS_URL (`npm test`).
 */
export function testRedisEnv(): { REDIS_URL: string; REDIS_CHANNEL_PREFIX: string } | null {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return null;
  return { REDIS_URL: url, REDIS_CHANNEL_PREFIX: `test-${randomUUID()}` };
}
