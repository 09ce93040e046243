import { lt, sql } from 'drizzle-orm';
import { listingChange } from '../db/schema';
import type { Job } from './job-runner';

/**
 * Change notes older than a day are read by no one: a listing that has not caught up for an
 * hour reloads in full (features/discovery/listing-store). The database's own clock decides,
 * because the notes carry its time, not the app's.
 */
export const pruneListingChanges: Job = {
  name: 'prune-listing-changes',
  intervalMs: 60 * 60_000,
  async run(db) {
    const pruned = await db
      .delete(listingChange)
      .where(lt(listingChange.changedAt, sql`clock_timestamp() - interval '1 day'`))
      .returning({ xid: listingChange.xid });
    return pruned.length;
  },
};
