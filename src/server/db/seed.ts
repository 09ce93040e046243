import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/** Demo data on first start; returns true when it seeded. (Filled in by the seed work.) */
export async function seedDemoData(
  _db: Database,
  _options: { now: Date; log: FastifyBaseLogger },
): Promise<boolean> {
  return false;
}
