import { lt, sql } from 'drizzle-orm';
import { changeNote } from '../db/schema';
import type { Job } from './job-runner';

/**
 * Change notes older than a day are read by no one: a process that has not looked for an hour
 * resets its copies (db/change-feed). The database's own clock decides, because the notes
 * carry its time, not the app's.
 */
export const pruneChangeNotes: Job = {
  name: 'prune-change-notes',
  intervalMs: 60 * 60_000,
  async run(db) {
    const pruned = await db
      .delete(changeNote)
      .where(lt(changeNote.changedAt, sql`clock_timestamp() - interval '1 day'`))
      .returning({ xid: changeNote.xid });
    return pruned.length;
  },
};
